import { errorText } from '@/lib/errorText';
import { createDeadline } from '@/lib/fetch/createDeadline';
import { ROBOTS_TIMEOUT_MS } from '../fetch';
import { readBodyCapped } from '../fetch/readBodyCapped';
import { MAX_HEAD_BYTES } from '../signals';

/**
 * One GET as robots.txt is fetched (docs/design.md "The page's own signals": no cookies, 10 s, first
 * 512 KiB): for a page checked by URL ("as fetched without cookies") and, on request, for
 * `/llms.txt` and `/.well-known/tdmrep.json`. Never throws: a timeout or network error is a value.
 */
export type CappedFetch =
  | {
      ok: true;
      url: string;
      finalUrl: string;
      status: number;
      headers: [string, string][];
      contentType: string;
      bytes: Uint8Array;
      truncated: boolean;
    }
  | {
      ok: false;
      url: string;
      reason: 'timeout' | 'network-error';
      message: string;
      /** The seconds waited (timeout) or the browser's error text (network-error). */
      detail: string;
    };

export interface CappedFetchDeps {
  fetch: typeof fetch;
  timeoutMs?: number;
  maxBytes?: number;
}

export async function fetchCapped(deps: CappedFetchDeps, url: string): Promise<CappedFetch> {
  const { fetch: doFetch } = deps;
  const timeoutMs = deps.timeoutMs ?? ROBOTS_TIMEOUT_MS;
  const deadline = createDeadline(timeoutMs);
  try {
    const response = await doFetch(url, {
      method: 'GET',
      credentials: 'omit',
      cache: 'no-store',
      redirect: 'follow',
      signal: deadline.signal,
    });
    const body = await readBodyCapped(response, deps.maxBytes ?? MAX_HEAD_BYTES, deadline.signal);
    // fetch joins a repeated header with ", " (X-Robots-Tag twice): the reader splits lists.
    const headers: [string, string][] = [];
    response.headers.forEach((value, name) => {
      headers.push([name, value]);
    });
    return {
      ok: true,
      url,
      finalUrl: response.url || url,
      status: response.status,
      headers,
      contentType: response.headers.get('content-type') ?? '',
      bytes: body.bytes,
      truncated: body.truncated,
    };
  } catch (error) {
    if (deadline.expired())
      return {
        ok: false,
        url,
        reason: 'timeout',
        message: `timed out after ${timeoutMs / 1000} s`,
        detail: String(timeoutMs / 1000),
      };
    return {
      ok: false,
      url,
      reason: 'network-error',
      message: errorText(error),
      detail: errorText(error),
    };
  } finally {
    deadline.clear();
  }
}
