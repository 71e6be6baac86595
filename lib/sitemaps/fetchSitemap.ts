import { errorText } from '@/lib/errorText';
import { readRefusal, refusalMessage } from '@/lib/net/refusal';
import { cutText } from './cutText';
import { type BodyRead, readSitemapBody, untilAborted } from './readSitemapBody';

export type FetchedSitemap =
  | (BodyRead & { ok: true })
  | { ok: false; reason: string; cancelled: boolean };

export interface FetchSitemapOptions {
  fetch: typeof fetch;
  maxBytes: number;
  timeoutMs: number;
  signal?: AbortSignal;
  /** A reason not to fetch or read this URL (or the URL a redirect ended on); null to go on. */
  refuse?: (url: string) => string | null;
}

/**
 * One sitemap file: fetched without cookies under a time budget, streamed to `onText` (gunzipped
 * and decoded by readSitemapBody). A URL `refuse` names is never fetched, a redirect target it
 * names is never read. Never throws.
 */
export async function fetchSitemap(
  url: string,
  opts: FetchSitemapOptions,
  onText: (text: string) => Promise<string | null>,
): Promise<FetchedSitemap> {
  if (opts.signal?.aborted) return { ok: false, reason: 'cancelled', cancelled: true };
  const refused = refusal(url, opts);
  if (refused) return refused;
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), opts.timeoutMs);
  const onAbort = () => timeout.abort();
  opts.signal?.addEventListener('abort', onAbort, { once: true });
  try {
    const response = await untilAborted(
      opts.fetch(url, { credentials: 'omit', signal: timeout.signal }),
      timeout.signal,
    );
    const landed = response.url && response.url !== url ? refusal(response.url, opts) : null;
    if (landed || !response.ok || !response.body) {
      response.body?.cancel().catch(() => {}); // an error page or a refused target: not read
      if (landed) return { ...landed, reason: `redirected: ${landed.reason}` };
      if (!response.ok) return { ok: false, reason: `HTTP ${response.status}`, cancelled: false };
      return { ok: false, reason: 'empty body, not a sitemap', cancelled: false };
    }
    const read = await readSitemapBody(
      response.body,
      { maxBytes: opts.maxBytes, signal: timeout.signal },
      onText,
    );
    return read.ok ? read : { ...read, cancelled: false };
  } catch (error) {
    if (opts.signal?.aborted) return { ok: false, reason: 'cancelled', cancelled: true };
    if (timeout.signal.aborted) {
      return { ok: false, reason: `timed out after ${opts.timeoutMs / 1000} s`, cancelled: false };
    }
    return {
      ok: false,
      reason: `fetch failed: ${quoted(errorText(error), 200)}`,
      cancelled: false,
    };
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener('abort', onAbort);
  }
}

function refusal(url: string, opts: FetchSitemapOptions) {
  const reason = opts.refuse?.(url);
  return reason ? { ok: false as const, reason: quoted(reason), cancelled: false } : null;
}

/**
 * An error or a refusal as a reason quotes it: a request guard's refusal whole, rebuilt from its
 * parts (refusalMessage cuts each URL), so the UI can still read it back and word it; any other
 * text cut to `max` characters.
 */
function quoted(text: string, max?: number): string {
  const refusal = readRefusal(text);
  return refusal ? refusalMessage(refusal) : cutText(text, max);
}
