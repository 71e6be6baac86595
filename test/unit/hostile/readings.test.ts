/**
 * Issue 13: every reading takes everything the engine takes and never throws — the hostile corpus
 * (test/fixtures/hostile/cases.ts: binary, NUL, a 5 MB line, BOMs, CR-only…) through readAs and
 * compareReadings. The google reading is the engine, so it gives the corpus's expected verdicts.
 */
import { describe, expect, it } from 'vitest';
import { compareReadings, type FetchOutcome, READING_IDS, readAs } from '@/lib/robots';
import { HOSTILE_CASES, type HostileCase } from '../../fixtures/hostile/cases';

const ORIGIN = 'https://hostile.example';

/** As Scrapy and Python get the body: UTF-8, bad bytes → U+FFFD, a leading BOM kept (docs/design.md "Readings"). */
const decode = (bytes: Uint8Array) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);

function outcomeOf(c: HostileCase): FetchOutcome {
  const { http } = c;
  if (http.kind === 'respond') {
    if (http.status >= 200 && http.status < 300) {
      const bytes = c.body?.() ?? new Uint8Array(0);
      const invalidUtf8 = !isUtf8(bytes);
      return { kind: 'fetched', status: http.status, text: decode(bytes), invalidUtf8 };
    }
    return { kind: 'http-error', status: http.status };
  }
  if (http.kind === 'never-answer') return { kind: 'unreachable', reason: 'timeout' };
  return { kind: 'unreachable', reason: 'network' };
}

function isUtf8(bytes: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

describe('hostile bodies through every reading', () => {
  const bodies = HOSTILE_CASES.filter(
    (c) => c.http.kind === 'respond' && c.http.status >= 200 && c.http.status < 300,
  );
  it.each(bodies.map((c) => [c.id, c] as const))(
    '%s',
    (_id, c) => {
      const text = decode(c.body?.() ?? new Uint8Array(0));
      for (const id of READING_IDS) {
        const reading = readAs(id, text);
        for (const check of c.expect.checks) {
          const url = ORIGIN + check.path;
          expect(typeof reading.allowed(url, check.agent)).toBe('boolean');
          const line = reading.line(url, check.agent);
          expect(line === null || (Number.isInteger(line) && line > 0)).toBe(true);
          const delay = reading.crawlDelay(check.agent);
          expect(delay === null || typeof delay === 'number').toBe(true);
          if (id === 'google')
            expect(reading.allowed(url, check.agent)).toBe(check.verdict === 'allowed');
        }
      }
    },
    60_000,
  );
});

describe("hostile answers: each reading's fetch-failure behaviour", () => {
  it.each(HOSTILE_CASES.map((c) => [c.id, c] as const))(
    '%s',
    (_id, c) => {
      const outcome = outcomeOf(c);
      for (const check of c.expect.checks) {
        const rows = compareReadings({ outcome, url: ORIGIN + check.path, agent: check.agent });
        expect(rows.map((r) => r.reading)).toEqual([...READING_IDS]);
        if (
          outcome.kind === 'unreachable' ||
          (outcome.kind === 'http-error' && (outcome.status === 429 || outcome.status >= 500))
        ) {
          // RFC 9309 §2.3.1.4 for Google; Scrapy fails open.
          expect(rows.map((r) => r.allowed)).toEqual([
            false,
            true,
            outcome.kind === 'http-error' && outcome.status === 429,
          ]);
        }
        if (outcome.kind === 'http-error' && (outcome.status === 401 || outcome.status === 403)) {
          expect(rows.map((r) => r.allowed)).toEqual([true, true, false]);
        }
      }
    },
    60_000,
  );
});
