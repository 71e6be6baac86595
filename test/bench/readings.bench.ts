/**
 * Readings (issue 13): parse + check time per reading on the realistic and hostile files of
 * robots.bench.ts, and one compareReadings call (three parses and the checks the Readings panel
 * needs). Readings run off the verdict's path, so these add nothing to the verdict's time.
 */
import { compareReadings, READING_IDS, readAs } from '../../lib/robots';
import { fmt, row, timeMedian } from './measure';
import { hostileFile, realisticFile, realisticPaths } from './robots.bench';

const ORIGIN = 'https://shop.example';

export default function run(): void {
  const realistic = realisticFile();
  const big = `${realistic}\n`
    .repeat(Math.ceil((500 * 1024) / realistic.length))
    .slice(0, 500 * 1024);
  const hostile = hostileFile();
  const urls = realisticPaths().map((p) => ORIGIN + p);
  const longPath = `${ORIGIN}/${'a'.repeat(2000)}`;

  console.log(
    `readings: parse (median of 9), realistic ${Math.round(realistic.length / 1024)} KiB / 500 KiB, hostile 500 KiB`,
  );
  for (const id of READING_IDS) {
    row(`${id}, realistic`, fmt(timeMedian(9, () => readAs(id, realistic))));
    row(`${id}, realistic 500 KiB`, fmt(timeMedian(9, () => readAs(id, big))));
    row(`${id}, hostile 500 KiB`, fmt(timeMedian(9, () => readAs(id, hostile))));
  }

  console.log(
    `readings: one check, warm (realistic file, ${urls.length} paths; hostile: 2,000-char path)`,
  );
  for (const id of READING_IDS) {
    const reading = readAs(id, realistic);
    for (const agent of ['Googlebot', 'SomeOtherBot']) {
      const all = () => {
        for (const url of urls) reading.allowed(url, agent);
      };
      for (let i = 0; i < 10; i++) all();
      row(`${id}, ${agent}`, fmt(timeMedian(9, all) / urls.length));
    }
    const hostileReading = readAs(id, hostile);
    hostileReading.allowed(longPath, 'Bot');
    row(`${id}, hostile`, fmt(timeMedian(9, () => hostileReading.allowed(longPath, 'Bot'))));
  }

  console.log('compareReadings: the Readings panel for one URL (parses included)');
  row(
    'realistic file',
    fmt(
      timeMedian(9, () =>
        compareReadings({ text: realistic, url: urls[0] ?? ORIGIN, agent: 'Googlebot' }),
      ),
    ),
  );
  row(
    'hostile 500 KiB',
    fmt(timeMedian(5, () => compareReadings({ text: hostile, url: longPath, agent: 'Bot' }))),
  );
}
