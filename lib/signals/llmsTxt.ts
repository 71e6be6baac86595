/**
 * `/llms.txt` (llmstxt.org proposal): Markdown whose first element is an H1 with the site's
 * name, then an optional `>` summary and H2 sections of link lists (`- [name](url): notes`).
 * Read from the fetch outcome: absent (404/410 or any error status), an HTML page served with
 * 200 (a soft 404: the site answers every path with a page), or present with its title and
 * link count. Markdown is read line by line; nothing is rendered.
 */

export type LlmsTxt =
  | { state: 'present'; title: string | null; links: number; sections: number }
  | { state: 'absent'; status: number }
  | { state: 'soft-404' };

const LINK_ITEM = /^\s*[-*+]\s*\[[^\]]*\]\([^)\s]+[^)]*\)/;

function looksLikeHtml(contentType: string, text: string): boolean {
  if (/^\s*text\/html\b/i.test(contentType)) return true;
  const start = text.slice(0, 512).trimStart().toLowerCase();
  return (
    start.startsWith('<!doctype html') || start.startsWith('<html') || start.startsWith('<head')
  );
}

export function readLlmsTxt(status: number, contentType: string, text: string): LlmsTxt {
  if (status < 200 || status > 299) return { state: 'absent', status };
  if (looksLikeHtml(contentType, text)) return { state: 'soft-404' };
  let title: string | null = null;
  let links = 0;
  let sections = 0;
  for (const line of text.split(/\r\n|\r|\n/)) {
    if (title === null && /^#\s+\S/.test(line)) title = line.replace(/^#\s+/, '').trim();
    else if (/^##\s+\S/.test(line)) sections++;
    else if (LINK_ITEM.test(line)) links++;
  }
  return { state: 'present', title, links, sections };
}
