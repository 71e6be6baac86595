// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { CacheInspector, type CacheInspectorProps } from '@/components/options/CacheInspector';
import { entry, SHA_B } from '@/test/support/cacheEntries';
import { byTestId, click, mount } from '@/test/support/mount';

const base: CacheInspectorProps = {
  entries: [],
  maxBytes: 4 * 1024 * 1024,
  listedAt: 10_000_000,
  busy: null,
  error: null,
  notice: null,
  onReload: () => {},
  onRefresh: () => {},
  onRemove: () => {},
  onClear: () => {},
  onCopy: () => {},
};

describe('CacheInspector', () => {
  it('says the cache is empty in a sentence', () => {
    const root = mount(<CacheInspector {...base} />);
    expect(byTestId(root, 'cache-empty')?.textContent).toBe(
      'No robots.txt is cached yet: it is fetched when a page is checked.',
    );
    expect(byTestId(root, 'cache-table')).toBeNull();
  });

  // Issue 14: an unusable answer is never "fresh" in green; a 404/503 row has no hash to copy.
  it.each([
    ['unavailable', 503],
    ['absent', 404],
  ] as const)('%s (HTTP %s): no hash, no Copy button', (status, httpStatus) => {
    const row = entry({ origin: 'https://x.test', status, httpStatus, state: 'fresh' });
    const root = mount(<CacheInspector {...base} entries={[row]} />);
    expect(root.querySelector('button[aria-label^="Copy the SHA-256"]')).toBeNull();
    expect(root.querySelector('td.sha')?.textContent).toBe('no file');
    const state = root.querySelector('.state');
    if (status === 'unavailable') {
      expect(state?.textContent).toBe('no usable copy');
      expect(state?.classList.contains('fresh')).toBe(false);
    }
  });

  it('copies the full SHA-256 and marks a busy row', () => {
    const onCopy = vi.fn();
    const row = entry({ origin: 'https://x.test', sha256: SHA_B });
    const root = mount(
      <CacheInspector {...base} entries={[row]} busy="https://x.test" onCopy={onCopy} />,
    );
    click(root.querySelector('button[aria-label^="Copy the SHA-256"]') as HTMLElement);
    expect(onCopy).toHaveBeenCalledWith(SHA_B);
    expect((byTestId(root, 'remove-origin') as HTMLButtonElement).disabled).toBe(true);
    expect(byTestId(root, 'cache-row')?.getAttribute('aria-busy')).toBe('true');
  });

  it('an error is shown in words instead of the notice; no list yet means no total', () => {
    const root = mount(
      <CacheInspector
        {...base}
        entries={null}
        error="The cache could not be listed: x"
        notice="old"
      />,
    );
    expect(byTestId(root, 'cache-status')?.textContent).toBe('The cache could not be listed: x');
    expect(byTestId(root, 'cache-total')).toBeNull();
  });
});
