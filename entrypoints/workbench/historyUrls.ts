import { browser } from 'wxt/browser';

/** The optional permission the history import asks for (wxt.config.ts `optional_permissions`). */
export const HISTORY_PERMISSION: { permissions: ['history'] } = { permissions: ['history'] };
/** History entries read per import: the most recently visited first, the rest not read. */
export const MAX_HISTORY_ITEMS = 5000;

export type HistoryImport =
  /** `entries`: history entries on the origin, before URLs differing only by `#…` collapse. */
  { ok: true; urls: string[]; entries: number; max: number } | { ok: false; refused: true };

type Api = {
  permissions: Pick<typeof browser.permissions, 'request'>;
  history: Pick<typeof browser.history, 'search'>;
};

/**
 * The pages of `origin` the browser's history holds, for the workbench's URL list (issue 16).
 * `history` is optional: it is asked for here, so this must run inside the click's handler
 * before any other await (`permissions.request` needs the user gesture). Refused → a value, shown
 * in words. Bounded (the newest MAX_HISTORY_ITEMS entries whose URL or title names the host),
 * kept to the origin, deduplicated without the `#fragment` (a fragment never reaches the server).
 */
export async function historyUrls(origin: string, api: Api = browser): Promise<HistoryImport> {
  const granted = await api.permissions.request(HISTORY_PERMISSION);
  if (!granted) return { ok: false, refused: true };
  const items = await api.history.search({
    text: new URL(origin).host,
    startTime: 0,
    maxResults: MAX_HISTORY_ITEMS,
  });
  const urls = new Set<string>();
  let entries = 0;
  for (const item of items) {
    const url = (item.url ?? '').split('#')[0] as string;
    if (!url.startsWith(`${origin}/`)) continue;
    entries += 1;
    urls.add(url);
  }
  return { ok: true, urls: [...urls], entries, max: MAX_HISTORY_ITEMS };
}
