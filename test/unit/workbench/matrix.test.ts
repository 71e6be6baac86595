import { describe, expect, it } from 'vitest';
import {
  computeMatrix,
  engineEvaluator,
  filterFlips,
  flips,
  matrixToCsv,
  matrixToJson,
  NO_FILTER,
  sortFlips,
} from '../../../lib/workbench';

const ORIGIN = 'https://example.com';
const ROBOTS = `${ORIGIN}/robots.txt`;
const LIVE = ['User-agent: *', 'Disallow: /private', '', 'User-agent: GPTBot', 'Disallow: /'].join(
  '\n',
);
const DRAFT = [
  'User-agent: *',
  'Disallow: /private',
  'Allow: /private/press',
  'Disallow: /cart',
  '',
  'User-agent: GPTBot',
  'Allow: /blog/',
  'Disallow: /',
].join('\n');
const URLS = [`${ORIGIN}/private/press/1`, `${ORIGIN}/cart`, `${ORIGIN}/blog/post`, `${ORIGIN}/`];
const AGENTS = ['Googlebot', 'GPTBot'];

function run() {
  return computeMatrix(URLS, AGENTS, [
    engineEvaluator('live', LIVE, ROBOTS),
    engineEvaluator('draft', DRAFT, ROBOTS),
  ]);
}

describe('the live-vs-draft matrix and its flips', () => {
  it('finds each flipped pair with the deciding line in each version (RFC 9309 §2.2.2: longest match)', () => {
    const { rows, summary } = flips(run());
    expect(summary).toEqual({ checked: 8, flipped: 3, nowDisallowed: 1, nowAllowed: 2 });
    expect(rows).toEqual([
      {
        reading: 'google',
        url: URLS[0],
        agent: 'Googlebot',
        live: 'disallowed',
        draft: 'allowed',
        lineLive: 2,
        lineDraft: 3,
      },
      {
        reading: 'google',
        url: URLS[1],
        agent: 'Googlebot',
        live: 'allowed',
        draft: 'disallowed',
        lineLive: null,
        lineDraft: 4,
      },
      {
        reading: 'google',
        url: URLS[2],
        agent: 'GPTBot',
        live: 'disallowed',
        draft: 'allowed',
        lineLive: 5,
        lineDraft: 7,
      },
    ]);
  });

  it('reports progress up to the total', () => {
    const seen: number[] = [];
    computeMatrix(URLS, AGENTS, [engineEvaluator('live', LIVE, ROBOTS)], {
      every: 2,
      onProgress: (done) => seen.push(done),
    });
    expect(seen).toEqual([2, 4, 4]);
  });

  it('filters by crawler, direction and URL text, and sorts stably', () => {
    const { rows } = flips(run());
    expect(filterFlips(rows, { ...NO_FILTER, agent: 'GPTBot' })).toHaveLength(1);
    expect(
      filterFlips(rows, { ...NO_FILTER, direction: 'now-disallowed' }).map((r) => r.url),
    ).toEqual([URLS[1]]);
    expect(filterFlips(rows, { ...NO_FILTER, text: 'PRESS' })).toHaveLength(1);
    expect(sortFlips(rows, 'lineDraft', true).map((r) => r.lineDraft)).toEqual([7, 4, 3]);
    expect(sortFlips(rows, 'agent').map((r) => r.agent)).toEqual([
      'GPTBot',
      'Googlebot',
      'Googlebot',
    ]);
  });

  it('exports every pair as CSV (RFC 4180) and JSON', () => {
    const matrix = run();
    const csv = matrixToCsv(matrix).split('\r\n');
    expect(csv[0]).toBe('url,agent,live,live_line,draft,draft_line,flipped');
    expect(csv[1]).toBe(`${URLS[0]},Googlebot,disallowed,2,allowed,3,true`);
    expect(csv).toHaveLength(2 + 8); // header, 8 pairs, final empty string after the last CRLF
    const json = JSON.parse(
      matrixToJson(matrix, flips(matrix).summary, {
        origin: ORIGIN,
        generatedAt: 'T',
        liveSha256: null,
      }),
    );
    expect(json.results).toHaveLength(8);
    expect(json.results[3]).toEqual({
      url: URLS[1],
      agent: 'GPTBot',
      live: { access: 'disallowed', line: 5 },
      draft: { access: 'disallowed', line: 8 },
    });
  });

  it('keeps a hostile URL as text in CSV: quoted, and never a formula (OWASP CSV injection)', () => {
    const matrix = computeMatrix(
      [`${ORIGIN}/a,"b"`],
      ['=HYPERLINK("x")'],
      [engineEvaluator('live', '', ROBOTS), engineEvaluator('draft', '', ROBOTS)],
    );
    const line = matrixToCsv(matrix).split('\r\n')[1];
    expect(line).toBe(`"${ORIGIN}/a,""b""","'=HYPERLINK(""x"")",allowed,,allowed,,false`);
  });
});
