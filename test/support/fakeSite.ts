import { gzipSync } from 'node:zlib';

type Route = string | Uint8Array | (() => Response | Promise<Response>);

/**
 * A fake `fetch` over a table of URL → body (200, text/xml), byte body, or a function for
 * anything else; an unknown URL is a 404. Records every call with its init.
 */
export function fakeSite(routes: Record<string, Route>) {
  const calls: { url: string; init?: RequestInit }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = String(input);
    calls.push({ url, init });
    const route = routes[url];
    if (route === undefined) return new Response('<h1>Not found</h1>', { status: 404 });
    if (typeof route === 'function') return route();
    return new Response(route as BodyInit, { headers: { 'content-type': 'text/xml' } });
  };
  return { fetch: fetch as typeof globalThis.fetch, calls, urls: () => calls.map((c) => c.url) };
}

export function urlset(
  locs: (string | { loc: string; lastmod?: string })[],
  xmlns = 'http://www.sitemaps.org/schemas/sitemap/0.9',
): string {
  const items = locs.map((item) => {
    const { loc, lastmod } = typeof item === 'string' ? { loc: item, lastmod: undefined } : item;
    return `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${xmlns}">\n${items.join('\n')}\n</urlset>\n`;
}

export function sitemapIndex(locs: string[]): string {
  const items = locs.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
}

export function gzip(text: string | Uint8Array): Uint8Array<ArrayBuffer> {
  return new Uint8Array(gzipSync(text));
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
}
