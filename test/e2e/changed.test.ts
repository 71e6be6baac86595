import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type ExtensionSession, launchExtension } from './support/chromium';
import { respond, siteRegistry } from './support/site';

// Issue 16 "History": when a fetch brings a new version, the popup shows "changed since <date>"
// with added/removed line counts (DESIGN.md `changed` contract) and the diff one click away; the
// workbench diffs the two versions. A local site serves v1, then v2.
const V1 = ['User-agent: *', 'Disallow: /private', 'Disallow: /tmp'].join('\n');
const V2 = ['User-agent: *', 'Disallow: /private', 'Disallow: /cart', 'Disallow: /checkout'].join(
  '\n',
);

describe('the popup’s `changed` notice (issue 16)', () => {
  let session: ExtensionSession;
  const sites = siteRegistry();

  beforeAll(async () => {
    session = await launchExtension();
  });
  afterAll(async () => session?.close());
  afterEach(() => sites.closeAll());

  it('a refresh that brings v2 shows the counts and the diff, and the workbench diffs v1 and v2', async () => {
    const s = await sites.start({ '/robots.txt': respond(200, V1) });
    const page = await session.popup({ url: `${s.origin}/cart/1`, agent: 'Googlebot' });
    const verdict = page.getByTestId('verdict');
    await expect.poll(() => verdict.getAttribute('data-verdict')).toBe('allowed');
    await page.locator('#section-robots > summary').click();
    // The viewer renders its lines on the section's `toggle` event, which the browser fires a task
    // after the click: wait for them.
    await expect
      .poll(() => page.locator('#section-robots').textContent())
      .toContain('Disallow: /tmp');
    expect(await page.getByTestId('changed').count()).toBe(0);
    const beforeRefresh = Date.now();

    s.route('/robots.txt', respond(200, V2));
    // The cache fetches an origin at most once per 10 s (lib/cache/fetchGate.ts): a Refresh inside
    // that window answers with a countdown, and the button comes back when it ends.
    const refresh = page.getByTestId('refresh');
    await refresh.click();
    await expect
      .poll(
        async () =>
          (await verdict.getAttribute('data-verdict')) === 'disallowed' ||
          (await refresh.isDisabled()),
      )
      .toBe(true);
    if ((await verdict.getAttribute('data-verdict')) !== 'disallowed') {
      await expect.poll(() => refresh.isEnabled(), { timeout: 15_000 }).toBe(true);
      await refresh.click();
    }
    await expect.poll(() => verdict.getAttribute('data-verdict')).toBe('disallowed');
    const changed = page.getByTestId('changed');
    await changed.waitFor();
    // jsdiff's line diff: V1's line 3 removed; V2's lines 3 and 4 added.
    expect(await changed.getAttribute('data-added')).toBe('2');
    expect(await changed.getAttribute('data-removed')).toBe('1');
    const since = Date.parse((await changed.getAttribute('data-since')) ?? '');
    expect(since).toBeLessThanOrEqual(beforeRefresh);
    expect(beforeRefresh - since).toBeLessThan(60_000);
    const summary = changed.locator('summary');
    expect(await summary.textContent()).toMatch(
      /^robots\.txt changed since \d{4}-\d\d-\d\d \d\d:\d\d UTC: \+2 −1 lines$/,
    );
    // The diff is one click away: the notice opens on its summary.
    const lines = changed.locator('li');
    expect(await lines.first().isVisible()).toBe(false);
    await summary.click();
    expect(
      await lines.evaluateAll((els) =>
        els.map(
          (e) => `${(e as HTMLElement).dataset.kind} ${e.querySelector('code')?.textContent}`,
        ),
      ),
    ).toEqual(['removed Disallow: /tmp', 'added Disallow: /cart', 'added Disallow: /checkout']);
    expect(await lines.first().isVisible()).toBe(true);

    // "Compare versions in the workbench": the live version (v2) against the one before (v1).
    const href = await changed.getByTestId('open-workbench-history').getAttribute('href');
    const workbench = await session.context.newPage();
    await workbench.goto(`chrome-extension://${session.extensionId}${href}`);
    const diff = workbench.getByTestId('history-diff-summary');
    await diff.waitFor();
    expect(await diff.getAttribute('data-added')).toBe('2');
    expect(await diff.getAttribute('data-removed')).toBe('1');
    expect(
      await workbench
        .getByTestId('history')
        .locator('li[data-kind]')
        .evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.kind)),
    ).toEqual(['removed', 'added', 'added']);
  });
});
