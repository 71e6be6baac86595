import { errorText } from '@/lib/errorText';
import { classifyHost, type HostClass, refusedHost, siteKey } from './classifyHost';
import { ALL_ALLOW_RULE_IDS, allowRules, blockRules, type NetRule } from './privateNetworkRules';
import { type Chain, type ChainFailure, explainChain } from './redirectChains';

/** The slice of `webRequest` details the guard reads (Chrome and Firefox spellings). */
export interface RequestDetails {
  requestId: string;
  url: string;
  tabId: number;
  /** Chrome: the origin that started the request (`chrome-extension://<id>`). */
  initiator?: string;
  /** Firefox: the URL of the page or worker that started it (`moz-extension://<uuid>/…`). */
  originUrl?: string;
  redirectUrl?: string;
  error?: string;
}

interface Event<T extends unknown[]> {
  addListener(cb: (...args: T) => unknown, filter: { urls: string[] }, extra?: string[]): void;
}

export interface RequestGuardDeps {
  /** Chrome: `browser.declarativeNetRequest`; absent in Firefox's MV2 build. */
  dnr?: {
    updateSessionRules(o: { removeRuleIds?: number[]; addRules?: NetRule[] }): Promise<void>;
  };
  webRequest?: {
    onBeforeRedirect: Event<[RequestDetails]>;
    onErrorOccurred: Event<[RequestDetails]>;
    onCompleted: Event<[RequestDetails]>;
    /** Firefox: a blocking listener cancels a hop into the user's network. */
    onBeforeRequest?: Event<[RequestDetails]>;
  };
  /** Chrome: the extension id; the DNR rules apply only to requests it starts. */
  extensionId: string;
  /** This extension's own origin: `chrome-extension://<id>` / `moz-extension://<uuid>`. */
  ownOrigin: string;
  /** Firefox MV2: enforce with blocking webRequest instead of DNR. */
  blocking: boolean;
  /** How long `explain` waits for the browser's report of a failed request (default 1 s). */
  explainWaitMs?: number;
  onError?: (error: unknown) => void;
}

/**
 * Why the browser does not enforce the guard, as a code (issue 18: the UI words it,
 * components/protectionText.ts): it offers no blocking webRequest (Firefox) or no
 * declarativeNetRequest (Chrome), refused the listener, the block rules or the intranet rule's
 * update; or the background set no guard up.
 */
export type ProtectionCode =
  | 'no-webrequest'
  | 'webrequest-refused'
  | 'no-dnr'
  | 'rules-refused'
  | 'allow-rule-refused'
  | 'no-guard';

/**
 * Whether the browser enforces the guard; when not, why: a code, the browser's own error
 * (`detail`, '' for none) and the English `reason` logs and refusal messages keep.
 */
export type Protection =
  | { active: true }
  | { active: false; code: ProtectionCode; detail: string; reason: string };

const PROTECTION_WORDS: Record<ProtectionCode, string> = {
  'no-webrequest': 'this browser offers no blocking webRequest',
  'webrequest-refused': 'the browser refused the blocking webRequest listener',
  'no-dnr': 'this browser offers no declarativeNetRequest',
  'rules-refused': 'the browser refused the blocking rules',
  'allow-rule-refused': 'the browser refused to update the intranet rule',
  'no-guard': 'no request guard was set up',
};

/** A lost protection read back from its English `reason` (a refusal message keeps only that), or null. */
export function readProtectionReason(reason: string): Protection | null {
  for (const [code, what] of Object.entries(PROTECTION_WORDS) as [ProtectionCode, string][]) {
    if (reason === what) return { active: false, code, detail: '', reason };
    if (reason.startsWith(`${what}: `)) {
      return { active: false, code, detail: reason.slice(what.length + 2), reason };
    }
  }
  return null;
}

/** Protection lost for `code`, with the browser's error when there is one. */
export function protectionLost(code: ProtectionCode, error?: unknown): Protection {
  const detail = error === undefined ? '' : errorText(error);
  const what = PROTECTION_WORDS[code];
  return { active: false, code, detail, reason: detail ? `${what}: ${detail}` : what };
}

