import { describe, expect, it, vi } from 'vitest';
import { badgeLook } from '@/lib/background/badgeLook';
import { createTabBadges } from '@/lib/background/createTabBadges';
import type { ActionApi } from '@/lib/background/paintBadge';
import type { Report, VerdictKind } from '@/lib/report';

type Painted = { text?: string; color?: string; title?: string; icon?: string };

function fakeAction() {
  const painted = new Map<number, Painted>();
  const paint = (tabId: number, part: Painted) => {
    painted.set(tabId, { ...painted.get(tabId), ...part });
  };
  const action: ActionApi = {
    setBadgeText: async ({ tabId, text }) => paint(tabId, { text }),
    setBadgeBackgroundColor: async ({ tabId, color }) => paint(tabId, { color }),
    setTitle: async ({ tabId, title }) => paint(tabId, { title }),
    setIcon: async ({ tabId, path }) => paint(tabId, { icon: path['16'] }),
  };
  return { action, painted };
}

const reportOf = (verdict: VerdictKind) => ({ verdict, agent: 'Googlebot' }) as Report;

describe('badge looks (issue 4: distinct colour and short text per verdict)', () => {
  it('gives every verdict its own text and colour', () => {
    const kinds: VerdictKind[] = [
      'allowed',
      'disallowed',
      'unreachable',
      'expired',
      'not-applicable',
    ];
    const looks = kinds.map((k) => badgeLook(k, 'Googlebot'));
    expect(new Set(looks.map((l) => l.text)).size).toBe(kinds.length);
    expect(looks[0]).toMatchObject({ text: 'OK', icon: 'allowed' });
    expect(looks[1]).toMatchObject({ text: 'NO', icon: 'disallowed' });
    expect(new Set(looks.slice(0, 3).map((l) => l.color)).size).toBe(3);
  });
});

describe('createTabBadges', () => {
  const deps = (report: (url: string) => Promise<Report>, autoCheck = true) => {
    const { action, painted } = fakeAction();
    const badges = createTabBadges({
      action,
      report,
      queryTabs: async () => [
        { id: 1, url: 'https://a.example/x' },
        { id: 2, url: 'chrome://newtab/' },
        { id: 3, url: 'https://b.example/' },
      ],
      autoCheck: async () => autoCheck,
      defaultAgent: async () => 'Googlebot',
    });
    return { badges, painted };
  };

  it('paints the verdict for a navigation', async () => {
    const { badges, painted } = deps(async () => reportOf('disallowed'));
    await badges.check(7, 'https://a.example/private');
    expect(painted.get(7)).toMatchObject({ text: 'NO', icon: '/icon/16-disallowed.png' });
  });

  it('never lets a slow check paint over a newer navigation', async () => {
    let release: (r: Report) => void = () => {};
    const slow = new Promise<Report>((r) => (release = r));
    const report = vi.fn((url: string) =>
      url.endsWith('/old') ? slow : Promise.resolve(reportOf('allowed')),
    );
    const { badges, painted } = deps(report);
    const old = badges.check(1, 'https://a.example/old');
    await badges.check(1, 'https://a.example/new');
    release(reportOf('disallowed'));
    await old;
    expect(painted.get(1)?.text).toBe('OK');
  });

  it('marks non-web pages not applicable without asking for a report', async () => {
    const report = vi.fn(async () => reportOf('allowed'));
    const { badges, painted } = deps(report);
    await badges.check(2, 'chrome://newtab/');
    expect(report).not.toHaveBeenCalled();
    expect(painted.get(2)?.text).toBe('');
  });

  it('fetches nothing when automatic checking is off', async () => {
    const report = vi.fn(async () => reportOf('allowed'));
    const { badges, painted } = deps(report, false);
    await badges.check(1, 'https://a.example/x');
    expect(report).not.toHaveBeenCalled();
    expect(painted.get(1)?.title).toContain('automatic checking is off');
  });

  it('shows a failed check as an error, claiming no verdict, and never throws', async () => {
    const { badges, painted } = deps(async () => Promise.reject(new Error('boom')));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(badges.check(1, 'https://a.example/x')).resolves.toBeUndefined();
    expect(painted.get(1)).toMatchObject({ text: '?', icon: '/icon/16-unknown.png' });
    expect(painted.get(1)?.title).toContain('could not be checked');
  });

  it('re-checks already painted tabs without the loading flicker', async () => {
    const titles: string[] = [];
    const { action } = fakeAction();
    const badges = createTabBadges({
      action: { ...action, setTitle: async ({ title }) => void titles.push(title) },
      report: async () => reportOf('allowed'),
      queryTabs: async () => [{ id: 1, url: 'https://a.example/x' }],
      autoCheck: async () => true,
      defaultAgent: async () => 'Googlebot',
    });
    await badges.checkAll();
    expect(titles).toEqual(['Robots Lens: Googlebot may crawl this page']);
  });

  it('re-badges only the tabs of a refreshed origin', async () => {
    const report = vi.fn(async () => reportOf('allowed'));
    const { badges } = deps(report);
    await badges.checkOrigin('https://b.example');
    expect(report.mock.calls).toEqual([['https://b.example/', 3]]); // the tab picks the cache
  });
});
