/**
 * A reasonable scan for hard-coded English in a component's source (issue 18): JSX text nodes
 * and the string attributes a person reads (title, aria-label, placeholder, alt, and the label
 * props our components pass on). Words that stay verbatim in every language are allowed.
 */

/** Verbatim in every language: robots.txt vocabulary, protocols, names, units. */
export const VERBATIM = [
  'robots.txt',
  'User-agent',
  'User-Agent',
  'Crawl-delay',
  'Sitemap',
  'Allow',
  'Disallow',
  'Robots Lens',
  'SHA-256',
  'HTTP',
  'URL',
  'JSON',
  'RFC',
  'ETag',
  'KiB',
  'MiB',
  'ms',
  'MyCrawler',
];

/** What `>…<` catches that is code, not text: generics (`useRef<X>(null);`), ternaries. */
const CODE = /^[()](?![A-Za-z]{2,} [a-z])|===|=>|&&|\|\||;\s*$|\(\[|\]\)/m;

function english(text: string): boolean {
  let rest = text;
  for (const word of VERBATIM) rest = rest.split(word).join(' ');
  return /[A-Za-z]{2,}/.test(rest);
}

export function hardcodedEnglish(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
  const found: string[] = [];
  // JSX text: between a tag's `>` (not an arrow's `=>`) and the next `<` or `{`.
  for (const m of code.matchAll(/(?<![=-])>([^<>{}]+)(?=[<{])/g)) {
    const text = (m[1] ?? '').trim();
    if (text && english(text) && !CODE.test(text)) found.push(text);
  }
  const attrs =
    /\b(title|aria-label|placeholder|alt|label|question|confirmLabel|hint|unit|headline|explanation)="([^"]+)"/g;
  for (const m of code.matchAll(attrs)) {
    if (english(m[2] ?? '')) found.push(`${m[1]}="${m[2]}"`);
  }
  return found;
}
