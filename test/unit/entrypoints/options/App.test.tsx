// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { App } from '@/entrypoints/options/App';
import type { CacheEntrySummary } from '@/lib/cache/types';
import { registerHandlers } from '@/lib/messaging';
import { DEFAULT_SETTINGS, loadSettings, saveSettings } from '@/lib/settings';
import { HOUR_MS } from '@/lib/time';
import { entry } from '@/test/support/cacheEntries';
import { byTestId, click, mount, settle, submit, type, waitFor } from '@/test/support/mount';

const field = (root: HTMLElement, id: string) => byTestId(root, id) as HTMLInputElement;
const errorsNear = (root: HTMLElement, id: string) =>
  [
    ...(field(root, id).closest('.field')?.querySelectorAll('[data-testid="field-error"]') ?? []),
  ].map((e) => e.textContent);
const select = async (el: HTMLSelectElement, value: string) => {
  el.value = value;
  el.dispatchEvent(new Event('change', { bubbles: true }));
  await settle();
};
const saveButton = (root: HTMLElement) => byTestId(root, 'save') as HTMLButtonElement;
const status = (root: HTMLElement) => byTestId(root, 'save-status')?.textContent ?? '';

/** A fake background behind the real message contract, holding a cache list. */
function fakeCache(start: CacheEntrySummary[], maxBytes = 4 * 1024 * 1024) {
  let list = [...start];
  const calls = {
    refreshOrigin: vi.fn(
      async ({ origin }: { origin: string }) =>
        (list = list.map((e) => (e.origin === origin ? { ...e, checkedAt: e.checkedAt + 1 } : e))),
    ),
    removeOrigin: vi.fn(
      async ({ origin }: { origin: string }) => (list = list.filter((e) => e.origin !== origin)),
    ),
    clearCache: vi.fn(async () => (list = [])),
  };
  registerHandlers({ listCache: async () => ({ entries: list, maxBytes }), ...calls });
  return calls;
}

async function mountApp() {
  const root = mount(<App />);
  await waitFor(() => expect(byTestId(root, 'settings-form')).not.toBeNull());
  return root;
}

