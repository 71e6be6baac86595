import type { RequestGuard } from './createRequestGuard';
import type { ChainFailure } from './redirectChains';
import { type Refusal, refusalMessage } from './refusal';

/** Why a guarded fetch did not reach its target; thrown where `fetch` throws, read by callers. */
export class RefusedRequest extends Error {
  constructor(
    readonly code: ChainFailure['cause'],
    message: string,
  ) {
    super(message);
    this.name = 'RefusedRequest';
  }
}

/**
 * `fetch` for the files of one page (its robots.txt, its sitemaps): a URL into the user's
 * network is refused before any byte is sent, and a failure the browser explains (a hop the
 * rules blocked, a redirect loop) is rethrown in those words instead of "Failed to fetch".
 */
export function guardFetch(doFetch: typeof fetch, guard: RequestGuard, page: string) {
  const guarded: typeof fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const ready = await guard.prepare(url, page);
    if ('refusal' in ready) {
      const refusal: Refusal =
        'inactive' in ready
          ? { code: 'guard-inactive', url, reason: ready.refusal }
          : { code: 'private-host', url, host: ready.refusal };
      throw new RefusedRequest('refused-private', refusalMessage(refusal));
    }
    try {
      return await doFetch(input, init);
    } catch (error) {
      if (init?.signal?.aborted) throw error; // a timeout or Cancel says so itself
      const failure = await guard.explain(url, page);
      if (failure) throw new RefusedRequest(failure.cause, failure.message);
      throw error;
    } finally {
      ready.release();
    }
  };
  return guarded;
}
