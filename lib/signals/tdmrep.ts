import { headerValues } from './directiveSources';
import { matchesPattern } from './pathPattern';
import type { AiSignal, HeaderList, HeadMeta } from './types';

/**
 * TDMRep: W3C TDM Reservation Protocol, Community Group Final Report (sections cited by their
 * anchors in the report, w3c.github.io/tdm-reservation-protocol/spec/):
 * - #sec-tdm-reservation: `tdm-reservation` is 1 (reserved) or 0 (not reserved); "other values are
 *   considered protocol errors", read as unset.
 * - #sec-tdm-policy: `tdm-policy` is a URL, not processed when `tdm-reservation` is 0.
 * - #sec-tdm-file: `/.well-known/tdmrep.json`, an array of rules `{ location, tdm-reservation,
 *   tdm-policy? }`; `location` is a path pattern matched as robots.txt's (#sec-tdm-file-regexp:
 *   `*`, `$`, percent-encoding, "follow the rules detailed by Google"), case-sensitive; "the most
 *   specific match is the first in sequence"; no match: unset.
 * - #sec-tdm-header: `tdm-reservation` / `tdm-policy` response headers.
 * - #sec-tdm-html-meta: `<meta name="tdm-reservation">` / `<meta name="tdm-policy">` (the
 *   technique note puts `http-equiv` out of scope).
 * - #sec-processing-priority: header values supersede the file's, HTML metadata supersedes both;
 *   an absent property never resets one already found.
 */

/** `0` or `1` (a header's or a meta's text); anything else is a protocol error (unset). */
function reservationOf(text: string): '0' | '1' | null {
  const value = text.trim();
  return value === '0' || value === '1' ? value : null;
}

function signal(
  reservation: string,
  policy: string | undefined,
  source: AiSignal['source'],
  raw: string,
): AiSignal {
  const value = reservationOf(reservation);
  if (value === null)
    return {
      signal: 'tdm-reservation',
      value: reservation.trim(),
      source,
      raw,
      notes: ['tdm-unset'],
    };
  // #sec-tdm-policy: with 0, the policy is not processed.
  const kept = value === '1' ? policy?.trim() : undefined;
  return { signal: 'tdm-reservation', value, source, raw, ...(kept ? { policy: kept } : {}) };
}

/** The response headers' and the head's declarations, in processing order (#sec-processing-priority). */
export function readTdmrep(headers: HeaderList, metas: readonly HeadMeta[]): AiSignal[] {
  const found: AiSignal[] = [];
  const [headerValue] = headerValues(headers, 'tdm-reservation');
  if (headerValue !== undefined) {
    const [policy] = headerValues(headers, 'tdm-policy');
    found.push(signal(headerValue, policy, 'header', `tdm-reservation: ${headerValue}`));
  }
  const named = (name: string) => metas.find((m) => !m.httpEquiv && m.name.toLowerCase() === name);
  const meta = named('tdm-reservation');
  if (meta) found.push(signal(meta.content, named('tdm-policy')?.content, 'meta', meta.content));
  return tdmrepPriority(found);
}

const RANK: Record<AiSignal['source'], number> = {
  robots: -1,
  'well-known': 0,
  header: 1,
  meta: 2,
};

/**
 * #sec-processing-priority across every TDMRep declaration found for the page (tdmrep.json once
 * fetched, headers, metas): each usable one is superseded by a usable one of a later step, which
 * keeps the earlier policy when it names none of its own ("the absence … MUST not reset current
 * values"). Marks, never drops: the popup shows every declaration with what became of it.
 */
export function tdmrepPriority(signals: readonly AiSignal[]): AiSignal[] {
  const steps = signals
    .map((s, index) => ({ s, index }))
    .filter(({ s }) => s.signal === 'tdm-reservation' && !s.notes?.includes('tdm-unset'))
    .sort((a, b) => RANK[a.s.source] - RANK[b.s.source]);
  const out = signals.map((s) => ({
    ...s,
    notes: (s.notes ?? []).filter((n) => n !== 'superseded'),
  }));
  let policy: string | undefined;
  for (const [i, { s, index }] of steps.entries()) {
    const last = i === steps.length - 1;
    if (s.value === '1') policy = s.policy ?? policy;
    else policy = undefined;
    const entry = out[index] as AiSignal;
    if (!last) entry.notes = [...(entry.notes ?? []), 'superseded'];
    else if (policy && !s.policy) entry.policy = policy;
  }
  return out.map((s) => (s.notes?.length ? s : withoutNotes(s)));
}

function withoutNotes(s: AiSignal): AiSignal {
  const { notes: _, ...rest } = s;
  return rest;
}

/**
 * #sec-tdm-file-regexp: "If TDM Agents match special characters verbatim in the URI, they MUST use
 * '%' encoding", with `/path/foo-%24` matching `…/path/foo-$`. The engine compares `%24` as bytes
 * (Google's reading, docs/decisions.md), so a literal `$` or `*` in the page's URL is encoded
 * first: the report's example then holds, and a pattern's own `$` and `*` stay special.
 */
function withSpecialsEncoded(url: string): string {
  return url.replace(/[$*]/g, (c) => (c === '$' ? '%24' : '%2A'));
}

export type TdmrepFile =
  | { ok: true; entries: number; match: AiSignal | null }
  | { ok: false; reason: 'not-json' | 'not-an-array' };

const MAX_ENTRIES = 1000;
/**
 * `/.well-known/tdmrep.json` → the rule that applies to the page: the first whose `location`
 * matches (#sec-tdm-file). That rule decides even when its `tdm-reservation` is not 0 or 1 (then
 * unset, with a note); a rule without a string `location` matches nothing.
 */
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
  const target = withSpecialsEncoded(pageUrl);
  for (const entry of entries) {
    if (typeof entry !== 'object' || entry === null) continue;
    const record = entry as Record<string, unknown>;
    const location = record.location;
    if (typeof location !== 'string' || !matchesPattern(location, target)) continue;
    const policy = typeof record['tdm-policy'] === 'string' ? record['tdm-policy'] : undefined;
    // The JSON numbers 0 and 1; anything else ("1", true, absent) is written out as JSON and
    // so is no `0`/`1`: unset.
    const reservation = record['tdm-reservation'];
    const text =
      reservation === 0 || reservation === 1
        ? String(reservation)
        : JSON.stringify(reservation ?? null);
    return {
      ok: true,
      entries: data.length,
      match: signal(text, policy, 'well-known', JSON.stringify(entry)),
    };
  }
  return { ok: true, entries: data.length, match: null };
}
