import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkUrl, parseRobots } from '@/lib/robots';
import type { RobotsFile } from '@/lib/robots/types';
import { engineEvaluator } from '@/lib/workbench';
import { CORPUS_DIR } from '../../support/fixtureData';

// The matrix's evaluator skips checkUrl's sentence but must give the same verdict and deciding
// line (DESIGN.md "The engine's public surface": checkUrl is the reference) on every real file.
const AGENTS = ['Googlebot', 'Googlebot-Image', 'Bingbot', 'GPTBot', 'MJ12bot', 'MyCrawler', '*'];

function urlsFor(robots: RobotsFile, origin: string): string[] {
  const urls = [
    `${origin}/`,
    `${origin}/robots.txt`,
    `${origin}/robots.txt?x=1`,
    `${origin}/index.html?q=1`,
  ];
  for (const group of robots.groups) {
    for (const rule of group.rules.slice(0, 20)) {
      const path = rule.pattern.replace(/\$$/, '').replaceAll('*', 'x');
      urls.push(
        `${origin}${path.startsWith('/') ? path : `/${path}`}`,
        `${origin}${path}/deeper?a=1`,
      );
    }
  }
  return urls.slice(0, 40);
}

describe('engineEvaluator agrees with checkUrl', () => {
  const files = readdirSync(CORPUS_DIR).filter((f) => f.endsWith('.txt'));

  it('on every file of the real-world corpus, for every crawler', () => {
    expect(files.length).toBeGreaterThan(300);
    let compared = 0;
    for (const file of files) {
      const text = readFileSync(join(CORPUS_DIR, file), 'utf8');
      const origin = 'https://corpus.example';
      const robots = parseRobots(text, `${origin}/robots.txt`);
      const evaluator = engineEvaluator('live', text, `${origin}/robots.txt`);
      for (const url of urlsFor(robots, origin)) {
        for (const agent of AGENTS) {
          const verdict = checkUrl(robots, url, agent);
          const got = evaluator.check(url, agent);
          if (got.allowed !== verdict.allowed || got.line !== (verdict.rule?.line ?? null)) {
            expect({ file, url, agent, got }).toEqual({
              file,
              url,
              agent,
              got: { allowed: verdict.allowed, line: verdict.rule?.line ?? null },
            });
          }
          compared += 1;
        }
      }
    }
    expect(compared).toBeGreaterThan(10_000);
  }, 60_000);
});
