import { type NumberedLine, numberedPyLines } from './lineMap';
import { memoLast } from './memoLast';
import { type ProtegoPattern, protegoPattern } from './protegoPattern';
import { pyFloat, pyLen, pyStrip } from './pyText';
import { PyValueError, protegoUnquote, pyQuote, pyUrlparse, pyUrlunparse } from './pyUrl';
import type { Reading, ReadingFailure } from './types';

/**
 * The `scrapy` reading: Protego 0.6.1 (Scrapy's default ROBOTSTXT_PARSER), as its source and tests
 * show it (docs/design.md "Readings"). Written from that behaviour, not translated line by line.
 */

const DISALLOW = new Set(['disallow', 'dissallow', 'dissalow', 'disalow', 'diasllow', 'disallaw']);
const USER_AGENT = new Set(['user-agent', 'useragent', 'user agent']);
const SITEMAP = new Set(['sitemap', 'sitemaps', 'site-map']);
const CRAWL_DELAY = new Set(['crawl-delay', 'crawl delay']);
/** Keys the "no colon" second chance accepts, compared as written (case-sensitive). */
const SECOND_CHANCE = new Set([
  ...DISALLOW,
  'allow',
  ...USER_AGENT,
  ...SITEMAP,
  ...CRAWL_DELAY,
  'request-rate',
  'request rate',
  'host',
]);

interface Rule {
  allow: boolean;
  pattern: ProtegoPattern;
  line: number;
}

interface RuleSet {
  name: string;
  rules: Rule[];
  delay: number | null;
}

/** Protego's `_quote_pattern`: the pattern as it compares with a quoted URL path. */
function quotePattern(value: string): string {
  let pattern = value;
  if (pattern.startsWith('https://') || pattern.startsWith('http://')) pattern = `/${pattern}`;
  if (pattern.startsWith('//')) pattern = `//${pattern}`;
  // A final `?`, `;` or `$` would be lost by urlparse; it is put back after quoting.
  let last = '';
  const end = pattern[pattern.length - 1];
  if (end === '?' || end === ';' || end === '$') {
    last = end;
    pattern = pattern.slice(0, -1);
  }
  const parts = pyUrlparse(pattern);
  const path = pyQuote(protegoUnquote(parts.path, '/*$%'), '/*%=');
  return pyUrlunparse({ ...parts, scheme: '', netloc: '', path: path + last });
}

/** Protego's `_quote_path`: the URL's path, params, query and fragment as rules compare them. */
function quotePath(url: string): string {
  const parts = pyUrlparse(url);
  const path = pyQuote(protegoUnquote(parts.path, '/%'), '/%');
  return pyUrlunparse({ ...parts, scheme: '', netloc: '', path }) || '/';
}

/** Quoted and compiled patterns by rule value: files repeat values across groups. */
type PatternCache = Map<string, ProtegoPattern | null>;

function compiled(value: string, cache: PatternCache): ProtegoPattern | null {
  let pattern = cache.get(value);
  if (pattern === undefined) {
    const quoted = quotePattern(value);
    pattern = quoted ? protegoPattern(quoted) : null;
    cache.set(value, pattern);
  }
  return pattern;
}

function addRule(
  set: RuleSet,
  allow: boolean,
  value: string,
  line: number,
  cache: PatternCache,
): void {
  // A `$` is also tried as a literal character (`%24`).
  if (value.includes('$')) addRule(set, allow, value.replaceAll('$', '%24'), line, cache);
  const pattern = compiled(value, cache);
  if (!pattern) return;
  set.rules.push({ allow, pattern, line });
  // Protego reads an allowed `/index.html` as its folder being allowed too.
  const text = pattern.pattern;
  if (allow && text.endsWith('/index.html'))
    addRule(set, allow, `${text.slice(0, -10)}$`, line, cache);
}

interface Field {
  field: string;
  value: string;
}

/** `field: value`, or Protego's second chance for a line without a colon (`user agent foo`). */
function splitField(line: string): Field | null {
  const colon = line.indexOf(':');
  if (colon !== -1) return { field: line.slice(0, colon), value: line.slice(colon + 1) };
  const parts = line.split(' ');
  if (parts.length < 2) return null;
  let field = parts[0] as string;
  for (let i = 1; i < parts.length; i++) {
    if (SECOND_CHANCE.has(field)) return { field, value: parts.slice(i).join(' ') };
    field += ` ${parts[i]}`;
  }
  return null;
}

