/**
 * Issue 17 (parse speed): parseRobots reads lines and records as index ranges into the body
 * (lib/robots/lines.ts createLineCursor, keys.ts createRecordReader and exactKeyAt) instead of a
 * string per line. These properties hold the offset reading to the string reading it replaced:
 * the same lines as splitLines' split (LF, CR, CRLF once; RFC 9309 §2.2 and Google's parser), the same
 * key and value as splitKeyValue on each line alone, and the same directive as readKey.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import {
  createRecordReader,
  createRecordSpan,
  exactKeyAt,
  readKey,
  splitKeyValue,
} from '@/lib/robots/keys';
import { createLineCursor, readBody } from '@/lib/robots/lines';
import { createWarnings } from '@/lib/robots/warnings';
import { robotsText } from './arbitraries';
import { fuzzSuite } from './fuzz';

const property = fuzzSuite('lineReader');

/** Lines as the cursor gives them, as strings (NUL tails cut, as the engine reads them). */
function cursorLines(text: string): string[] {
  const lines = createLineCursor(text, createWarnings());
  const out: string[] = [];
  while (lines.next()) out.push(text.slice(lines.start, lines.end));
  return out;
}

property('the line cursor gives the lines splitLines gives (NUL tail cut)', robotsText, (text) => {
  const body = readBody(text).text;
  // splitLines' own split, without its BOM drop (readBody dropped the body's).
  const expected = body.split(/\r\n|\r|\n/).map((line) => {
    const nul = line.indexOf('\0');
    return nul === -1 ? line : line.slice(0, nul);
  });
  expect(cursorLines(body)).toEqual(expected);
});

property(
  'reading records over the whole body equals splitKeyValue line by line',
  robotsText,
  (text) => {
    const body = readBody(text).text;
    const lines = createLineCursor(body, createWarnings());
    const read = createRecordReader(body);
    const span = createRecordSpan();
    while (lines.next()) {
      const alone = splitKeyValue(body.slice(lines.start, lines.end));
      const found = read(lines.start, lines.end, span);
      if (found !== true) {
        expect(found).toBe(alone);
        continue;
      }
      expect(alone).toEqual({
        key: body.slice(span.keyStart, span.keyEnd),
        value: body.slice(span.valueStart, span.valueEnd),
        noColon: span.noColon,
      });
    }
  },
);

const keys = fc.oneof(
  fc.constantFrom('Disallow', 'DISALLOW', 'dIsAlLoW', 'User-Agent', 'user-agent', 'Sitemap'),
  fc.constantFrom('Crawl-delay', 'ALLOW', 'allow', 'Allowed', 'Dissallow', 'Host', 'user\ragent'),
  fc.string({ maxLength: 12 }),
);

property('exactKeyAt finds what readKey finds exactly, and nothing else', keys, (key) => {
  const text = `  ${key}: /x`;
  const found = exactKeyAt(text, 2, 2 + key.length);
  const meaning = readKey(key);
  if (found) expect(found).toEqual(meaning);
  else expect(meaning.directive !== null && meaning.exact && key.length > 0).toBe(false);
});