export interface RequestGuard {
  /** Not active: every fetch is refused (fail closed) until the browser takes the rules. */
  protection(): Protection;
  /**
   * Before a fetch of `url` for the page whose origin is `page`: a refusal (the private host's
   * class, or why the guard is not active, in words), or a
   * `release` to call when the fetch is over. A private page's own site is allowed only while
   * its fetches run (the intranet exception), so a public site's redirect cannot use it later.
   */
  prepare(
    url: string,
    page: string,
  ): Promise<
    { refusal: string; inactive: true } | { refusal: HostClass } | { release: () => void }
  >;
  /**
   * After a fetch of `url` answered through redirects: how many the browser followed (it reports
   * the last hop's completion on its own channel, waited for like `explain`), or null when it
   * did not say. Google follows at most 5 (RFC 9309 §2.3.1.2 asks for at least 5).
   */
  redirects(url: string): Promise<number | null>;
  /** After a fetch of `url` failed: a refused hop or a loop, as the browser saw it, or null. */
  explain(url: string, page: string): Promise<ChainFailure | null>;
}

const ALL_URLS = { urls: ['<all_urls>'] };
const MAX_CHAINS = 64;

export function createRequestGuard(deps: RequestGuardDeps): RequestGuard {
  const onError = deps.onError ?? ((e: unknown) => console.error('request guard:', e));
  /** Private sites with fetches in flight, and how many: the intranet exception's allow list. */
  const allowed = new Map<string, number>();
  const chains = new Map<string, Chain>(); // by requestId, oldest first
  const waiters = new Set<() => void>();

  const own = (d: RequestDetails) =>
    d.tabId === -1 &&
    (d.initiator === deps.ownOrigin || (d.originUrl ?? '').startsWith(`${deps.ownOrigin}/`));
  const chainOf = (d: RequestDetails): Chain => {
    let chain = chains.get(d.requestId);
    if (!chain) {
      chain = { urls: [d.url], error: null };
      chains.set(d.requestId, chain);
      if (chains.size > MAX_CHAINS) chains.delete(chains.keys().next().value as string);
    }
    return chain;
  };

  let protection: Protection = { active: true };
  const fail = (code: ProtectionCode, error?: unknown) => {
    const lost = protectionLost(code, error);
    protection = lost;
    if (!lost.active) onError(new Error(lost.reason));
  };

  const web = deps.webRequest;
  web?.onBeforeRedirect.addListener((d) => {
    if (own(d) && d.redirectUrl) chainOf(d).urls.push(d.redirectUrl);
  }, ALL_URLS);
  web?.onErrorOccurred.addListener((d) => {
    if (!own(d)) return;
    chainOf(d).error = d.error ?? 'failed';
    for (const wake of waiters) wake();
  }, ALL_URLS);
  /** Redirect counts of our completed requests that went through redirects, by first URL. */
  const completed = new Map<string, number>();
  web?.onCompleted.addListener((d) => {
    const chain = chains.get(d.requestId);
    chains.delete(d.requestId);
    if (!own(d) || !chain || chain.urls.length < 2) return;
    const first = normalise(chain.urls[0]);
    completed.delete(first); // re-inserted: newest last
    completed.set(first, chain.urls.length - 1);
    if (completed.size > MAX_CHAINS) completed.delete(completed.keys().next().value as string);
    for (const wake of waiters) wake();
  }, ALL_URLS);
  if (deps.blocking) {
    // Firefox enforces here: without this listener nothing stops a hop (fail closed below).
    if (!web?.onBeforeRequest) fail('no-webrequest');
    else
      try {
        web.onBeforeRequest.addListener(
          (d) => {
            if (!own(d)) return {};
            return { cancel: refusedHost(d.url, null) !== null && !allowed.has(siteKey(d.url)) };
          },
          ALL_URLS,
          ['blocking'],
        );
      } catch (error) {
        fail('webrequest-refused', error);
      }
  }

  /** Chrome: the block rules, installed at start and again on a fetch while they are missing. */
  const installBlockRules = (): Promise<void> => {
    const { dnr } = deps;
    if (!dnr) {
      fail('no-dnr');
      return Promise.resolve();
    }
    return dnr
      .updateSessionRules({
        removeRuleIds: [...blockRules(deps.extensionId).map((r) => r.id), ...ALL_ALLOW_RULE_IDS],
        addRules: blockRules(deps.extensionId),
      })
      .then(
        () => {
          protection = { active: true };
        },
        (error: unknown) => fail('rules-refused', error),
      );
  };
  let rules: Promise<void> = deps.blocking ? Promise.resolve() : installBlockRules();

  /** Installs the allow rules for the sites in `allowed` (after every earlier update). */
  function syncAllowRules(): Promise<void> {
    const { dnr } = deps;
    if (!dnr) return rules;
    const addRules = allowRules(deps.extensionId, [...allowed.keys()]);
    // A failed update may leave a private host allowed: that is protection lost, too.
    rules = rules
      .then(() => dnr.updateSessionRules({ removeRuleIds: ALL_ALLOW_RULE_IDS, addRules }))
      .catch((error: unknown) => fail('allow-rule-refused', error));
    return rules;
  }

  /**
   * An allow rule names a host, not one fetch: while it stands, any of this extension's
   * requests may reach that host — a public site's redirect included. So an intranet window and
   * other fetches never overlap: each waits for the other kind to finish (both are bounded by
   * the fetch time limit). Seen in the real-browser test: a public robots.txt redirect into the
   * private host got through while the intranet page's own signals fetch held the window.
   */
  let others = 0;
  const phaseWaiters: (() => void)[] = [];
  const wakePhase = () => {
    for (const wake of phaseWaiters.splice(0)) wake();
  };
  async function until(ready: () => boolean): Promise<void> {
    while (!ready()) await new Promise<void>((resolve) => phaseWaiters.push(resolve));
  }

  async function allow(site: string): Promise<() => void> {
    await until(() => others === 0);
    const count = allowed.get(site) ?? 0;
    allowed.set(site, count + 1);
    if (count === 0) await syncAllowRules();
    else await rules;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (allowed.get(site) ?? 1) - 1;
      if (left > 0) allowed.set(site, left);
      else {
        allowed.delete(site);
        void syncAllowRules();
        if (allowed.size === 0) wakePhase();
      }
    };
  }

  function findChain(url: string): Chain | undefined {
    const wanted = normalise(url);
    return [...chains.values()].reverse().find((c) => c.error && normalise(c.urls[0]) === wanted);
  }

  /** Not enforced: try once more (Chrome), then refuse rather than fetch unguarded. */
  async function inactiveReason(): Promise<string | null> {
    await rules; // the start-up install (or the last update) has been answered
    if (protection.active) return null;
    if (!deps.blocking && allowed.size === 0) {
      rules = rules.then(installBlockRules);
      await rules;
    }
    return protection.active ? null : protection.reason;
  }

  return {
    protection: () => protection,
    async prepare(url, page) {
      const inactive = await inactiveReason();
      if (inactive !== null) return { refusal: inactive, inactive: true };
      const refused = refusedHost(url, page);
      if (refused) return { refusal: refused };
      const host = hostnameOf(url);
      if (host !== null && classifyHost(host) && siteKey(url) === siteKey(page)) {
        return { release: await allow(siteKey(url)) };
      }
      await until(() => allowed.size === 0);
      others += 1;
      await rules; // includes the removal of the last allow rule
      let released = false;
      return {
        release: () => {
          if (released) return;
          released = true;
          others -= 1;
          if (others === 0) wakePhase();
        },
      };
    },
    async redirects(url) {
      const key = normalise(url);
      const take = () => {
        const count = completed.get(key);
        completed.delete(key);
        return count;
      };
      const now = take();
      if (now !== undefined || !web) return now ?? null;
      return new Promise<number | null>((resolve) => {
        const done = () => {
          const count = take();
          if (count !== undefined) finish(count);
        };
        const finish = (count: number | null) => {
          waiters.delete(done);
          clearTimeout(timer);
          resolve(count);
        };
        const timer = setTimeout(() => finish(null), deps.explainWaitMs ?? 1000);
        waiters.add(done);
      });
    },
    async explain(url, page) {
      let chain = findChain(url);
      if (!chain && web) {
        // The browser reports the failure on its own channel; it may land just after fetch rejects.
        chain = await new Promise<Chain | undefined>((resolve) => {
          const done = () => {
            const found = findChain(url);
            if (!found) return;
            finish(found);
          };
          const finish = (found: Chain | undefined) => {
            waiters.delete(done);
            clearTimeout(timer);
            resolve(found);
          };
          const timer = setTimeout(() => finish(undefined), deps.explainWaitMs ?? 1000);
          waiters.add(done);
        });
      }
      return chain ? explainChain(chain, page) : null;
    },
  };
}

function hostnameOf(url: string): string | null {
  try {
    return new URL(url).hostname;
  } catch {
    return null;
  }
}

function normalise(url: string | undefined): string {
  try {
    return new URL(url ?? '').href;
  } catch {
    return url ?? '';
  }
}
