import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  HISTORY_PERMISSION,
  historyUrls,
  MAX_HISTORY_ITEMS,
} from '@/entrypoints/workbench/historyUrls';

// Issue 16: "import the history's URLs" — the `history` permission is optional and asked for on
// the click (MDN permissions.request: only inside a user action handler); the search is bounded,
// kept to the origin and deduplicated.
const ORIGIN = 'https://shop.example';

function grant(answer: boolean) {
  const request = vi.fn(async () => answer);
  fakeBrowser.permissions.request = request as never;
  return request;
}

describe('historyUrls (the workbench’s history import)', () => {
  beforeEach(() => fakeBrowser.reset());

  it('asks for the optional history permission first; refused → nothing read, said as a value', async () => {
    const request = grant(false);
    const search = vi.fn(async () => []);
    fakeBrowser.history.search = search as never;
    expect(await historyUrls(ORIGIN)).toEqual({ ok: false, refused: true });
    expect(request).toHaveBeenCalledWith(HISTORY_PERMISSION);
    expect(search).not.toHaveBeenCalled();
  });

  it('reads a bounded search for the host and keeps the origin’s URLs once each', async () => {
    grant(true);
    const search = vi.fn(async () => [
      { id: '1', url: `${ORIGIN}/cart?x=1` },
      { id: '2', url: `${ORIGIN}/blog/post#comments` },
      { id: '3', url: `${ORIGIN}/blog/post#top` }, // the same page: a fragment never reaches the server
      { id: '4', url: 'https://shop.example.evil.test/cart' }, // names the host, another origin
      { id: '5', url: 'http://shop.example/cart' }, // another scheme: another origin
      { id: '6', url: `${ORIGIN}` }, // no path: not a page URL of the list
      { id: '7' }, // an entry without a URL
    ]);
    fakeBrowser.history.search = search as never;
    expect(await historyUrls(ORIGIN)).toEqual({
      ok: true,
      urls: [`${ORIGIN}/cart?x=1`, `${ORIGIN}/blog/post`],
      entries: 3,
      max: MAX_HISTORY_ITEMS,
    });
    expect(search).toHaveBeenCalledWith({
      text: 'shop.example',
      startTime: 0,
      maxResults: MAX_HISTORY_ITEMS,
    });
  });

  it('passes a failed search on as a rejection (the page words it)', async () => {
    grant(true);
    fakeBrowser.history.search = vi.fn(async () => {
      throw new Error('history is not available');
    }) as never;
    await expect(historyUrls(ORIGIN)).rejects.toThrow('history is not available');
  });
});
