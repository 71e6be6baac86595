/** presets.json: one data file with sources, grouped by purpose (docs/design.md "Crawlers and tokens"). */
import { describe, expect, it } from 'vitest';
import {
  ALL_PRESETS,
  CRAWLER_PRESETS,
  crawlerToken,
  findPreset,
  isValidCrawlerToken,
  PRESET_CATEGORIES,
  PRESET_GROUPS,
  PRESETS_FILE,
} from '@/lib/crawlers';

describe('crawler presets', () => {
  it('every preset has a known purpose and a source', () => {
    for (const p of ALL_PRESETS) {
      expect(PRESET_CATEGORIES, p.token).toContain(p.category);
      expect(p.source, p.token).toMatch(/^https:\/\//);
    }
  });

  it('tokens are unique (case-insensitive)', () => {
    const tokens = ALL_PRESETS.map((p) => p.token.toLowerCase());
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  // Issue 13 item 5: a preset is the token robots.txt groups match, never a User-Agent fragment
  // ("MistralAI-User/1.0", "Brightbot 1.0" upstream); scripts/updateAiCrawlers.ts reduces them.
  it('every preset token is a valid token, already reduced', () => {
    for (const p of ALL_PRESETS) {
      expect(isValidCrawlerToken(p.token), p.token).toBe(true);
      expect(crawlerToken(p.token), p.token).toBe(p.token);
      if (p.upstreamName !== undefined) {
        expect(p.upstreamName, p.token).not.toBe(p.token);
        expect(crawlerToken(p.upstreamName), p.upstreamName).toBe(p.token);
      }
    }
    expect(findPreset('MistralAI-User')?.token).toBe('MistralAI-User');
    expect(findPreset('Brightbot')?.token).toBe('Brightbot');
    expect(findPreset('Terra')?.upstreamName).toBe('Terra Cotta');
  });

  it('groups by the five purposes, in order', () => {
    expect(PRESET_GROUPS.map((g) => g.id)).toEqual([
      'search',
      'ai-training',
      'ai-search',
      'user-triggered',
      'seo',
    ]);
    for (const g of PRESET_GROUPS) expect(g.presets.length, g.id).toBeGreaterThan(0);
  });

  it('records the ai-robots-txt version its AI crawlers come from', () => {
    expect(PRESETS_FILE.upstream).toMatchObject({
      repo: 'https://github.com/ai-robots-txt/ai.robots.txt',
      license: 'MIT',
    });
    expect(PRESETS_FILE.upstream?.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(ALL_PRESETS.filter((p) => p.from === 'ai-robots-txt').length).toBeGreaterThan(50);
  });

  it('labels Google-Extended and Applebot-Extended as usage controls', () => {
    expect(findPreset('Google-Extended')?.tokenOnly).toBe(true);
    expect(findPreset('applebot-extended')?.tokenOnly).toBe(true);
  });

  it('keeps the popup list it always offered', () => {
    expect(CRAWLER_PRESETS.map((p) => p.token)).toEqual([
      'Googlebot',
      'Bingbot',
      'Applebot',
      'DuckDuckBot',
      'YandexBot',
      'Baiduspider',
      'GPTBot',
      'OAI-SearchBot',
      'ChatGPT-User',
      'ClaudeBot',
      'Claude-SearchBot',
      'Claude-User',
      'CCBot',
      'PerplexityBot',
      'Google-Extended',
      'Applebot-Extended',
      'Bytespider',
      'Meta-ExternalAgent',
      '*',
    ]);
  });
});
