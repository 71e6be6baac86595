import { readCanonical } from './canonical';
import { findConflicts } from './conflicts';
import { headerSources, metaSources } from './directiveSources';
import { resolveIndexing } from './indexing';
import { readRobotsUsage } from './robotsUsage';
import { readTdmrep } from './tdmrep';
import type { AiSignal, HeadData, HeaderList, IndexingSource, PageSignals } from './types';

/** What the page's signals are read from, apart from its head (`signalsFromHead`'s second argument). */
export interface SignalsInput {
  pageUrl: string;
  /** The crawler's token as the popup chose it (`Googlebot`, `GPTBot`, `*`). */
  agent: string;
  /** The page's response headers, or null when they were not observed. */
  headers: HeaderList | null;
  /** The origin's robots.txt text, or null when there is none to read. */
  robotsText: string | null;
  /** robots.txt's verdict for this crawler; null when it cannot say (another origin). */
  isAllowed: (url: string) => boolean | null;
  /** ms since the epoch. */
  now: number;
}

function aiDirectives(sources: readonly IndexingSource[]): AiSignal[] {
  const found: AiSignal[] = [];
  for (const kind of ['noai', 'noimageai'] as const) {
    const source = sources.find((s) => s.directives.some((d) => d.name === kind));
    if (source) found.push({ signal: kind, value: kind, source: source.source, raw: source.text });
  }
  return found;
}

/**
 * One page's own signals for one crawler (docs/design.md "Beyond robots.txt: the page's own
 * signals"): indexing (index/follow, canonical, each with its source), the conflicts with
 * robots.txt, and the AI-use signals that apply to this crawler and path. Pure: the caller
 * passes the clock (`now`, for `unavailable_after`) and robots.txt's verdict (`isAllowed`).
 *
 * The head comes already read (`null`: unknown). The background calls this one, so htmlparser2
 * (whose entity tables are decoded as its module loads) stays out of the worker's start and
 * loads only when a fetched page's head is read (issue 17); `readPageSignals` reads it here.
 */
export function signalsFromHead(input: SignalsInput, head: HeadData | null): PageSignals {
  const headers = input.headers ?? [];
  const metas = head?.metas ?? [];
  const all = [...headerSources(headers), ...metaSources(metas)];
  const known = input.headers !== null || (head !== null && !head.notes.includes('binary'));
  const resolved = resolveIndexing(all, input.agent, input.now, known);
  const canonical = readCanonical(head?.links ?? [], headers, input.pageUrl);
  const indexing = { ...resolved, canonical };
  return {
    indexing,
    conflicts: findConflicts(indexing, input.pageUrl, input.isAllowed),
    aiSignals: [
      ...(input.robotsText === null
        ? []
        : readRobotsUsage(input.robotsText, input.pageUrl, input.agent)),
      ...readTdmrep(headers, metas),
      ...aiDirectives(resolved.sources),
    ],
    headNotes: head?.notes ?? [],
  };
}
