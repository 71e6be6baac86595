import fc from 'fast-check';

/** Generators shared by the engine properties: robots.txt files, URLs and crawler names. */

export const ORIGIN = 'https://example.com';
export const ROBOTS_URL = `${ORIGIN}/robots.txt`;

/** Any UTF-16 code unit, lone surrogates included (what a decoder or a caller may hand over). */
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));

/** Characters that mean something to a parser or matcher, plus anything at all. */
const tricky = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('*', '$', '%', '?', ';', '/', ':', '#', '=', '&') },
  { weight: 2, arbitrary: fc.constantFrom('\t', ' ', '\v', '\f', '\u0085', '\u2028', '\u00a0') },
  {
    weight: 2,
    arbitrary: fc.constantFrom('é', 'ツ', '😀', '\ud800', '\udfff', '\ufeff', '\ufffd'),
  },
  { weight: 2, arbitrary: fc.constantFrom('A', 'f', '0', '9', 'a', 'Z') },
  { weight: 3, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }) },
  { weight: 2, arbitrary: codeUnit },
);

export const anyText = (maxLength: number) => fc.string({ unit: tricky, maxLength });

const directiveLine = fc
  .tuple(
    fc.constantFrom(
      'User-agent',
      'user-agent',
      'Allow',
      'Disallow',
      'Crawl-delay',
      'Sitemap',
      'Dissalow',
      'Host',
      'useragent',
      'User agent',
    ),
    fc.constantFrom(': ', ':', ' ', '\t:', ' : '),
    fc.oneof(anyText(30), fc.string({ unit: 'binary', maxLength: 30 })),
  )
  .map(([k, sep, v]) => `${k}${sep}${v}`);

/** Whole files: free text, or lines of directives and noise joined by any line ending. */
export const robotsText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 400 }),
  anyText(400),
  fc
    .array(
      fc.oneof(
        { weight: 4, arbitrary: directiveLine },
        {
          weight: 2,
          arbitrary: fc.constantFrom(
            '',
            '# comment',
            'User-agent: *',
            'Disallow: /',
            'Allow: /*$',
            'Crawl-delay: 5',
            '\0',
            '\ufeff',
            '<html>',
          ),
        },
      ),
      { maxLength: 40 },
    )
    .chain((lines) => fc.constantFrom('\n', '\r\n', '\r', '\n\r').map((eol) => lines.join(eol))),
);

/** Crawler names as callers pass them: tokens, full user-agent strings, junk. */
export const agent = fc.oneof(
  fc.constantFrom(
    '*',
    'Googlebot',
    'googlebot',
    'Googlebot/2.1 (+http://www.google.com/bot.html)',
    'a',
    'MJ12bot',
    'Foo Bar',
    '',
    ' ',
    '/',
  ),
  fc.stringMatching(/^[A-Za-z_-]{1,12}$/),
  anyText(20),
);

/** URLs as callers pass them: well-formed, relative, junk, huge. */
export const url = fc.oneof(
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  anyText(60).map((p) => `${ORIGIN}/${p}`),
  anyText(60),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.constantFrom('', '/', '//', '?', '#', 'https://', 'https://x', 'https://x/robots.txt?'),
);
