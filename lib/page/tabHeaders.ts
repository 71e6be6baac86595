/**
 * The main-frame response headers each tab's page arrived with, observed with
 * `webRequest.onHeadersReceived` (observe only: no `blocking`, types `main_frame`), so the
 * popup can read X-Robots-Tag, Link, and TDMRep headers of the page as the browser received it.
 * Kept per tab in session storage (the service worker may stop between the page load and the
 * popup), replaced by the tab's next main-frame response, dropped when the tab closes; bounded
 * per response. Reads check the URL: headers of another document are never returned.
 */

export const MAX_HEADERS_PER_PAGE = 200;
export const MAX_HEADER_VALUE = 8 * 1024;
/** All of one page's kept headers together: many tabs fit in storage.session's 10 MB. */
export const MAX_HEADER_BYTES = 64 * 1024;

export interface TabHeadersEntry {
  url: string;
  headers: [string, string][];
  /** Headers beyond the bounds were dropped. */
  truncated: boolean;
}

export interface HeadersDetails {
  tabId: number;
  url: string;
  type: string;
  responseHeaders?: { name: string; value?: string }[];
}

/** The slice of `webRequest` used: one event, observed. */
export interface WebRequestLike {
  onHeadersReceived: {
    addListener(
      callback: (details: HeadersDetails) => void,
      filter: { urls: string[]; types: string[] },
      extraInfoSpec: string[],
    ): void;
  };
}

/** Where entries live: `storage.session` in the extension, a Map in tests. */
export interface SessionStoreLike {
  get(key: string): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
  remove(key: string): Promise<void>;
}

const keyOf = (tabId: number) => `pageHeaders:${tabId}`;

/** The document a URL names: its fragment is not sent, so `#top` changes nothing. */
export function documentUrl(url: string): string {
  const hash = url.indexOf('#');
  return hash === -1 ? url : url.slice(0, hash);
}

function boundHeaders(list: NonNullable<HeadersDetails['responseHeaders']>) {
  const kept: [string, string][] = [];
  let size = 0;
  for (const h of list.slice(0, MAX_HEADERS_PER_PAGE)) {
    const value = (h.value ?? '').slice(0, MAX_HEADER_VALUE);
    size += h.name.length + value.length;
    if (size > MAX_HEADER_BYTES) break;
    kept.push([h.name, value]);
  }
  return kept;
}

export function createTabHeaders(deps: {
  webRequest: WebRequestLike;
  store: SessionStoreLike;
  /** A tab's headers are kept and readable (`url`: the document they came with). */
  onKept?: (tabId: number, url: string) => void;
}) {
  const { store } = deps;
  /**
   * Each tab's operations run one after another, in the order their events arrived: a
   * navigation event read late must not drop the headers of the page that came after it (a new
   * tab's `about:blank`, then the page).
   */
  const queues = new Map<number, Promise<unknown>>();
  function serial<T>(tabId: number, op: () => Promise<T>): Promise<T> {
    const run = (queues.get(tabId) ?? Promise.resolve()).catch(() => {}).then(op);
    // A failed write reads later as "not observed"; the queue itself goes on.
    const tail = run.catch(() => {});
    queues.set(tabId, tail);
    tail.then(() => {
      if (queues.get(tabId) === tail) queues.delete(tabId);
    });
    return run;
  }
  const read = async (tabId: number) => {
    const key = keyOf(tabId);
    return (await store.get(key))[key] as TabHeadersEntry | undefined;
  };

  function record(details: HeadersDetails): void {
    if (details.type !== 'main_frame' || details.tabId < 0) return;
    const list = details.responseHeaders ?? [];
    const headers = boundHeaders(list);
    const entry: TabHeadersEntry = {
      url: documentUrl(details.url),
      headers,
      truncated:
        headers.length < list.length || list.some((h) => (h.value ?? '').length > MAX_HEADER_VALUE),
    };
    const { tabId } = details;
    serial(tabId, () => store.set({ [keyOf(tabId)]: entry })).then(
      () => deps.onKept?.(tabId, entry.url),
      (error: unknown) =>
        console.error(`Robots Lens: the headers of tab ${tabId} could not be kept:`, error),
    );
  }

  deps.webRequest.onHeadersReceived.addListener(
    record,
    // Every URL the host access covers (http and https); main-frame documents only.
    { urls: ['<all_urls>'], types: ['main_frame'] },
    ['responseHeaders'],
  );

  return {
    /** The headers of the tab's current document, or null when none were observed for that URL. */
    get(tabId: number, url: string): Promise<TabHeadersEntry | null> {
      return serial(tabId, async () => {
        const entry = await read(tabId);
        return entry && entry.url === documentUrl(url) ? entry : null;
      });
    },
    /**
     * The tab's URL changed: headers of any other web document are dropped; a fragment change
     * keeps them. A non-web URL (`about:blank`, `chrome://…`) drops nothing: no response is
     * observed for it, reads check the URL anyway, and Chrome may report a new tab's
     * `about:blank` only after the page that replaced it sent its headers.
     */
    navigated(tabId: number, url: string): Promise<void> {
      if (!/^https?:/i.test(url)) return Promise.resolve();
      return serial(tabId, async () => {
        const entry = await read(tabId);
        if (entry && entry.url !== documentUrl(url)) await store.remove(keyOf(tabId));
      });
    },
    /** The tab closed. */
    forget(tabId: number): Promise<void> {
      return serial(tabId, () => store.remove(keyOf(tabId)));
    },
  };
}

export type TabHeaders = ReturnType<typeof createTabHeaders>;
