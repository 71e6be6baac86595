import { formatBytes } from '@/lib/formatBytes';
import { type CappedBody, readBodyCapped } from '../fetch/readBodyCapped';

export type FetchedSitemap =
  | { ok: true; text: string; bytes: number; gzipped: boolean }
  | { ok: false; reason: string; cancelled: boolean };

export interface FetchSitemapOptions {
  fetch: typeof fetch;
  maxBytes: number;
  timeoutMs: number;
  signal?: AbortSignal;
}

/**
 * One sitemap file: fetched without cookies under a time budget, read under a byte cap, gunzipped
 * when its first bytes are the gzip magic `1f 8b` (servers send `.gz` with any Content-Type, and a
 * browser may already have undone `Content-Encoding: gzip`, so the name proves nothing), then
 * decoded as UTF-8 (sitemaps.org: "The Sitemap must be UTF-8 encoded"). Never throws.
 */
export async function fetchSitemap(
  url: string,
  opts: FetchSitemapOptions,
): Promise<FetchedSitemap> {
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), opts.timeoutMs);
  const onAbort = () => timeout.abort();
  opts.signal?.addEventListener('abort', onAbort, { once: true });
  try {
    if (opts.signal?.aborted) return { ok: false, reason: 'cancelled', cancelled: true };
    const response = await untilAborted(
      opts.fetch(url, { credentials: 'omit', signal: timeout.signal }),
      timeout.signal,
    );
    if (!response.ok) {
      response.body?.cancel().catch(() => {}); // the error page is not wanted
      return { ok: false, reason: `HTTP ${response.status}`, cancelled: false };
    }
    const wire = await readBodyCapped(response, opts.maxBytes, timeout.signal);
    if (wire.truncated) return tooLarge(`body is larger than ${formatBytes(opts.maxBytes)}`);
    const gzipped = wire.bytes[0] === 0x1f && wire.bytes[1] === 0x8b;
    const body = gzipped ? await gunzip(wire.bytes, opts.maxBytes, timeout.signal) : wire;
    if ('error' in body) return { ok: false, reason: body.error, cancelled: false };
    if (body.truncated) {
      return tooLarge(
        `gzip body expands beyond ${formatBytes(opts.maxBytes)}; stopped (gzip bomb protection)`,
      );
    }
    const text = new TextDecoder('utf-8').decode(body.bytes);
    return { ok: true, text, bytes: body.bytes.byteLength, gzipped };
  } catch (error) {
    if (opts.signal?.aborted) return { ok: false, reason: 'cancelled', cancelled: true };
    if (timeout.signal.aborted) {
      return { ok: false, reason: `timed out after ${opts.timeoutMs / 1000} s`, cancelled: false };
    }
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, reason: `fetch failed: ${message}`, cancelled: false };
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener('abort', onAbort);
  }
}

/** Settles when `signal` aborts even if the injected fetch ignores its signal. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const fail = () => reject(signal.reason);
    signal.addEventListener('abort', fail, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', fail));
  });
}

function tooLarge(reason: string): FetchedSitemap {
  return { ok: false, reason, cancelled: false };
}

/** `DecompressionStream` output read under the same cap: a bomb stops at the cap, not at its end. */
async function gunzip(
  bytes: Uint8Array,
  maxBytes: number,
  signal: AbortSignal,
): Promise<CappedBody | { error: string }> {
  const stream = new Blob([bytes as BlobPart])
    .stream()
    .pipeThrough(new DecompressionStream('gzip'));
  try {
    return await readBodyCapped(new Response(stream), maxBytes, signal);
  } catch (error) {
    if (signal.aborted) throw error;
    const message = error instanceof Error ? error.message : String(error);
    return { error: `invalid gzip data (${message})` };
  }
}
