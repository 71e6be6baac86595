/**
 * docs/security.md "How untrusted text is rendered": the UI source never hands a string to the
 * HTML parser or to the JavaScript compiler. Preact escapes every text child; these are the ways
 * around that, and none may appear in what renders robots.txt, sitemaps or reports.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');
const DIRS = ['components', 'entrypoints', 'lib'];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(e.name) ? [path] : [];
  });
}

const FORBIDDEN: [string, RegExp][] = [
  ['dangerouslySetInnerHTML', /dangerouslySetInnerHTML/],
  ['innerHTML / outerHTML', /\.(?:inner|outer)HTML\b/],
  ['insertAdjacentHTML', /insertAdjacentHTML/],
  ['document.write', /document\.write/],
  ['DOMParser / createContextualFragment', /DOMParser|createContextualFragment/],
  ['eval', /\beval\s*\(/],
  ['new Function', /\bnew\s+Function\s*\(/],
  ['string timers', /set(?:Timeout|Interval)\s*\(\s*['"`]/],
];

const files = DIRS.flatMap((d) => sources(join(ROOT, d))).map((f) => relative(ROOT, f));

describe('UI and library source: no HTML or code from strings', () => {
  it('scans the source', () => {
    expect(files.length).toBeGreaterThan(30);
    expect(files).toContain('components/WarningGroups.tsx');
  });

  it.each(files)('%s', (file) => {
    const text = readFileSync(join(ROOT, file), 'utf8');
    const found = FORBIDDEN.filter(([, re]) => re.test(text)).map(([name]) => name);
    expect(found).toEqual([]);
  });

  it('the scan catches each forbidden form', () => {
    const samples = [
      '<div dangerouslySetInnerHTML={{ __html: x }} />',
      'el.innerHTML = x',
      'el.insertAdjacentHTML("beforeend", x)',
      'document.write(x)',
      'new DOMParser()',
      'eval(x)',
      'new Function("return 1")',
      "setTimeout('run()', 1)",
    ];
    samples.forEach((sample, i) => {
      expect(FORBIDDEN[i]?.[1].test(sample)).toBe(true);
    });
  });
});
