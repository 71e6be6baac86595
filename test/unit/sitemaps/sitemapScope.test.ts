import { describe, expect, it } from 'vitest';
import { hashUrl } from '@/lib/sitemaps/hashUrl';
import { scopeProblem, sitemapScope } from '@/lib/sitemaps/sitemapScope';

// sitemaps.org "Sitemap file location": same protocol, same host, under the sitemap's directory.
describe('scopeProblem', () => {
  const scope = sitemapScope('https://shop.example/catalog/sitemap.xml');
  it.each([
    ['https://shop.example/catalog/shoes', null],
    ['https://shop.example/catalog/', null],
    ['https://SHOP.EXAMPLE:443/catalog/x', null],
    ['https://shop.example/catalogue/x', 'outside /catalog/'],
    ['https://shop.example/images/x', 'outside /catalog/'],
    ['http://shop.example/catalog/x', 'same protocol'],
    ['https://www.shop.example/catalog/x', 'same host'],
    ['https://shop.example:8443/catalog/x', 'same host'],
    ['https://', 'not a valid URL'],
  ])('%s', (url, fragment) => {
    if (!scope) throw new Error('scope expected');
    const problem = scopeProblem(scope, url);
    if (fragment === null) expect(problem).toBeNull();
    else expect(problem).toContain(fragment);
  });

  it('a root sitemap may list any path of its host; an index child is checked by site only', () => {
    const root = sitemapScope('https://shop.example/sitemap.xml');
    if (!root || !scope) throw new Error('scope expected');
    expect(scopeProblem(root, 'https://shop.example/a/b/c')).toBeNull();
    expect(scopeProblem(scope, 'https://shop.example/other/s.xml', false)).toBeNull();
    expect(scopeProblem(scope, 'https://cdn.example/s.xml', false)).toContain('same host');
  });
});

describe('hashUrl', () => {
  it('is stable and tells apart strings that pack alike', () => {
    expect(hashUrl('https://a/x')).toBe(hashUrl('https://a/x'));
    expect(hashUrl('a')).not.toBe(hashUrl('a\0'));
    expect(hashUrl('https://a/1')).not.toBe(hashUrl('https://a/2'));
    expect(Number.isSafeInteger(hashUrl('https://a/é'))).toBe(true);
  });
});