interface Parsed {
  sets: Map<string, RuleSet>;
  failure: ReadingFailure | null;
}

/** Protego.parse; where Protego raises (urlparse on a rule), no parser results, as in Python. */
function parse(lines: NumberedLine[]): Parsed {
  let at = 0;
  try {
    return {
      sets: parseSets(lines, (line) => {
        at = line;
      }),
      failure: null,
    };
  } catch (error) {
    if (!(error instanceof PyValueError)) throw error;
    const message = `Protego raises ValueError on this line (${error.message}), so Protego.parse fails for the whole file.`;
    return { sets: new Map(), failure: { line: at, error: error.message, message } };
  }
}

function parseSets(lines: NumberedLine[], reached: (line: number) => void): Map<string, RuleSet> {
  const sets = new Map<string, RuleSet>();
  const cache: PatternCache = new Map();
  let current: RuleSet[] = [];
  let previous: string | null = null;
  for (const { text, line } of lines) {
    reached(line);
    const hash = text.indexOf('#');
    const content = pyStrip(hash === -1 ? text : text.slice(0, hash));
    if (!content) continue;
    const kv = splitField(content);
    if (!kv) continue;
    const field = pyStrip(kv.field).toLowerCase();
    const value = pyStrip(kv.value);
    if (!value) {
      previous = field;
      continue;
    }
    if (current.length === 0 && !USER_AGENT.has(field) && !SITEMAP.has(field)) continue;
    if (USER_AGENT.has(field)) {
      if (previous !== null && previous !== '' && !USER_AGENT.has(previous)) current = [];
      const name = value.toLowerCase();
      // Wildcards are stripped from names: `*bot` also names `bot`.
      const names = [name, name !== '*' && name.includes('*') ? name.replaceAll('*', '') : ''];
      for (const n of names) {
        if (!n) continue;
        let set = sets.get(n);
        if (set && !current.includes(set)) current.push(set);
        if (!set) {
          set = { name: n, rules: [], delay: null };
          sets.set(n, set);
          current.push(set);
        }
      }
    } else if (field === 'allow' || DISALLOW.has(field)) {
      for (const set of current) addRule(set, field === 'allow', value, line, cache);
    } else if (CRAWL_DELAY.has(field)) {
      const delay = pyFloat(value);
      if (delay.ok) for (const set of current) set.delay = delay.value;
    }
    previous = field;
  }
  for (const set of sets.values()) {
    // Longest pattern first, Allow before Disallow on a tie; otherwise file order (stable).
    set.rules.sort(
      (a, b) => b.pattern.priority - a.pattern.priority || Number(b.allow) - Number(a.allow),
    );
  }
  return sets;
}

/** The rule set whose name scores highest for this crawler (first on a tie), or null. */
function select(sets: Map<string, RuleSet>, agent: string): RuleSet | null {
  const robot = pyStrip(agent).toLowerCase();
  let best: RuleSet | null = null;
  let bestScore = 0;
  for (const set of sets.values()) {
    const score = set.name === '*' ? 1 : robot.includes(set.name) ? pyLen(set.name) : 0;
    if (score > bestScore) {
      best = set;
      bestScore = score;
    }
  }
  return best;
}

function decide(
  sets: Map<string, RuleSet>,
  url: string,
  agent: string,
  path: (url: string) => string,
): Rule | null {
  const set = select(sets, agent);
  if (!set) return null;
  const quoted = path(url);
  return set.rules.find((r) => r.pattern.matches(quoted)) ?? null;
}

export function readAsProtego(text: string): Reading {
  const { sets, failure } = parse(numberedPyLines(String(text ?? '')));
  const path = memoLast(quotePath);
  const safeDecide = memoLast((url: string, agent: string): Rule | null => {
    try {
      return decide(sets, url, agent, path);
    } catch (error) {
      if (error instanceof PyValueError) return null;
      throw error;
    }
  });
  return {
    id: 'scrapy',
    failure,
    allowed: (url, agent) => safeDecide(String(url), String(agent))?.allow ?? true,
    line: (url, agent) => safeDecide(String(url), String(agent))?.line ?? null,
    crawlDelay: (agent) => select(sets, String(agent))?.delay ?? null,
  };
}
