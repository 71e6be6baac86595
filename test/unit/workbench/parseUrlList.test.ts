import { describe, expect, it } from 'vitest';
import { MAX_URL_LINES, parseUrlList } from '../../../lib/workbench';

// Issue 16 "Bad input": non-URL lines, other-origin URLs (counted and named, not tested),
// duplicate lines and 200,000 lines each have a defined, visible outcome.
const ORIGIN = 'https://example.com';

describe('parseUrlList', () => {
  it.each([
    ['a path joins the origin as written', '/a?b=1', [`${ORIGIN}/a?b=1`]],
    ['an absolute URL of the origin keeps its text', `${ORIGIN}/x%2Fy`, [`${ORIGIN}/x%2Fy`]],
    ['surrounding spaces and CRLF are trimmed', '  /a \r\n/b\r\n', [`${ORIGIN}/a`, `${ORIGIN}/b`]],
    [
      'the origin compares as URL#origin (host case, default port)',
      'HTTPS://EXAMPLE.com:443/z',
      ['HTTPS://EXAMPLE.com:443/z'],
    ],
  ])('%s', (_name, text, urls) => {
    expect(parseUrlList(text, ORIGIN).urls).toEqual(urls);
  });

  it('collapses duplicates and counts them', () => {
    const list = parseUrlList('/a\n/a\nhttps://example.com/a\n/b', ORIGIN);
    expect(list.urls).toEqual([`${ORIGIN}/a`, `${ORIGIN}/b`]);
    expect(list.duplicates).toBe(2);
  });

  it('counts and names other origins without testing them', () => {
    const list = parseUrlList(
      'https://other.example/a\nhttp://example.com/a\nhttps://other.example/b',
      ORIGIN,
    );
    expect(list.urls).toEqual([]);
    expect(list.otherOrigin).toEqual({
      count: 3,
      origins: [
        { origin: 'https://other.example', count: 2 },
        { origin: 'http://example.com', count: 1 },
      ],
    });
  });

  it('names lines that are not URLs, with their line numbers, cut', () => {
    const long = `x${'y'.repeat(500)}`;
    const list = parseUrlList(`/ok\nnot a url\n//host/x\njavascript:alert(1)\n${long}`, ORIGIN);
    expect(list.notUrl.count).toBe(4);
    expect(list.notUrl.examples.map((e) => e.line)).toEqual([2, 3, 4, 5]);
    expect(list.notUrl.examples[3]?.text.endsWith('… (cut)')).toBe(true);
    expect(list.notUrl.examples[3]?.text.length).toBeLessThan(220);
  });

  it('reads 200,000 lines and counts the rest as over the limit', () => {
    const text = Array.from({ length: MAX_URL_LINES + 5 }, (_, i) => `/p/${i}`).join('\n');
    const list = parseUrlList(text, ORIGIN);
    expect(list.urls).toHaveLength(MAX_URL_LINES);
    expect(list.overLimit).toBe(5);
  });

  it('counts blank lines; an empty paste is an empty list', () => {
    expect(parseUrlList('/a\n\n  \n/b\n', ORIGIN)).toMatchObject({ lines: 4, blank: 2 });
    expect(parseUrlList('', ORIGIN)).toMatchObject({ lines: 0, urls: [] });
  });
});
