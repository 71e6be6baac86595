/**
 * Regenerates the AI crawlers in lib/crawlers/presets.json from ai-robots-txt's robots.json
 * (github.com/ai-robots-txt/ai.robots.txt, MIT) and records the upstream version. Hand-written
 * presets (no "from") are kept as they are and win over an upstream entry with the same token.
 *
 *   AI_ROBOTS_GIT=<clone>/.git npx tsx scripts/updateAiCrawlers.ts
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { crawlerToken } from '../lib/crawlers/crawlerToken';
import type { PresetCategory, PresetData, PresetsFile } from '../lib/crawlers/presets';

const FILE = resolve(import.meta.dirname, '../lib/crawlers/presets.json');
const REPO = 'https://github.com/ai-robots-txt/ai.robots.txt';
const gitDir = process.env.AI_ROBOTS_GIT;
if (!gitDir) {
  console.error(
    'Set AI_ROBOTS_GIT to the git directory of a clone of ai-robots-txt/ai.robots.txt.',
  );
  process.exit(2);
}

const git = (...args: string[]) =>
  execFileSync('git', ['--git-dir', gitDir, ...args], {
    encoding: 'utf8',
    maxBuffer: 1 << 26,
  }).trim();

interface Upstream {
  operator?: string;
  function?: string;
  description?: string;
}

const MARKDOWN_LINK = /^\[([^\]]*)\]\(([^)]*)\)/;
const UNCLEAR = /^unclear at this time\.?$/i;

function operatorOf(entry: Upstream): { operator: string; source: string } {
  const text = (entry.operator ?? '').trim();
  const link = MARKDOWN_LINK.exec(text);
  if (link) return { operator: link[1] || 'Unknown operator', source: link[2] || REPO };
  return { operator: text && !UNCLEAR.test(text) ? text : 'Unknown operator', source: REPO };
}

/** ai-robots-txt's free-text "function" → one of our purposes. */
function categoryOf(token: string, fn: string): PresetCategory {
  const f = fn.toLowerCase();
  if (
    /-user$/i.test(token) ||
    /\bagents?\b|assistant|user-initiated|on behalf|user request|prompt/.test(f)
  ) {
    return 'user-triggered';
  }
  if (/search|answer/.test(f)) return 'ai-search';
  return 'ai-training';
}

function purposeOf(fn: string): string {
  const text = fn.trim().replace(/\.$/, '');
  if (!text || UNCLEAR.test(fn.trim())) return 'AI crawler (purpose not documented)';
  return text.length > 120 ? `${text.slice(0, 117)}…` : text;
}

const upstream = JSON.parse(git('show', 'HEAD:robots.json')) as Record<string, Upstream>;
const data = JSON.parse(readFileSync(FILE, 'utf8')) as PresetsFile;
const kept = data.presets.filter((p) => p.from !== 'ai-robots-txt');
const known = new Set(kept.map((p) => p.token.toLowerCase()));
const generated: PresetData[] = Object.entries(upstream)
  // Upstream names are User-Agent fragments ("MistralAI-User/1.0", "Brightbot 1.0"): a preset is
  // the token a robots.txt group matches, reduced as everywhere else (docs/design.md "Crawlers and
  // tokens"); the upstream spelling stays as its label.
  .map(([name, entry]) => ({ name, token: crawlerToken(name), entry }))
  // Upstream lists some names twice in different case, or two that reduce to one token;
  // robots.txt compares tokens case-insensitively, so the first one stands.
  .filter(({ token }) => {
    const key = token.toLowerCase();
    if (!token || token === '*' || known.has(key)) return false;
    known.add(key);
    return true;
  })
  .map(({ name, token, entry }) => ({
    token,
    ...(name !== token && { upstreamName: name }),
    ...operatorOf(entry),
    category: categoryOf(token, entry.function ?? ''),
    purpose: purposeOf(entry.function ?? ''),
    from: 'ai-robots-txt' as const,
  }))
  .map(({ token, upstreamName, operator, source, category, purpose, from }) => ({
    token,
    ...(upstreamName && { upstreamName }),
    operator,
    category,
    purpose,
    source,
    from,
  }))
  .sort((a, b) => a.token.localeCompare(b.token, 'en'));

data.upstream = {
  repo: REPO,
  file: 'robots.json',
  license: 'MIT',
  commit: git('rev-parse', 'HEAD'),
  version: git('describe', '--tags', '--always'),
  date: git('log', '-1', '--format=%cI'),
};
data.presets = [...kept, ...generated];
writeFileSync(FILE, `${JSON.stringify(data, null, 2)}\n`);
// The repository's formatter owns the layout, so a regeneration changes only the data.
execFileSync('npx', ['biome', 'format', '--write', FILE], { stdio: 'inherit' });
console.log(
  `${generated.length} AI crawlers from ${data.upstream.version} (${data.upstream.commit}); ${kept.length} hand-written presets kept.`,
);
