/**
 * Content-Signal and Content-Usage in robots.txt. Sources:
 * CS = Cloudflare, Content Signals Policy (contentsignals.org; blog "Giving users choice with
 *      Cloudflare's new Content Signals Policy"): `Content-Signal: search=yes, ai-train=no` in a
 *      User-agent group; keys search, ai-input, ai-train; values yes / no.
 * AT = draft-ietf-aipref-attach §4 (Content-Usage rule in a group, optional path, longest match);
 * AV = draft-ietf-aipref-vocab (train-ai, search …; y / n).
 * RFC 9309 §2.1 / §2.2.1 for which group a crawler reads.
 */
import { describe, expect, it } from 'vitest';
import { readRobotsUsage, readUsagePrefs } from '@/lib/signals';

const PAGE = 'https://news.example/world/story.html';
const CLOUDFLARE = [
  '# BEGIN Cloudflare Managed content',
  'User-agent: *',
  'Content-Signal: search=yes,ai-train=no',
  'Allow: /',
  '',
  'User-agent: GPTBot',
  'Disallow: /',
].join('\n');

const pick = (text: string, agent: string, url = PAGE) =>
  readRobotsUsage(text, url, agent).map((s) => [s.signal, s.value, s.line]);

describe('readRobotsUsage', () => {
  it.each([
    [
      'CS: the * group signal applies to a crawler without its own group',
      CLOUDFLARE,
      'Googlebot',
      [['content-signal', 'search=yes, ai-train=no', 3]],
    ],
    [
      'RFC 9309 §2.2.1: a crawler with its own group does not read the * group',
      CLOUDFLARE,
      'GPTBot',
      [],
    ],
    [
      "CS: a signal in the crawler's own group",
      'User-agent: ClaudeBot\nContent-Signal: ai-input=yes\nDisallow: /private\nUser-agent: *\nContent-Signal: ai-input=no',
      'ClaudeBot',
      [['content-signal', 'ai-input=yes', 2]],
    ],
    [
      'a line before any group applies to every crawler',
      'Content-Usage: train-ai=n\nUser-agent: *\nDisallow: /x',
      'CCBot',
      [['content-usage', 'train-ai=n', 1]],
    ],
    [
      'AT: the longest matching path wins',
      'User-agent: *\nContent-Usage: train-ai=y\nContent-Usage: /world/ train-ai=n\nContent-Usage: /world/sport/ train-ai=y',
      'CCBot',
      [['content-usage', 'train-ai=n', 3]],
    ],
    [
      'AT: a path that does not match leaves the general line',
      'User-agent: *\nContent-Usage: train-ai=y\nContent-Usage: /sport/ train-ai=n',
      'CCBot',
      [['content-usage', 'train-ai=y', 2]],
    ],
    [
      'paths use robots.txt wildcards',
      'User-agent: *\nContent-Usage: /*.html$ train-ai=n',
      'CCBot',
      [['content-usage', 'train-ai=n', 2]],
    ],
    [
      'directive names are case-insensitive',
      'user-agent: *\ncontent-signal: search=no',
      'Bingbot',
      [['content-signal', 'search=no', 2]],
    ],
    ['no usage lines, nothing', 'User-agent: *\nDisallow: /', 'Googlebot', []],
  ])('%s', (_, text, agent, expected) => {
    expect(pick(text, agent)).toEqual(expected);
  });

  it('both directives side by side, each with its source line and path', () => {
    const found = readRobotsUsage(
      'User-agent: *\nContent-Signal: ai-train=no\nContent-Usage: /world/ train-ai=n',
      PAGE,
      'GPTBot',
    );
    expect(found).toEqual([
      expect.objectContaining({ signal: 'content-signal', source: 'robots', line: 2, path: '/' }),
      expect.objectContaining({
        signal: 'content-usage',
        line: 3,
        path: '/world/',
        raw: '/world/ train-ai=n',
      }),
    ]);
  });
});

describe('readUsagePrefs', () => {
  it.each([
    ['CS: known keys and values', 'content-signal', 'search=yes, ai-input=no, ai-train=no', []],
    ['AV: known keys and values', 'content-usage', 'train-ai=n, search=y', []],
    [
      'AV key in a Content-Signal is a mix-up',
      'content-signal',
      'train-ai=no',
      ['vocabulary-mixup'],
    ],
    ['CS key in a Content-Usage is a mix-up', 'content-usage', 'ai-train=n', ['vocabulary-mixup']],
    ['unknown keys are kept raw', 'content-signal', 'use=reference', ['unknown-key']],
    ['CS: values are yes/no', 'content-signal', 'ai-train=n', ['bad-value']],
    ['AV: values are y/n', 'content-usage', 'train-ai=no', ['bad-value']],
  ] as const)('%s', (_, directive, text, notes) => {
    expect(readUsagePrefs(directive, text).notes).toEqual(notes);
  });

  it('keeps unknown keys as written (lower-cased) with their values', () => {
    expect(readUsagePrefs('content-signal', 'Search=Yes, use=reference').keys).toEqual([
      { key: 'search', value: 'yes', known: true },
      { key: 'use', value: 'reference', known: false },
    ]);
  });
});