describe('options page: settings form (issue 7)', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    fakeCache([]);
  });

  it('shows the stored settings in the page units (hours, seconds), nothing to save yet', async () => {
    await saveSettings({ ...DEFAULT_SETTINGS, freshMs: 0.5 * HOUR_MS, delayFloor: 2.5 });
    const root = await mountApp();
    expect(field(root, 'fresh-hours').value).toBe('0.5');
    expect(field(root, 'stale-hours').value).toBe('24');
    expect(field(root, 'expire-hours').value).toBe('72');
    expect(field(root, 'floor').value).toBe('2.5');
    expect(field(root, 'ceiling').value).toBe('60');
    expect((byTestId(root, 'default-agent') as HTMLSelectElement).value).toBe('Googlebot');
    expect((byTestId(root, 'cross-origin') as HTMLSelectElement).value).toBe('unavailable');
    expect(field(root, 'auto-check').checked).toBe(true);
    expect(saveButton(root).disabled).toBe(true);
    expect(root.querySelector('label[for="floor"]')?.textContent).toBe('Floor');
  });

  it('says so when the stored settings were invalid and the defaults are in force', async () => {
    await fakeBrowser.storage.local.set({ settings: { ...DEFAULT_SETTINGS, delayFloor: -3 } });
    const root = await mountApp();
    await waitFor(() => expect(status(root)).toContain('The stored settings were invalid'));
    expect(status(root)).toContain('The Crawl-delay floor must be a positive number of seconds.');
    expect(field(root, 'floor').value).toBe('1');
  });

  it('validates on every change: the message sits beside its field, Save is disabled', async () => {
    const root = await mountApp();
    type(field(root, 'floor'), '90');
    expect(errorsNear(root, 'floor')).toEqual([
      'The Crawl-delay floor must not exceed the ceiling.',
    ]);
    expect(field(root, 'floor').getAttribute('aria-invalid')).toBe('true');
    expect(field(root, 'floor').getAttribute('aria-describedby')).toContain('floor-error');
    expect(saveButton(root).disabled).toBe(true);
    expect(status(root)).toBe('Not saved: fix the fields marked above.');

    type(field(root, 'floor'), '2');
    type(field(root, 'stale-hours'), '5');
    expect(errorsNear(root, 'floor')).toEqual([]);
    expect(errorsNear(root, 'stale-hours')).toEqual([
      'The fresh window must be shorter than the stale-usable window.',
    ]);
    type(field(root, 'expire-hours'), 'soon');
    expect(errorsNear(root, 'expire-hours')).toEqual([
      'The hard expiry must be a positive duration.',
    ]);
    expect(saveButton(root).disabled).toBe(true);
    submit(byTestId(root, 'settings-form') as HTMLFormElement); // Enter in a field: still refused
    await settle();
    expect(await loadSettings()).toEqual(DEFAULT_SETTINGS);
  });

  it('saves a valid change; the store has it in its own units and the page says Saved', async () => {
    const root = await mountApp();
    await select(byTestId(root, 'default-agent') as HTMLSelectElement, 'GPTBot');
    type(field(root, 'floor'), '3');
    type(field(root, 'fresh-hours'), '1,5');
    expect(status(root)).toBe('Unsaved changes.');
    expect(saveButton(root).disabled).toBe(false);
    click(saveButton(root));
    await waitFor(() => expect(status(root)).toContain('Saved.'));
    expect(await loadSettings()).toEqual({
      ...DEFAULT_SETTINGS,
      defaultAgent: 'GPTBot',
      delayFloor: 3,
      freshMs: 1.5 * HOUR_MS,
    });
    expect(field(root, 'fresh-hours').value).toBe('1.5'); // shown as stored
    expect(saveButton(root).disabled).toBe(true);
  });

  it('a save that storage refuses (quota full) says so in words, not "Unsaved changes"', async () => {
    // Issue 12 item 5: a full storage.local made every save fail while the page said only
    // "Unsaved changes". Chrome rejects with this message when QUOTA_BYTES is exceeded.
    const root = await mountApp();
    const set = vi
      .spyOn(fakeBrowser.storage.local, 'set')
      .mockRejectedValue(new Error('QUOTA_BYTES quota exceeded'));
    type(field(root, 'floor'), '3');
    click(saveButton(root));
    await waitFor(() => expect(status(root)).toBe('Not saved: QUOTA_BYTES quota exceeded'));
    expect(saveButton(root).disabled).toBe(false); // still dirty: the user may try again
    set.mockRestore();
  });

  it('follows a change made elsewhere; with edits of its own it keeps them and says so', async () => {
    const root = await mountApp();
    await saveSettings({ ...DEFAULT_SETTINGS, defaultAgent: 'CCBot' });
    await waitFor(() =>
      expect((byTestId(root, 'default-agent') as HTMLSelectElement).value).toBe('CCBot'),
    );

    type(field(root, 'ceiling'), '30');
    await saveSettings({ ...DEFAULT_SETTINGS, defaultAgent: 'Bingbot' });
    await waitFor(() => expect(status(root)).toBe('Unsaved changes.'));
    expect((byTestId(root, 'default-agent') as HTMLSelectElement).value).toBe('CCBot');
    expect(field(root, 'ceiling').value).toBe('30');
  });

  it('Reset to defaults asks first; Cancel keeps everything', async () => {
    await saveSettings({ ...DEFAULT_SETTINGS, delayFloor: 5, customAgents: ['MyBot'] });
    const root = await mountApp();
    click(byTestId(root, 'reset') as HTMLElement);
    expect(document.activeElement).toBe(byTestId(root, 'reset-cancel'));
    click(byTestId(root, 'reset-cancel') as HTMLElement);
    expect(byTestId(root, 'reset-confirm')).toBeNull();
    expect((await loadSettings()).delayFloor).toBe(5);

    click(byTestId(root, 'reset') as HTMLElement);
    click(byTestId(root, 'reset-confirm') as HTMLElement);
    await waitFor(async () => expect(await loadSettings()).toEqual(DEFAULT_SETTINGS));
    await waitFor(() => expect(status(root)).toBe('Every setting is back to its default.'));
    expect(field(root, 'floor').value).toBe('1');
    expect(byTestId(root, 'custom-tokens')).toBeNull();
  });

  it('custom tokens: a bad one is explained; a good one joins the list and the crawler choice', async () => {
    const root = await mountApp();
    const input = field(root, 'custom-token-input');
    type(input, 'Mein Bot ☃');
    click(byTestId(root, 'add-token') as HTMLElement);
    expect(errorsNear(root, 'custom-token-input')).toEqual([]);
    type(input, '☃ bot');
    click(byTestId(root, 'add-token') as HTMLElement);
    expect(errorsNear(root, 'custom-token-input')).toEqual([
      '"☃ bot" is not a crawler token: use letters, digits, "-" and "_" only. For example: MyCrawler.',
    ]);
    click(root.querySelector('button[aria-label="Remove Mein"]') as HTMLElement);
    type(input, 'MyCrawler');
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    await settle();
    expect(
      [...root.querySelectorAll('[data-testid="custom-tokens"] code')].map((c) => c.textContent),
    ).toEqual(['MyCrawler']);
    expect(input.value).toBe('');
    const options = [...(byTestId(root, 'default-agent') as HTMLSelectElement).options].map(
      (o) => o.value,
    );
    expect(options).toContain('MyCrawler');
    expect((await loadSettings()).customAgents).toEqual([]); // Enter added, it did not save
    click(saveButton(root));
    await waitFor(async () => expect((await loadSettings()).customAgents).toEqual(['MyCrawler']));

    click(root.querySelector('button[aria-label="Remove MyCrawler"]') as HTMLElement);
    expect(byTestId(root, 'custom-tokens')).toBeNull();
  });
});

