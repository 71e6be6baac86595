/**
 * The timeline of one popup open, for test/bench/popup.bench.ts: the popup's marks and the
 * worker's (lib/background/markPhase.ts), each as an epoch time in ms (timeOrigin + startTime),
 * so the two processes' clocks line up, and the phases between them.
 */
import type { Page, Worker } from 'playwright-core';

export const POPUP_MARKS = ['popup:script', 'popup:ask', 'popup:kept', 'popup:answer'] as const;
export const WORKER_MARKS = [
  'bg:script',
  'bg:main',
  'bg:guarded',
  'bg:created',
  'bg:warmed',
  'bg:asked',
  'bg:settings',
  'bg:snapshot',
  'bg:parsed',
  'bg:report',
  'bg:caveat',
  'bg:changed',
] as const;

export type Timeline = Record<string, number>;

/**
 * Page-side source, run before the popup's own scripts: records when the verdict first leaves
 * `loading` (`verdictAt`), when the later chunk's contract elements are in the DOM (issue 14: within
 * 1 s of the verdict; `contractAt`) and when the readings' rows are (issue 13: computed after the
 * verdict; `readingsAt`), each relative to the time origin. A string, not a function: tsx would wrap
 * named functions in a helper the page lacks, and the toolbar popup takes it over CDP.
 */
export const VERDICT_OBSERVER = `(() => {
  const g = globalThis;
  new MutationObserver((_, observer) => {
    const v = document.querySelector('[data-testid=verdict]');
    if (!g.verdictAt && v && v.getAttribute('data-verdict') !== 'loading') g.verdictAt = performance.now();
    if (!g.contractAt && document.querySelector('[data-testid=snapshot]') && document.querySelector('[data-testid=readings]')) {
      g.contractAt = performance.now();
    }
    if (!g.readingsAt && document.querySelector('[data-testid=readings] [data-reading]')) g.readingsAt = performance.now();
    if (g.verdictAt && g.contractAt && g.readingsAt) observer.disconnect();
  }).observe(document, { subtree: true, childList: true, attributes: true });
})()`;

/**
 * Page-side expression: once the verdict shows and the live answer has arrived, the popup's
 * navigation start, marks and verdict as epoch ms (a promise; it waits in the page). It checks on
 * the two events that can complete it, a mark (`popup:answer`) and a DOM change (the verdict:
 * VERDICT_OBSERVER's observer, created first, is called first and has recorded it), rather than
 * on a timer that would also run on the popup's main thread while it is being measured.
 */
export const POPUP_TIMELINE = `new Promise((resolve) => {
  const ready = () => globalThis.verdictAt && performance.getEntriesByName('popup:answer').length;
  const collect = () => {
    const origin = performance.timeOrigin;
    const out = { 'popup:start': origin, 'popup:verdict': origin + globalThis.verdictAt };
    for (const name of ${JSON.stringify(POPUP_MARKS)}) {
      const mark = performance.getEntriesByName(name)[0];
      if (mark) out[name] = origin + mark.startTime;
    }
    return out;
  };
  const check = () => {
    if (!ready()) return;
    marks.disconnect();
    dom.disconnect();
    resolve(collect());
  };
  const marks = new PerformanceObserver(check);
  const dom = new MutationObserver(check);
  marks.observe({ type: 'mark' });
  dom.observe(document, { subtree: true, childList: true, attributes: true });
  check();
})`;

/** The popup's navigation start, marks and verdict, as epoch ms. */
export function popupTimeline(page: Page): Promise<Timeline> {
  return page.evaluate(POPUP_TIMELINE) as Promise<Timeline>;
}

/** The worker's start (its time origin) and phase marks, as epoch ms. */
export function workerTimeline(worker: Worker): Promise<Timeline> {
  return worker.evaluate(
    (names) => {
      const origin = performance.timeOrigin;
      const out: Record<string, number> = { 'bg:start': origin };
      for (const name of names) {
        const mark = performance.getEntriesByName(name, 'mark')[0];
        if (mark) out[name] = origin + mark.startTime;
      }
      return out;
    },
    WORKER_MARKS as unknown as string[],
  );
}

/** The phases printed, each from one mark to the next (NaN when a mark is missing). */
export const PHASES: [label: string, from: string, to: string][] = [
  ['page load until our script runs', 'popup:start', 'popup:script'],
  ['script until getReport is sent', 'popup:script', 'popup:ask'],
  [
    'kept first screen found in storage.session (issue 17), from the script',
    'popup:script',
    'popup:kept',
  ],
  ['  kept first screen until the verdict shows', 'popup:kept', 'popup:verdict'],
  ['worker start, after the popup navigation start', 'popup:start', 'bg:start'],
  ['worker: start until its main runs (script evaluation)', 'bg:start', 'bg:main'],
  ['  of which Chrome: worker start, script fetch + compile', 'bg:start', 'bg:script'],
  ["  of which ours: modules' top-level code", 'bg:script', 'bg:main'],
  ['worker: request guard (webRequest listeners)', 'bg:main', 'bg:guarded'],
  ['worker: createBackground and event binding', 'bg:guarded', 'bg:created'],
  ['worker: active tab warmed (from its main; opened over the page only)', 'bg:main', 'bg:warmed'],
  ['message delivery (sent until the handler runs)', 'popup:ask', 'bg:asked'],
  ['worker: settings read', 'bg:asked', 'bg:settings'],
  ['worker: snapshot read from storage (+ digest check)', 'bg:settings', 'bg:snapshot'],
  ['worker: parse', 'bg:snapshot', 'bg:parsed'],
  ['worker: report build', 'bg:parsed', 'bg:report'],
  ['worker: token caveat (the readings)', 'bg:report', 'bg:caveat'],
  ['worker: history read (changed notice), after the report', 'bg:caveat', 'bg:changed'],
  ['reply delivery (changed notice ready until the popup has it)', 'bg:changed', 'popup:answer'],
  [
    'popup render (answer until the verdict shows; negative: the kept one showed first)',
    'popup:answer',
    'popup:verdict',
  ],
  ['TOTAL: popup navigation start until the verdict shows', 'popup:start', 'popup:verdict'],
];

export function median(xs: number[]): number {
  const sorted = xs.filter((x) => !Number.isNaN(x)).sort((a, b) => a - b);
  return sorted[sorted.length >> 1] ?? Number.NaN;
}
