/**
 * Issue 8 bug: a body cut at 500 KiB by the fetch, or holding bytes that are not UTF-8 past the
 * engine's 64 KiB sniff, reached the popup with no warning: the engine only sees the stored text,
 * which is exactly 500 KiB and already decoded. `buildReport` now adds what the fetch knew.
 */
import { describe, expect, it } from 'vitest';
import type { Snapshot } from '@/lib/cache';
import { buildReport } from '@/lib/report';
import { parseRobots } from '@/lib/robots';
import { makeSnapshot } from '@/test/support/snapshots';

const ORIGIN = 'https://big.example';
const NOW = 1_800_000_000_000;

function warningsFor(text: string, over: Partial<Snapshot>) {
  const snapshot = makeSnapshot(ORIGIN, NOW - 1000, text, over);
  return buildReport({
    url: `${ORIGIN}/x`,
    agent: 'Googlebot',
    origin: ORIGIN,
    cache: { snapshot, state: 'fresh', refreshing: false },
    robots: parseRobots(snapshot.text, snapshot.robotsUrl),
    limits: { floor: 1, ceiling: 60 },
    version: '0.0.0',
    now: NOW,
  }).warnings;
}

describe('warnings only the fetch can know (docs/design.md "Limits and bad input")', () => {
  const RULES = 'User-agent: *\nDisallow: /x\n';

  it('a body the fetch cut at 500 KiB is warned as size-truncated, once', () => {
    const w = warningsFor(RULES, { truncated: true, bytes: 512_000 });
    expect(w.filter((x) => x.code === 'size-truncated')).toEqual([
      { line: 0, code: 'size-truncated', message: expect.stringContaining('500 KiB') },
    ]);
    // The engine's own warning (text over 500 KiB) is not doubled.
    const big = `${RULES}${'#'.repeat(600 * 1024)}\n`;
    const both = warningsFor(big, { truncated: true });
    expect(both.filter((x) => x.code === 'size-truncated')).toHaveLength(1);
  });

  it('bytes that were not UTF-8 are warned as binary-body, once', () => {
    const late = `${RULES}${'# pad\n'.repeat(20_000)}Disallow: /caf\ufffd\n`;
    expect(warningsFor(late, { invalidUtf8: true }).map((x) => x.code)).toContain('binary-body');
    const early = `${RULES}Disallow: /caf\ufffd\n`;
    expect(
      warningsFor(early, { invalidUtf8: true }).filter((x) => x.code === 'binary-body'),
    ).toHaveLength(1);
  });

  it('a clean snapshot gets no extra warning', () => {
    expect(warningsFor(RULES, {})).toEqual([]);
  });
});
