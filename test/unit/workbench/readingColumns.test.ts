import { describe, expect, it } from 'vitest';
import {
  type FlipFilter,
  filterFlips,
  matrixToCsv,
  matrixToJson,
  NO_FILTER,
  runMatrixJob,
} from '../../../lib/workbench';

// Issue 16: "The readings (issue "Readings") are available as columns" of the live-vs-draft
// matrix. The differences cited are the parsers' documented behaviour (docs/design.md "Readings"):
// Python's urllib.robotparser takes the first matching rule and has no `*` wildcard
// (cpython Lib/urllib/robotparser.py `RuleLine.applies_to`: `self.path == "*" or
// filename.startswith(self.path)`); Protego reads `*` and `$` like Google (Protego README).
const ORIGIN = 'https://example.com';
const LIVE = ['User-agent: *', 'Disallow: /private'].join('\n');
const DRAFT = [
  'User-agent: *',
  'Disallow: /private',
  'Allow: /private/press',
  'Disallow: /*.pdf',
].join('\n');
const job = {
  id: 1,
  origin: ORIGIN,
  robotsUrl: `${ORIGIN}/robots.txt`,
  live: LIVE,
  draft: DRAFT,
  urlsText: ['/private/press/1', '/files/a.pdf', '/about'].join('\n'),
  agents: ['Googlebot'],
};

describe('reading columns in the live-vs-draft matrix (issue 16)', () => {
  it('adds each reading as a live and a draft column after the engine’s', () => {
    const { matrix } = runMatrixJob({ ...job, readings: ['scrapy', 'python'] });
    expect(matrix.columns).toEqual([
      'live',
      'draft',
      'scrapy_live',
      'scrapy_draft',
      'python_live',
      'python_draft',
    ]);
  });

  it('counts the flips per reading: Python reads the first match and no wildcard', () => {
    const result = runMatrixJob({ ...job, readings: ['scrapy', 'python'] });
    const flipped = Object.fromEntries(result.byReading.map((r) => [r.reading, r.summary.flipped]));
    // Google and Protego: /private/press/1 (longest match, Allow wins) and /files/a.pdf (`*`).
    // Python: the first rule, Disallow: /private, still decides /private/press/1; `/*.pdf` is
    // a literal path that matches nothing.
    expect(flipped).toEqual({ google: 2, scrapy: 2, python: 0 });
    expect(result.summary.flipped).toBe(2);
    const byReading = (reading: string) =>
      filterFlips(result.rows, { ...NO_FILTER, reading } satisfies FlipFilter).map((r) => [
        r.url.slice(ORIGIN.length),
        r.live,
        r.draft,
        r.lineDraft,
      ]);
    expect(byReading('scrapy')).toEqual([
      ['/private/press/1', 'disallowed', 'allowed', 3],
      ['/files/a.pdf', 'allowed', 'disallowed', 4],
    ]);
    expect(byReading('python')).toEqual([]);
  });

  it('runs only the engine when no reading is asked for', () => {
    const result = runMatrixJob(job);
    expect(result.matrix.columns).toEqual(['live', 'draft']);
    expect(result.byReading.map((r) => r.reading)).toEqual(['google']);
  });

  it('carries the reading columns and their flips into CSV and JSON', () => {
    const result = runMatrixJob({ ...job, readings: ['python'] });
    const csv = matrixToCsv(result.matrix).split('\r\n');
    expect(csv[0]).toBe(
      'url,agent,live,live_line,draft,draft_line,python_live,python_live_line,python_draft,python_draft_line,flipped,python_flipped',
    );
    expect(csv[1]).toBe(
      `${ORIGIN}/private/press/1,Googlebot,disallowed,2,allowed,3,disallowed,2,disallowed,2,true,false`,
    );
    const json = JSON.parse(
      matrixToJson(
        result.matrix,
        result.summary,
        { origin: ORIGIN, generatedAt: 'T', liveSha256: null },
        result.byReading,
      ),
    );
    expect(json.columns).toEqual(result.matrix.columns);
    expect(json.byReading.map((r: { reading: string }) => r.reading)).toEqual(['google', 'python']);
    expect(json.results[0].python_draft).toEqual({ access: 'disallowed', line: 2 });
  });
});
