import { describe, expect, it } from 'vitest';
import { fetchOutcomeOf, readingsOf } from '@/entrypoints/popup/readingsOf';
import { notApplicableReport, snapshot, unreachableReport } from '@/test/support/reports';

// The snapshot as lib/robots/readings FetchOutcome (docs/design.md "Readings", fetch outcomes).
describe('fetchOutcomeOf', () => {
  it('a 2xx is the file; another status an HTTP error; no status a timeout or network failure', () => {
    expect(fetchOutcomeOf(snapshot({ httpStatus: 200 }), 'User-agent: *')).toEqual({
      kind: 'fetched',
      status: 200,
      text: 'User-agent: *',
      invalidUtf8: false,
    });
    // Bytes that were not UTF-8 reach the readings: Scrapy drops them, Python's read() raises.
    expect(
      fetchOutcomeOf(snapshot({ httpStatus: 200, invalidUtf8: true }), 'Disallow: /\uFFFD'),
    ).toMatchObject({ kind: 'fetched', invalidUtf8: true });
    expect(fetchOutcomeOf(snapshot({ httpStatus: 503 }), null)).toEqual({
      kind: 'http-error',
      status: 503,
    });
    expect(
      fetchOutcomeOf(snapshot({ httpStatus: null, error: 'Timed out after 10 s' }), null),
    ).toEqual({
      kind: 'unreachable',
      reason: 'timeout',
    });
    expect(
      fetchOutcomeOf(snapshot({ httpStatus: null, error: 'DNS lookup failed' }), null),
    ).toEqual({
      kind: 'unreachable',
      reason: 'network',
    });
  });

  it('readingsOf: none for a page robots.txt does not apply to; three rows otherwise', () => {
    expect(readingsOf(notApplicableReport())).toBeNull();
    expect(readingsOf(unreachableReport())?.map((r) => r.reading)).toEqual([
      'google',
      'scrapy',
      'python',
    ]);
  });
});
