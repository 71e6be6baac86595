import { headerValues } from './directiveSources';
import { matchesPattern } from './pathPattern';
import type { AiSignal, HeaderList, HeadMeta } from './types';

/**
 * TDMRep (W3C Community Group Final Report "TDM Reservation Protocol"): `tdm-reservation` = 1
 * reserves text-and-data-mining rights, 0 does not; `tdm-policy` points to the licence terms.
 * Carried as HTTP headers (§4.3), as HTML `<meta name="tdm-reservation">` (§4.4), and in
 * `/.well-known/tdmrep.json` (§4.2): an array of `{ location, tdm-reservation, tdm-policy? }`
 * whose `location` is a path pattern (read here as robots.txt patterns are: prefix, `*`, `$`);
 * the first matching entry applies.
 */

function signal(
  reservation: string,
  policy: string | undefined,
  source: AiSignal['source'],
  raw: string,
): AiSignal {
  return {
    signal: 'tdm-reservation',
    value: reservation.trim(),
    source,
    raw,
    ...(policy ? { policy: policy.trim() } : {}),
  };
}

/** Header first (the server's own word), then the meta of the page. */
export function readTdmrep(headers: HeaderList, metas: readonly HeadMeta[]): AiSignal[] {
  const found: AiSignal[] = [];
  const [headerValue] = headerValues(headers, 'tdm-reservation');
  if (headerValue !== undefined) {
    const [policy] = headerValues(headers, 'tdm-policy');
    found.push(signal(headerValue, policy, 'header', `tdm-reservation: ${headerValue}`));
  }
  const meta = metas.find((m) => m.name.toLowerCase() === 'tdm-reservation');
  if (meta) {
    const policy = metas.find((m) => m.name.toLowerCase() === 'tdm-policy')?.content;
    found.push(signal(meta.content, policy, 'meta', meta.content));
  }
  return found;
}

export type TdmrepFile =
  | { ok: true; entries: number; match: AiSignal | null }
  | { ok: false; reason: 'not-json' | 'not-an-array' };

const MAX_ENTRIES = 1000;
/** `/.well-known/tdmrep.json` → the entry that applies to the page (first match, in order). */
export function parseTdmrepJson(text: string, pageUrl: string): TdmrepFile {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    // Not JSON: the reason is the finding.
    return { ok: false, reason: 'not-json' };
  }
  if (!Array.isArray(data)) return { ok: false, reason: 'not-an-array' };
  const entries = data.slice(0, MAX_ENTRIES);
  for (const entry of entries) {
    if (typeof entry !== 'object' || entry === null) continue;
    const record = entry as Record<string, unknown>;
    const location = record.location;
    const reservation = record['tdm-reservation'];
    if (typeof location !== 'string' || (reservation !== 0 && reservation !== 1)) continue;
    if (!matchesPattern(location, pageUrl)) continue;
    const policy = typeof record['tdm-policy'] === 'string' ? record['tdm-policy'] : undefined;
    return {
      ok: true,
      entries: data.length,
      match: signal(String(reservation), policy, 'well-known', JSON.stringify(entry)),
    };
  }
  return { ok: true, entries: data.length, match: null };
}
