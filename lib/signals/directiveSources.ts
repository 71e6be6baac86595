import { crawlerPrefix, KNOWN_DIRECTIVES, splitDirectivePieces, toDirective } from './directives';
import type { HeaderList, HeadMeta, IndexingSource } from './types';

/**
 * Where robots directives come from: `<meta name="robots|robot|<crawler>">` and `X-Robots-Tag`
 * headers (Google, "Robots meta tag … and X-Robots-Tag specifications"; Bing, "Robots
 * Metatags"). Every source is kept with the crawler it addresses; indexing.ts picks those that
 * apply to one crawler.
 */

/** Meta names addressed to every crawler. Google also reads the singular `robot`. */
const GENERIC_META_NAMES = new Set(['robots', 'robot']);

/** Meta names that are never robots directives, however many a page has. */
const NOT_ROBOTS = new Set([
  'viewport',
  'description',
  'keywords',
  'author',
  'generator',
  'theme-color',
  'referrer',
  'color-scheme',
  'format-detection',
  'tdm-reservation',
  'tdm-policy',
]);

/** A meta name that can address a crawler: a product token shape (`googlebot`, `googlebot-news`). */
const CRAWLER_NAME = /^[a-z][a-z0-9_-]*$/;

export function metaSources(metas: readonly HeadMeta[]): IndexingSource[] {
  const sources: IndexingSource[] = [];
  for (const meta of metas) {
    if (meta.httpEquiv) continue;
    const name = meta.name.trim().toLowerCase();
    if (NOT_ROBOTS.has(name) || !CRAWLER_NAME.test(name) || name.includes(':')) continue;
    const generic = GENERIC_META_NAMES.has(name);
    const pieces = splitDirectivePieces(meta.content);
    const directives = pieces.map(toDirective);
    // A crawler-named meta counts only if it says something a crawler reads as a directive.
    if (!generic && !directives.some((d) => KNOWN_DIRECTIVES.has(d.name))) continue;
    sources.push({
      source: 'meta',
      name,
      agent: generic ? null : name,
      text: meta.content.trim(),
      directives,
    });
  }
  return sources;
}

/**
 * Every `X-Robots-Tag` value (several headers, or one joined with commas as fetch joins them).
 * A value may start with a crawler prefix (`googlebot: noindex, nofollow`); the prefix applies
 * to the directives after it until the next prefix (Google: "X-Robots-Tag: googlebot: nofollow").
 */
export function headerSources(headers: HeaderList): IndexingSource[] {
  const sources: IndexingSource[] = [];
  for (const [name, value] of headers) {
    if (name.toLowerCase() !== 'x-robots-tag') continue;
    let agent: string | null = null;
    let pieces: string[] = [];
    const flush = () => {
      if (pieces.length === 0) return;
      sources.push({
        source: 'header',
        name: 'X-Robots-Tag',
        agent,
        text: pieces.join(', '),
        directives: pieces.map(toDirective),
      });
      pieces = [];
    };
    for (const piece of splitDirectivePieces(value)) {
      const prefix = crawlerPrefix(piece);
      if (prefix) {
        flush();
        agent = prefix.agent;
        const rest = prefix.rest.trim();
        if (rest !== '') pieces.push(rest);
      } else pieces.push(piece);
    }
    flush();
  }
  return sources;
}

/** Header values by name, case-insensitive, in order (a repeated header gives several). */
export function headerValues(headers: HeaderList, name: string): string[] {
  const wanted = name.toLowerCase();
  return headers.filter(([n]) => n.toLowerCase() === wanted).map(([, v]) => v);
}
