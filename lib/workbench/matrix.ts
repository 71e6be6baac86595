import { matchPath, parseRobots, selectGroups } from '../robots';
import { compileRules, decide, type Matcher } from '../robots/match';

/**
 * The verdict matrix: URLs × crawlers × columns. A column is one reading of one robots.txt
 * version (the engine on the live file, the engine on the draft, and the other parsers' readings
 * of each as further columns: readingColumns.ts). Pure; the workbench runs it in a Web Worker.
 */
export interface Evaluator {
  /** `live`, `draft`, or e.g. `scrapy_draft` (readingColumns.ts `columnId`). */
  id: string;
  check(url: string, agent: string): { allowed: boolean; line: number | null };
}

/**
 * Google's reading (this engine): parse once, check many. Same verdict and deciding line as
 * `checkUrl` (a differential test holds them equal on the real-world corpus), without the
 * sentence `checkUrl` writes for the popup: the group and compiled rules are chosen once per
 * crawler and the path once per URL, which halves the matrix's time (docs/decisions.md).
 */
export function engineEvaluator(id: string, text: string, robotsUrl: string): Evaluator {
  const robots = parseRobots(text, robotsUrl);
  const matchers = new Map<string, Matcher | null>();
  const matcherFor = (agent: string): Matcher | null => {
    let matcher = matchers.get(agent);
    if (matcher === undefined) {
      const group = selectGroups(robots, agent);
      const rules = group.indexes.flatMap((i) => robots.groups[i]?.rules ?? []);
      matcher = rules.length > 0 ? compileRules(rules) : null;
      matchers.set(agent, matcher);
    }
    return matcher;
  };
  let lastUrl: string | null = null;
  let path = '';
  return {
    id,
    check(url, agent) {
      if (url !== lastUrl) {
        lastUrl = url;
        path = matchPath(url);
      }
      // RFC 9309 §2.2.2: the robots.txt URI itself is implicitly allowed (as in checkUrl).
      if (path === '/robots.txt' || path.startsWith('/robots.txt?'))
        return { allowed: true, line: null };
      const matcher = matcherFor(agent);
      const decision = matcher ? decide(matcher, path) : null;
      if (!decision) return { allowed: true, line: null };
      return { allowed: decision.rule.directive === 'allow', line: decision.rule.line };
    },
  };
}

export interface Matrix {
  urls: string[];
  agents: string[];
  columns: string[];
  /** Per column, per pair (`url * agents.length + agent`): 1 allowed, 0 disallowed. */
  allowed: Uint8Array[];
  /** Per column, per pair: the deciding line, 0 when no rule decided. */
  lines: Int32Array[];
}

export interface MatrixOptions {
  /** Called every `every` URLs (and at the end) with URLs done. */
  onProgress?: (done: number, total: number) => void;
  every?: number;
}

export function computeMatrix(
  urls: string[],
  agents: string[],
  evaluators: Evaluator[],
  options: MatrixOptions = {},
): Matrix {
  const pairs = urls.length * agents.length;
  const allowed = evaluators.map(() => new Uint8Array(pairs));
  const lines = evaluators.map(() => new Int32Array(pairs));
  const every = options.every ?? 2000;
  for (let u = 0; u < urls.length; u++) {
    const url = urls[u] as string;
    for (let a = 0; a < agents.length; a++) {
      const pair = u * agents.length + a;
      for (let c = 0; c < evaluators.length; c++) {
        const verdict = (evaluators[c] as Evaluator).check(url, agents[a] as string);
        (allowed[c] as Uint8Array)[pair] = verdict.allowed ? 1 : 0;
        (lines[c] as Int32Array)[pair] = verdict.line ?? 0;
      }
    }
    if ((u + 1) % every === 0) options.onProgress?.(u + 1, urls.length);
  }
  options.onProgress?.(urls.length, urls.length);
  return { urls, agents, columns: evaluators.map((e) => e.id), allowed, lines };
}

export type Access = 'allowed' | 'disallowed';

/** One cell of the matrix in words: the verdict and deciding line of one column. */
export function cell(
  matrix: Matrix,
  column: number,
  pair: number,
): { access: Access; line: number | null } {
  const line = matrix.lines[column]?.[pair] ?? 0;
  return {
    access: matrix.allowed[column]?.[pair] === 1 ? 'allowed' : 'disallowed',
    line: line === 0 ? null : line,
  };
}
