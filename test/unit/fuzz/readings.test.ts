/**
 * Property tests of the readings (issue 13): readAs and compareReadings take any text, URL and
 * crawler name and never throw; answers have their documented shapes; the google reading is the
 * engine. `npm run fuzz` raises FUZZ_RUNS.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import { checkUrl, compareReadings, parseRobots, READING_IDS, readAs } from '@/lib/robots';
import { agent, ROBOTS_URL, robotsText, url } from './arbitraries';
import { fuzzSuite } from './fuzz';

const property = fuzzSuite('readings');

property(
  'every reading is total on any file, URL and crawler',
  fc.tuple(robotsText, url, agent),
  ([text, u, a]) => {
    for (const id of READING_IDS) {
      const reading = readAs(id, text);
      expect(reading.id).toBe(id);
      expect(typeof reading.allowed(u, a)).toBe('boolean');
      const line = reading.line(u, a);
      expect(line === null || (Number.isInteger(line) && line >= 1)).toBe(true);
      const delay = reading.crawlDelay(a);
      expect(delay === null || typeof delay === 'number').toBe(true);
      if (reading.failure) expect(reading.failure.line).toBeGreaterThanOrEqual(0);
    }
  },
);

property('the google reading is the engine', fc.tuple(robotsText, url, agent), ([text, u, a]) => {
  const verdict = checkUrl(parseRobots(text, ROBOTS_URL), u, a);
  const google = readAs('google', text);
  expect(google.allowed(u, a)).toBe(verdict.allowed);
  expect(google.line(u, a)).toBe(verdict.rule?.line ?? null);
  expect(google.crawlDelay(a)).toBeNull();
});

property(
  "a deciding line is one of the file's Allow/Disallow lines",
  fc.tuple(robotsText, url, agent),
  ([text, u, a]) => {
    const lines = text.split(/\r\n|\r|\n/);
    for (const id of ['scrapy', 'python'] as const) {
      const line = readAs(id, text).line(u, a);
      if (line !== null) expect(lines[line - 1]?.toLowerCase()).toMatch(/allow|dis|dia/);
    }
  },
);

property(
  'compareReadings gives one row per reading, marked against Google',
  fc.tuple(robotsText, url, agent),
  ([text, u, a]) => {
    const rows = compareReadings({ text, url: u, agent: a });
    expect(rows.map((r) => r.reading)).toEqual([...READING_IDS]);
    const google = rows[0]?.allowed;
    for (const r of rows) {
      expect(r.differsFromGoogle).toBe(r.allowed !== google);
      if (r.cause) expect(typeof r.because).toBe('string');
    }
  },
);
