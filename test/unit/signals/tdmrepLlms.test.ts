/**
 * TDMRep: W3C TDM Reservation Protocol, Community Group Final Report
 * (w3c.github.io/tdm-reservation-protocol/spec/), cited by section anchor: #sec-tdm-reservation,
 * #sec-tdm-policy, #sec-tdm-file (tdmrep.json) and #sec-tdm-file-regexp (its patterns),
 * #sec-tdm-header, #sec-tdm-html-meta, #sec-processing-priority.
 * llms.txt (llmstxt.org: H1 title, optional summary, H2 sections of links).
 */
import { describe, expect, it } from 'vitest';
import {
  type AiSignal,
  parseTdmrepJson,
  readLlmsTxt,
  readTdmrep,
  tdmrepPriority,
} from '@/lib/signals';

const PAGE = 'https://pub.example/books/one.pdf';

describe('readTdmrep', () => {
  it('#sec-tdm-header: headers, with the policy', () => {
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

  it('#sec-tdm-html-meta: meta name, case-insensitive', () => {
    expect(readTdmrep([], [{ name: 'TDM-Reservation', content: '0' }])).toEqual([
      { signal: 'tdm-reservation', value: '0', source: 'meta', raw: '0' },
    ]);
  });

  it('#sec-tdm-html-meta (technique note): http-equiv is out of scope', () => {
    expect(readTdmrep([], [{ name: 'tdm-reservation', content: '1', httpEquiv: true }])).toEqual(
      [],
    );
  });

  it.each([
    ['2', '2'],
    ['yes', 'yes'],
    ['', ''],
    [' 1 ', null],
  ])('#sec-tdm-reservation: header value %j is %s', (raw, unset) => {
    const [found] = readTdmrep([['tdm-reservation', raw]], []);
    if (unset === null) expect(found).toMatchObject({ value: '1' });
    else expect(found).toMatchObject({ value: unset, notes: ['tdm-unset'] });
  });

  it('#sec-tdm-policy: with 0 the policy is not processed', () => {
    const [found] = readTdmrep(
      [
        ['tdm-reservation', '0'],
        ['tdm-policy', 'https://pub.example/policy.json'],
      ],
      [],
    );
    expect(found).toEqual({
      signal: 'tdm-reservation',
      value: '0',
      source: 'header',
      raw: 'tdm-reservation: 0',
    });
  });

  it('#sec-processing-priority: the meta supersedes the header, keeping its policy', () => {
    const found = readTdmrep(
      [
        ['tdm-reservation', '1'],
        ['tdm-policy', 'https://pub.example/policy.json'],
      ],
      [{ name: 'tdm-reservation', content: '1' }],
    );
    expect(found).toEqual([
      expect.objectContaining({ source: 'header', notes: ['superseded'] }),
      expect.objectContaining({
        source: 'meta',
        value: '1',
        policy: 'https://pub.example/policy.json',
      }),
    ]);
    expect(found[1]?.notes).toBeUndefined();
  });

  it('nothing said, nothing found', () => {
    expect(
      readTdmrep([['content-type', 'text/html']], [{ name: 'robots', content: 'noai' }]),
    ).toEqual([]);
  });
});

describe('tdmrepPriority (#sec-processing-priority: file, then header, then meta)', () => {
  const tdm = (source: AiSignal['source'], value: string, policy?: string): AiSignal => ({
    signal: 'tdm-reservation',
    value,
    source,
    raw: value,
    ...(policy ? { policy } : {}),
  });
  const noai: AiSignal = { signal: 'noai', value: 'noai', source: 'meta', raw: 'noai' };

  it.each([
    [
      'the header overrides the file, listed after it',
      [tdm('header', '0'), tdm('well-known', '1')],
      ['header'],
    ],
    [
      'the meta overrides both',
      [tdm('well-known', '0'), tdm('header', '0'), tdm('meta', '1')],
      ['meta'],
    ],
    ['the file alone stands', [tdm('well-known', '1')], ['well-known']],
  ])('%s', (_, signals, standing) => {
    const out = tdmrepPriority([...signals, noai]);
    const kept = out.filter(
      (s) => s.signal === 'tdm-reservation' && !s.notes?.includes('superseded'),
    );
    expect(kept.map((s) => s.source)).toEqual(standing);
    expect(out.at(-1)).toEqual(noai);
  });

  it('an unset (protocol error) declaration overrides nothing', () => {
    const bad: AiSignal = { ...tdm('meta', '2'), notes: ['tdm-unset'] };
    const out = tdmrepPriority([tdm('header', '1'), bad]);
    expect(out[0]?.notes).toBeUndefined();
    expect(out[1]?.notes).toEqual(['tdm-unset']);
  });

  it('the policy carries on to a later 1 without one, never to a 0', () => {
    const one = tdmrepPriority([tdm('well-known', '1', 'https://p.example/'), tdm('header', '1')]);
    expect(one[1]?.policy).toBe('https://p.example/');
    const zero = tdmrepPriority([tdm('well-known', '1', 'https://p.example/'), tdm('header', '0')]);
    expect(zero[1]?.policy).toBeUndefined();
  });

  it('is idempotent (the popup applies it again once the file is fetched)', () => {
    const once = tdmrepPriority([tdm('header', '1'), tdm('meta', '0')]);
    expect(tdmrepPriority(once)).toEqual(once);
  });
});

describe('parseTdmrepJson (#sec-tdm-file)', () => {
  // The report's own example (#sec-tdm-file, "Examples").
  const file = JSON.stringify([
    { location: '/directory-a/', 'tdm-reservation': 1 },
    {
      location: '/directory-b/html/',
      'tdm-reservation': 1,
      'tdm-policy': 'https://provider.com/policies/policy.json',
    },
    { location: '/directory-b/images/*.jpg', 'tdm-reservation': 0 },
  ]);
  const at = (path: string) => parseTdmrepJson(file, `https://provider.com${path}`);

  it.each([
    ['a prefix: every file under /directory-a/', '/directory-a/doc.pdf', '1'],
    ['the policy comes with its rule', '/directory-b/html/page.html', '1'],
    ['`*` in the path (#sec-tdm-file-regexp)', '/directory-b/images/x/photo.jpg', '0'],
    ['`*.jpg` matches a .jpg followed by more (no `$`)', '/directory-b/images/a.jpg.png', '0'],
  ])('%s', (_, path, value) => {
    expect(at(path)).toMatchObject({
      ok: true,
      entries: 3,
      match: { value, source: 'well-known' },
    });
  });

  it.each([
    ['no rule matches: unset', '/other/page'],
    ['case-sensitive ("SHOULD be case sensitive")', '/Directory-A/doc.pdf'],
    ['a prefix of a path segment is no match for /directory-a/', '/directory-a'],
  ])('%s', (_, path) => {
    expect(at(path)).toEqual({ ok: true, entries: 3, match: null });
  });

  it('the policy of the matching rule', () => {
    expect(at('/directory-b/html/page.html')).toMatchObject({
      match: { policy: 'https://provider.com/policies/policy.json' },
    });
  });

  it('"the most specific match is the first in sequence": file order, not the longest pattern', () => {
    const ordered = JSON.stringify([
      { location: '/', 'tdm-reservation': 0 },
      { location: '/books/', 'tdm-reservation': 1 },
    ]);
    expect(parseTdmrepJson(ordered, PAGE)).toMatchObject({ match: { value: '0' } });
  });

  it('`$` ends the pattern; percent-encoding is compared decoded (#sec-tdm-file-regexp)', () => {
    const rules = JSON.stringify([
      { location: '/exact$', 'tdm-reservation': 1 },
      { location: '/path/foo-%24', 'tdm-reservation': 1 },
    ]);
    expect(parseTdmrepJson(rules, 'https://p.example/exact')).toMatchObject({
      match: { value: '1' },
    });
    expect(parseTdmrepJson(rules, 'https://p.example/exact/more')).toMatchObject({ match: null });
    expect(parseTdmrepJson(rules, 'https://p.example/path/foo-$')).toMatchObject({
      match: { value: '1' },
    });
  });

  it.each([
    ['"1" as a string', '"1"'],
    ['true', 'true'],
    ['2', '2'],
    ['absent', undefined],
  ])('#sec-tdm-reservation: the first matching rule with %s decides, as unset', (_, value) => {
    const rule =
      value === undefined ? '{"location":"/"}' : `{"location":"/","tdm-reservation":${value}}`;
    const text = `[${rule},{"location":"/","tdm-reservation":1}]`;
    expect(parseTdmrepJson(text, PAGE)).toMatchObject({
      ok: true,
      match: { notes: ['tdm-unset'], source: 'well-known' },
    });
  });

  it.each([
    ['not JSON', '<html>', { ok: false, reason: 'not-json' }],
    ['not an array', '{"location":"/"}', { ok: false, reason: 'not-an-array' }],
    [
      'a rule without a string location matches nothing',
      '[{"location":1,"tdm-reservation":1},{"tdm-reservation":1}]',
      { ok: true, entries: 2, match: null },
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
