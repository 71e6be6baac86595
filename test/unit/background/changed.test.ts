import { describe, expect, it } from 'vitest';
import { warningText, warningTitle } from '@/components/reportText';
import { createChangeNotice } from '@/lib/background/createChangeNotice';
import { createReportService } from '@/lib/background/createReportService';
import { createMemoryStore, createRobotsCache, HISTORY_KEY_PREFIX } from '@/lib/cache';
import { createRobotsFetcher } from '@/lib/fetch';
import type { Report } from '@/lib/report';
import type { Warning } from '@/lib/robots/types';
import { DEFAULT_SETTINGS } from '@/lib/settings';

/** A cache over a memory store that records every key its `get` is asked for. */
function setup(initialBody: string) {
  let clock = 1_800_000_000_000;
  let body = initialBody;
  const now = () => clock;
  const store = createMemoryStore();
  const asked: string[][] = [];
  const cache = createRobotsCache({
    store: {
      ...store,
      get: (keys) => {
        asked.push(keys);
        return store.get(keys);
      },
    },
    fetcher: createRobotsFetcher({ fetch: async () => new Response(body), now }),
    now,
  });
  const reports = createReportService({
    cache,
    settings: async () => DEFAULT_SETTINGS,
    version: '1',
    now,
  });
  return {
    cache,
    reports,
    asked,
    start: clock,
    advance(ms: number, next: string) {
      clock += ms;
      body = next;
    },
  };
}

// DESIGN.md "History": when a fetch brings a new version, the popup's report carries `changed`
// (added/removed line counts, the previous version's time); the badge's report does not need it.
describe('the popup report says what changed since the previous version', () => {
  it('no notice on first sight; counts and the previous time after a new version', async () => {
    const s = setup('User-agent: *\nDisallow: /a\n');
    const withChanged = createChangeNotice(s.cache);
    const first = await withChanged('https://a.example/x', s.reports.report('https://a.example/x'));
    expect(first.changed).toBeNull();
    s.advance(60_000, 'User-agent: *\nDisallow: /b\nDisallow: /c\n');
    const second = await withChanged(
      'https://a.example/x',
      s.reports.refresh('https://a.example/x'),
    );
    expect(second.changed).toMatchObject({
      added: 2,
      removed: 1,
      since: new Date(s.start).toISOString(),
    });
  });
});

// Issue 17 (docs/decisions.md "Worker start and answer path, round 3"): the notice must not
// hold the verdict — its history read starts with the report, not after it, and reads only the
// history key: the current version's text is the report's robotsText, not a second snapshot read.
describe('the change notice is read beside the report, not after it', () => {
  const url = 'https://a.example/x';
  const historyKey = `${HISTORY_KEY_PREFIX}https://a.example`;

  it('asks for the history before the report has resolved', async () => {
    const s = setup('User-agent: *\nDisallow: /a\n');
    await s.reports.report(url); // stored, with its first version
    s.asked.length = 0;
    let resolveReport: (report: Report) => void = () => {};
    const pending = new Promise<Report>((resolve) => {
      resolveReport = resolve;
    });
    const answered = createChangeNotice(s.cache)(url, pending);
    expect(s.asked).toEqual([[historyKey]]); // asked synchronously, the report still pending
    resolveReport(await s.reports.report(url));
    expect((await answered).changed).toBeNull();
  });

  it('reads the history key only; the current text comes from the report', async () => {
    const s = setup('User-agent: *\nDisallow: /a\n');
    await s.reports.report(url);
    s.advance(60_000, 'User-agent: *\nDisallow: /a\nDisallow: /b\n');
    const refreshed = await s.reports.refresh(url);
    s.asked.length = 0;
    const answer = await createChangeNotice(s.cache)(url, Promise.resolve(refreshed));
    expect(s.asked).toEqual([[historyKey]]);
    expect(answer.changed).toMatchObject({
      added: 1,
      removed: 0,
      lines: [{ kind: 'added', line: 3, text: 'Disallow: /b' }],
    });
  });

  it('reads the history again when the first read predates the report’s version', async () => {
    const s = setup('User-agent: *\nDisallow: /a\n');
    await s.reports.report(url);
    s.advance(60_000, 'User-agent: *\nDisallow: /c\n');
    // The notice's early read runs before the refresh lands: it finds only the old version,
    // so without the second read there would be no notice.
    const answer = await createChangeNotice(s.cache)(url, s.reports.refresh(url));
    expect(answer.changed).toMatchObject({ added: 1, removed: 1 });
  });
});

// STYLE.md 8: errors are values shown in words. A history read that fails keeps the report and
// says so as a warning the UI words from its code and reason (locales warning.historyReadFailed).
describe('a history that cannot be read', () => {
  it('adds a worded warning with the reason; the report stands', async () => {
    const s = setup('User-agent: *\nDisallow: /a\n');
    const failing = {
      storedVersions: () => Promise.reject(new Error('QuotaExceededError')),
    };
    const url = 'https://a.example/x';
    const answer = await createChangeNotice(failing)(url, s.reports.report(url));
    expect(answer.verdict).toBe('allowed');
    const warning = answer.warnings.find((w) => w.code === 'history-read-failed');
    expect(warning?.params).toEqual({ reason: 'QuotaExceededError' });
    expect(warningText(warning as Warning)).toBe(
      'The earlier versions of this file could not be read (QuotaExceededError), so whether it changed is not known.',
    );
    expect(warningTitle('history-read-failed')).toBe('History unreadable');
  });
});
