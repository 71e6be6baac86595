/** listSitemaps: docs/design.md "Sitemaps" (global, in order, deduplicated, resolved, http(s) only). */
import { describe, expect, it } from 'vitest';
import { listSitemaps, parseRobots } from '@/lib/robots';

describe('listSitemaps', () => {
  it('lists every Sitemap line of the file, in order, without duplicates', () => {
    const text = [
      'Sitemap: https://example.com/a.xml',
      'User-agent: *',
      'Disallow: /x',
      'Sitemap: /b.xml',
      'site-map: https://example.com/c.xml',
      'Sitemap: https://example.com/a.xml',
      'Sitemap: javascript:alert(1)',
      'Sitemap: ftp://example.com/d.xml',
      'Sitemap: http://[bad',
      'User-agent: other',
      'Sitemap: b.xml',
    ].join('\n');
    expect(listSitemaps(parseRobots(text, 'https://example.com/robots.txt'))).toEqual([
      'https://example.com/a.xml',
      'https://example.com/b.xml',
      'https://example.com/c.xml',
    ]);
  });

  it('keeps a relative sitemap out when the robots.txt URL is not valid', () => {
    expect(listSitemaps(parseRobots('Sitemap: /s.xml\n', 'not a url'))).toEqual([]);
  });

  it('survives structured clone', () => {
    const robots = structuredClone(parseRobots('Sitemap: /s.xml\n', 'http://a.example/robots.txt'));
    expect(listSitemaps(robots)).toEqual(['http://a.example/s.xml']);
  });
});