describe('options page: export and import (issue 7)', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    fakeCache([]);
  });

  const choose = async (root: HTMLElement, name: string, text: string) => {
    const input = byTestId(root, 'import-file') as HTMLInputElement;
    const file = new File([text], name, { type: 'application/json' });
    Object.defineProperty(input, 'files', { value: [file], configurable: true });
    input.dispatchEvent(new Event('change', { bubbles: true }));
    await settle(20);
  };

  it('exports the saved settings as a tagged JSON file', async () => {
    await saveSettings({ ...DEFAULT_SETTINGS, defaultAgent: 'ClaudeBot' });
    const blobs: Blob[] = [];
    const create = vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
      blobs.push(b as Blob);
      return 'blob:settings';
    });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toMatch(/^robots-lens-settings-\d{4}-\d\d-\d\d\.json$/);
      expect(this.href).toBe('blob:settings');
    });
    const root = await mountApp();
    click(byTestId(root, 'export') as HTMLElement);
    expect(clicked).toHaveBeenCalledOnce();
    expect(JSON.parse(await (blobs[0] as Blob).text())).toEqual({
      robotsLens: 'settings',
      version: 2,
      settings: { ...DEFAULT_SETTINGS, defaultAgent: 'ClaudeBot' },
    });
    expect(byTestId(root, 'import-status')?.textContent).toContain('Exported the saved settings');
    create.mockRestore();
    clicked.mockRestore();
  });

  it('imports a valid file: saved at once, the form shows it, the status names what changed', async () => {
    const root = await mountApp();
    await choose(
      root,
      'mine.json',
      JSON.stringify({
        robotsLens: 'settings',
        version: 2,
        settings: { delayFloor: 4, crossOrigin: 'follow' },
      }),
    );
    await waitFor(async () => expect((await loadSettings()).delayFloor).toBe(4));
    expect((await loadSettings()).crossOrigin).toBe('follow');
    await waitFor(() => expect(field(root, 'floor').value).toBe('4'));
    expect(byTestId(root, 'import-status')?.textContent).toBe(
      'Imported mine.json; changed: Crawl-delay floor, cross-origin redirects.',
    );
  });

  it('a bad file changes nothing and lists every reason', async () => {
    await saveSettings({ ...DEFAULT_SETTINGS, delayFloor: 2 });
    const root = await mountApp();
    await choose(root, 'bad.json', '{"delayFloor": 100, "defaultAgent": "Foo Bar"}');
    const statusEl = byTestId(root, 'import-status') as HTMLElement;
    await waitFor(() =>
      expect(statusEl.textContent).toContain('bad.json was not imported; nothing changed.'),
    );
    expect([...statusEl.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Default crawler "Foo Bar" is not a crawler token (letters, digits, "-" and "_" only).',
      'The Crawl-delay floor must not exceed the ceiling.',
    ]);
    expect(await loadSettings()).toEqual({ ...DEFAULT_SETTINGS, delayFloor: 2 });

    await choose(root, 'notes.txt', 'hello');
    await waitFor(() => expect(statusEl.textContent).toContain('The file is not JSON'));
    expect(field(root, 'floor').value).toBe('2');
  });
});

