import { type NumberedLine, numberedPyLines } from './lineMap';
import { memoLast } from './memoLast';
import { pyInt, pyIsDigit, pyStrip } from './pyText';
import { PyValueError, pyQuote, pyUnquote, pyUrlparse, pyUrlunparse } from './pyUrl';
import type { Reading, ReadingFailure } from './types';

/**
 * The `python` reading: CPython's `urllib.robotparser` (3.11–3.13) after `parse(text.splitlines())`,
 * as its source shows it (docs/design.md "Readings"): a blank line ends an entry, the first entry naming
 * the crawler (substring) wins, else the first `*` entry; rules in file order, prefix match, first
 * match wins; Crawl-delay only as an integer. Written from that behaviour, not translated.
 */

interface RuleLine {
  path: string;
  allowance: boolean;
  line: number;
}

interface Entry {
  agents: string[];
  rules: RuleLine[];
  delay: number | null;
}

interface Parsed {
  entries: Entry[];
  fallback: Entry | null;
  failure: ReadingFailure | null;
}

const newEntry = (): Entry => ({ agents: [], rules: [], delay: null });

function ruleLine(value: string, allowance: boolean, line: number): RuleLine {
  // An empty Disallow allows everything.
  const allow = value === '' && !allowance ? true : allowance;
  return { path: pyQuote(pyUrlunparse(pyUrlparse(value)), '/'), allowance: allow, line };
}

/** `int(value)` where robotparser calls it (it checks `isdigit` first; `int` can still raise). */
function readInt(value: string): number | null {
  if (!pyIsDigit(pyStrip(value))) return null;
  const n = pyInt(value);
  if (!n.ok) throw new PyValueError(n.error);
  return n.value;
}

function parse(lines: NumberedLine[]): Parsed {
  const parsed: Parsed = { entries: [], fallback: null, failure: null };
  const add = (entry: Entry) => {
    if (entry.agents.includes('*')) parsed.fallback ??= entry;
    else parsed.entries.push(entry);
  };
  // 0: start, 1: saw User-agent, 2: saw a rule.
  let state = 0;
  let entry = newEntry();
  for (const { text, line } of lines) {
    // Only a truly empty line ends an entry (one holding a space does not).
    if (text === '' && state !== 0) {
      if (state === 2) add(entry);
      entry = newEntry();
      state = 0;
    }
    const hash = text.indexOf('#');
    const content = pyStrip(hash === -1 ? text : text.slice(0, hash));
    const colon = content.indexOf(':');
    if (!content || colon === -1) continue;
    const key = pyStrip(content.slice(0, colon)).toLowerCase();
    const value = pyUnquote(pyStrip(content.slice(colon + 1)));
    try {
      if (key === 'user-agent') {
        if (state === 2) {
          add(entry);
          entry = newEntry();
        }
        entry.agents.push(value);
        state = 1;
      } else if ((key === 'disallow' || key === 'allow') && state !== 0) {
        entry.rules.push(ruleLine(value, key === 'allow', line));
        state = 2;
      } else if (key === 'crawl-delay' && state !== 0) {
        const delay = readInt(value);
        if (delay !== null) entry.delay = delay;
        state = 2;
      } else if (key === 'request-rate' && state !== 0) {
        const numbers = value.split('/');
        if (numbers.length === 2) {
          const [requests, seconds] = numbers as [string, string];
          if (pyIsDigit(pyStrip(requests)) && pyIsDigit(pyStrip(seconds))) {
            readInt(requests);
            readInt(seconds);
          }
        }
        state = 2;
      }
    } catch (error) {
      if (!(error instanceof PyValueError)) throw error;
      // parse() raises here: what it had added so far stays, the rest of the file is never read.
      parsed.failure = {
        line,
        error: error.message,
        message: `Python's robotparser raises ValueError on this line (${error.message}); parse() stops, so a crawler using it crashes or keeps only the rules above.`,
      };
      return parsed;
    }
  }
  if (state === 2) add(entry);
  return parsed;
}

function appliesTo(entry: Entry, agent: string): boolean {
  const name = (agent.split('/')[0] as string).toLowerCase();
  return entry.agents.some((a) => a === '*' || name.includes(a.toLowerCase()));
}

function entryFor(parsed: Parsed, agent: string): Entry | null {
  return parsed.entries.find((e) => appliesTo(e, agent)) ?? parsed.fallback;
}

/** The URL as robotparser compares it: unquoted, parsed, re-quoted, scheme and host dropped. */
function comparable(url: string): string {
  const parts = pyUrlparse(pyUnquote(url));
  return pyQuote(pyUrlunparse({ ...parts, scheme: '', netloc: '' }), '/') || '/';
}

/** `comparable`, or null where robotparser raises on the URL. */
function comparableOrNull(url: string): string | null {
  try {
    return comparable(url);
  } catch (error) {
    if (error instanceof PyValueError) return null;
    throw error;
  }
}

function decideWith(
  parsed: Parsed,
  url: string,
  agent: string,
  pathOf: (url: string) => string | null,
): RuleLine | null {
  const entry = entryFor(parsed, agent);
  if (!entry) return null;
  const path = pathOf(url);
  if (path === null) return null;
  return entry.rules.find((r) => r.path === '*' || path.startsWith(r.path)) ?? null;
}

export function readAsPython(text: string): Reading {
  const parsed = parse(numberedPyLines(String(text ?? '')));
  const path = memoLast(comparableOrNull);
  const decide = memoLast((url: string, agent: string) => decideWith(parsed, url, agent, path));
  return {
    id: 'python',
    failure: parsed.failure,
    allowed: (url, agent) => decide(String(url), String(agent))?.allowance ?? true,
    line: (url, agent) => decide(String(url), String(agent))?.line ?? null,
    crawlDelay: (agent) => entryFor(parsed, String(agent))?.delay ?? null,
  };
}
