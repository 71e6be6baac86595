/**
 * The result for one crawler. G = Google robots meta tag specification ("if there are competing
 * rules, Google uses the most restrictive"; `none` = noindex, nofollow; `unavailable_after`).
 */
import { describe, expect, it } from 'vitest';
import type { HeadMeta } from '@/lib/signals';
import { crawlerKey, resolveIndexing } from '@/lib/signals';
import { headerSources, metaSources } from '@/lib/signals/directiveSources';

const NOW = Date.UTC(2026, 10, 30, 12);

function resolve(metas: HeadMeta[], headers: [string, string][], agent: string) {
  return resolveIndexing([...headerSources(headers), ...metaSources(metas)], agent, NOW, true);
}

describe('resolveIndexing', () => {
  it.each([
    ['nothing said: index, follow', [], [], 'Googlebot', 'index', 'follow'],
    [
      'G: robots noindex applies to all',
      [{ name: 'robots', content: 'noindex' }],
      [],
      'GPTBot',
      'noindex',
      'follow',
    ],
    [
      'G: none = noindex, nofollow',
      [{ name: 'robots', content: 'none' }],
      [],
      'Googlebot',
      'noindex',
      'nofollow',
    ],
    [
      'G: a crawler-specific meta applies to that crawler only',
      [{ name: 'googlebot', content: 'noindex' }],
      [],
      'Bingbot',
      'index',
      'follow',
    ],
    [
      'G: most restrictive of generic and specific',
      [
        { name: 'robots', content: 'nofollow' },
        { name: 'googlebot', content: 'noindex' },
      ],
      [],
      'Googlebot/2.1',
      'noindex',
      'nofollow',
    ],
    [
      'G: an explicit index does not undo a noindex',
      [
        { name: 'robots', content: 'index, follow' },
        { name: 'googlebot', content: 'noindex' },
      ],
      [],
      'Googlebot',
      'noindex',
      'follow',
    ],
    [
      'G: X-Robots-Tag crawler prefix',
      [],
      [['X-Robots-Tag', 'bingbot: noindex']],
      'Bingbot',
      'noindex',
      'follow',
    ],
    [
      'G: X-Robots-Tag prefix for another crawler',
      [],
      [['X-Robots-Tag', 'bingbot: noindex']],
      'Googlebot',
      'index',
      'follow',
    ],
    [
      'G: a past unavailable_after = noindex',
      [],
      [['X-Robots-Tag', 'unavailable_after: 2020-01-01']],
      'Googlebot',
      'noindex',
      'follow',
    ],
    [
      'G: a future unavailable_after changes nothing yet',
      [],
      [['X-Robots-Tag', 'unavailable_after: 2099-01-01']],
      'Googlebot',
      'index',
      'follow',
    ],
    [
      'a date no one can read is ignored',
      [{ name: 'robots', content: 'unavailable_after: someday' }],
      [],
      'Googlebot',
      'index',
      'follow',
    ],
    [
      '* reads only generic directives',
      [{ name: 'googlebot', content: 'noindex' }],
      [],
      '*',
      'index',
      'follow',
    ],
  ] as const)('%s', (_, metas, headers, agent, index, follow) => {
    const result = resolve(
      [...metas],
      headers.map((h) => [...h] as [string, string]),
      agent,
    );
    expect([result.index, result.follow]).toEqual([index, follow]);
  });

  it('keeps each applying directive with its source and marks the date', () => {
    const result = resolve(
      [
        { name: 'robots', content: 'noarchive' },
        { name: 'bingbot', content: 'noindex' },
      ],
      [['X-Robots-Tag', 'googlebot: unavailable_after: 2020-01-01']],
      'Googlebot',
    );
    expect(result.sources).toEqual([
      expect.objectContaining({ source: 'header', agent: 'googlebot', dateNote: 'expired' }),
      expect.objectContaining({ source: 'meta', name: 'robots', text: 'noarchive' }),
    ]);
  });

  it('says unknown when neither headers nor head were read', () => {
    expect(resolveIndexing([], 'Googlebot', NOW, false)).toMatchObject({
      index: 'unknown',
      follow: 'unknown',
    });
  });

  it('crawlerKey is the product token, lower-case', () => {
    expect(crawlerKey('Googlebot/2.1 (+http://www.google.com/bot.html)')).toBe('googlebot');
  });
});
