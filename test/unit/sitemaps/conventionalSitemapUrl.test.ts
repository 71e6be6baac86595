import { describe, expect, it } from 'vitest';
import { CONVENTIONAL_SITEMAP_NOTE, conventionalSitemapUrl } from '@/lib/sitemaps';

// Issue 6: with no Sitemap line, /sitemap.xml is offered as "not advertised, conventional location".
describe('conventionalSitemapUrl', () => {
  it.each([
    ['https://shop.example', 'https://shop.example/sitemap.xml'],
    ['http://shop.example:8080', 'http://shop.example:8080/sitemap.xml'],
    ['https://shop.example/some/page?q=1', 'https://shop.example/sitemap.xml'],
    ['chrome://extensions', undefined],
    ['not a url', undefined],
  ])('%s → %s', (origin, url) => {
    expect(conventionalSitemapUrl(origin)).toBe(url);
  });

  it('names the location honestly', () => {
    expect(CONVENTIONAL_SITEMAP_NOTE).toBe('not advertised, conventional location');
  });
});