describe('options page: cache inspector (issue 7)', () => {
  beforeEach(() => {
    fakeBrowser.reset();
  });

  const rows = (root: HTMLElement) =>
    [...root.querySelectorAll<HTMLElement>('[data-testid="cache-row"]')].map(
      (r) => r.dataset.origin,
    );

  it('lists every origin by last use with status, state, age, size, SHA-256 and the total', async () => {
    fakeCache([
      // as RobotsCache.list() answers: most recently used first
      entry({ origin: 'https://new.test', lastUsedAt: Date.now() - 120_000, state: 'stale' }),
      entry({ origin: 'https://old.test', lastUsedAt: Date.now() - 3_600_000, storedBytes: 1024 }),
    ]);
    const root = mount(<App />);
    await waitFor(() => expect(rows(root)).toEqual(['https://new.test', 'https://old.test']));
    const first = root.querySelector('[data-testid="cache-row"]') as HTMLElement;
    const cells = [...first.querySelectorAll('th, td')].map((c) => c.textContent);
    expect(cells.slice(0, 7)).toEqual([
      'https://new.test',
      'fetched (HTTP 200)',
      'stale',
      '3 min ago',
      '1.5 KiB',
      'aaaaaaaaaaaaCopy',
      '2 min ago',
    ]);
    expect(first.querySelector('code')?.getAttribute('title')).toMatch(/^a{12}[0-9a-f]{52}$/);
    expect(byTestId(root, 'cache-total')?.textContent).toContain('2 origins, using 3 KiB of 4 MiB');
  });

  it('Remove and Refresh act on one origin and say what happened', async () => {
    const bg = fakeCache([
      entry({ origin: 'https://a.test' }),
      entry({ origin: 'https://b.test' }),
    ]);
    const root = mount(<App />);
    await waitFor(() => expect(rows(root)).toHaveLength(2));
    const row = (o: string) => root.querySelector(`[data-origin="${o}"]`) as HTMLElement;

    click(byTestId(row('https://a.test'), 'refresh-origin') as HTMLElement);
    await waitFor(() =>
      expect(byTestId(root, 'cache-status')?.textContent).toBe(
        'Refreshed https://a.test: fetched (HTTP 200).',
      ),
    );
    expect(bg.refreshOrigin).toHaveBeenCalledWith({ origin: 'https://a.test' });

    click(byTestId(row('https://a.test'), 'remove-origin') as HTMLElement);
    await waitFor(() => expect(rows(root)).toEqual(['https://b.test']));
    expect(bg.removeOrigin).toHaveBeenCalledWith({ origin: 'https://a.test' });
    expect(byTestId(root, 'cache-status')?.textContent).toContain('Removed https://a.test');
  });

  it('Clear all asks first, then empties the cache and says it is empty', async () => {
    const bg = fakeCache([entry()]);
    const root = mount(<App />);
    await waitFor(() => expect(rows(root)).toHaveLength(1));
    click(byTestId(root, 'clear-cache') as HTMLElement);
    expect(bg.clearCache).not.toHaveBeenCalled();
    click(byTestId(root, 'clear-cache-confirm') as HTMLElement);
    await waitFor(() => expect(byTestId(root, 'cache-empty')).not.toBeNull());
    expect(bg.clearCache).toHaveBeenCalledOnce();
    expect(byTestId(root, 'cache-table')).toBeNull();
    expect(byTestId(root, 'cache-total')?.textContent).toContain('0 origins, using 0 B of 4 MiB');
    expect((byTestId(root, 'clear-cache') as HTMLButtonElement).disabled).toBe(true);
  });

  it('says in words when the background fails', async () => {
    registerHandlers({
      listCache: () => {
        throw new Error('storage is unavailable');
      },
    });
    const root = mount(<App />);
    await waitFor(() =>
      expect(byTestId(root, 'cache-status')?.textContent).toBe(
        'The cache could not be listed: storage is unavailable',
      ),
    );
  });

  it('lists again when the cache changes in storage', async () => {
    const list = [entry({ origin: 'https://a.test' })];
    registerHandlers({ listCache: async () => ({ entries: [...list], maxBytes: 1024 }) });
    const root = mount(<App />);
    await waitFor(() => expect(rows(root)).toEqual(['https://a.test']));
    list.push(entry({ origin: 'https://b.test', lastUsedAt: 0 }));
    await fakeBrowser.storage.local.set({ 'robots:https://b.test': {} });
    await waitFor(() => expect(rows(root)).toEqual(['https://a.test', 'https://b.test']));
  });
});
