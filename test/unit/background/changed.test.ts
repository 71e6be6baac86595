import { describe, expect, it } from 'vitest';
import { createChangeNotice } from '@/lib/background/createChangeNotice';
import { createReportService } from '@/lib/background/createReportService';
import { createMemoryStore, createRobotsCache } from '@/lib/cache';
import { createRobotsFetcher } from '@/lib/fetch';
import { DEFAULT_SETTINGS } from '@/lib/settings';

// DESIGN.md "History": when a fetch brings a new version, the popup's report carries `changed`
// (added/removed line counts, the previous version's time); the badge's report does not need it.
describe('the popup report says what changed since the previous version', () => {
  it('no notice on first sight; counts and the previous time after a new version', async () => {
    let clock = 1_800_000_000_000;
    const start = clock;
    let body = 'User-agent: *\nDisallow: /a\n';
    const now = () => clock;
    const cache = createRobotsCache({
      store: createMemoryStore(),
      fetcher: createRobotsFetcher({ fetch: async () => new Response(body), now }),
      now,
    });
    const reports = createReportService({
      cache,
      settings: async () => DEFAULT_SETTINGS,
      version: '1',
      now,
    });
    const withChanged = createChangeNotice(cache);
    const first = await withChanged('https://a.example/x', reports.report('https://a.example/x'));
    expect(first.changed).toBeNull();
    body = 'User-agent: *\nDisallow: /b\nDisallow: /c\n';
    clock += 60_000;
    const second = await withChanged('https://a.example/x', reports.refresh('https://a.example/x'));
    expect(second.changed).toMatchObject({
      added: 2,
      removed: 1,
      since: new Date(start).toISOString(),
    });
  });
});
