/**
 * TDMRep (W3C TDM Reservation Protocol, CG Final Report: §4.2 tdmrep.json, §4.3 HTTP headers,
 * §4.4 HTML meta) and llms.txt (llmstxt.org: H1 title, optional summary, H2 sections of links).
 */
import { describe, expect, it } from 'vitest';
import { parseTdmrepJson, readLlmsTxt, readTdmrep } from '@/lib/signals';

const PAGE = 'https://pub.example/books/one.pdf';

describe('readTdmrep', () => {
  it('§4.3: headers, with the policy', () => {
    expect(
      readTdmrep(
        [
          ['TDM-Reservation', '1'],
          ['tdm-policy', 'https://pub.example/policy.json'],
        ],
        [],
      ),
    ).toEqual([
      {
        signal: 'tdm-reservation',
        value: '1',
        source: 'header',
        raw: 'tdm-reservation: 1',
        policy: 'https://pub.example/policy.json',
      },
    ]);
  });

  it('§4.4: meta, case-insensitive name', () => {
    expect(readTdmrep([], [{ name: 'TDM-Reservation', content: '0' }])).toEqual([
      { signal: 'tdm-reservation', value: '0', source: 'meta', raw: '0' },
    ]);
  });

  it('nothing said, nothing found', () => {
    expect(
      readTdmrep([['content-type', 'text/html']], [{ name: 'robots', content: 'noai' }]),
    ).toEqual([]);
  });
});

describe('parseTdmrepJson (§4.2)', () => {
  const file = JSON.stringify([
    { location: '/books/*.pdf', 'tdm-reservation': 1, 'tdm-policy': 'https://pub.example/p.json' },
    { location: '/', 'tdm-reservation': 0 },
  ]);

  it.each([
    ['the first matching entry applies', PAGE, '1'],
    ['a later, broader entry for other paths', 'https://pub.example/news/', '0'],
  ])('%s', (_, url, value) => {
    const result = parseTdmrepJson(file, url);
    expect(result).toMatchObject({ ok: true, entries: 2, match: { value, source: 'well-known' } });
  });

  it.each([
    ['not JSON', '<html>', { ok: false, reason: 'not-json' }],
    ['not an array', '{"location":"/"}', { ok: false, reason: 'not-an-array' }],
    [
      'entries without a valid reservation are skipped',
      '[{"location":"/","tdm-reservation":"yes"}]',
      { ok: true, entries: 1, match: null },
    ],
  ])('%s', (_, text, expected) => {
    expect(parseTdmrepJson(text, PAGE)).toEqual(expected);
  });
});

describe('readLlmsTxt', () => {
  const text = [
    '# Example Docs',
    '',
    '> Docs for the example API.',
    '',
    '## Guides',
    '- [Start](https://ex.example/start.md): first steps',
    '- [API](https://ex.example/api.md)',
    '',
    '## Optional',
    '* [Changelog](/changelog.md)',
    'Not a link line [x](y) in prose',
  ].join('\n');

  it.each([
    [
      'present: title, sections, link items',
      200,
      'text/plain',
      text,
      { state: 'present', title: 'Example Docs', links: 3, sections: 2 },
    ],
    ['absent: 404', 404, 'text/html', '<h1>Not found</h1>', { state: 'absent', status: 404 }],
    [
      'soft 404: an HTML page with 200',
      200,
      'text/html; charset=utf-8',
      '<!doctype html><title>Home</title>',
      { state: 'soft-404' },
    ],
    [
      'soft 404: HTML served as text/plain',
      200,
      'text/plain',
      '  <!DOCTYPE html><html>',
      { state: 'soft-404' },
    ],
    [
      'present without a title',
      200,
      'text/markdown',
      '- [a](b)',
      { state: 'present', title: null, links: 1, sections: 0 },
    ],
  ])('%s', (_, status, type, body, expected) => {
    expect(readLlmsTxt(status, type, body)).toEqual(expected);
  });
});
