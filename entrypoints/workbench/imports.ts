import { browser } from 'wxt/browser';
import { sitemapFailureText } from '@/components/sitemapFailureText';
import { SITEMAP_PORT, type SitemapEvent, type SitemapRequest } from '@/lib/messaging';
import { MessagingError } from '@/lib/messagingError';
import { listSitemaps, parseRobots } from '@/lib/robots';
import { conventionalSitemapUrl } from '@/lib/sitemaps/conventionalSitemapUrl';

/** The paths the file's own rules name (up to their first `*` or `$`): the URLs its edits move. */
export function rulePaths(text: string, robotsUrl: string): string[] {
  const origin = new URL(robotsUrl).origin;
  const paths = new Set<string>();
  for (const group of parseRobots(text, robotsUrl).groups) {
    for (const rule of group.rules) {
      const path = rule.pattern.split(/[*$]/)[0] ?? '';
      if (path.startsWith('/')) paths.add(origin + path);
    }
  }
  return [...paths];
}

/** URLs of the browser's open tabs on the origin (host access lets the extension see them). */
export async function openTabUrls(origin: string): Promise<string[]> {
  const tabs = await browser.tabs.query({});
  return tabs.map((t) => t.url ?? '').filter((url) => url.startsWith(`${origin}/`));
}

/** A file's bytes as the draft: UTF-8 read leniently, with what was not text counted. */
export async function readDraftFile(
  file: File,
): Promise<{ text: string; replaced: number; nul: number }> {
  const text = new TextDecoder('utf-8').decode(await file.arrayBuffer());
  let replaced = 0;
  let nul = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0xfffd) replaced += 1;
    else if (c === 0) nul += 1;
  }
  return { text, replaced, nul };
}

/**
 * The page URLs the origin's sitemaps list, through the sitemap explorer in the background (the
 * same port the popup uses): the sitemaps robots.txt names, else the conventional /sitemap.xml.
 */
export function sitemapUrls(
  origin: string,
  robotsText: string,
  robotsUrl: string,
): Promise<{ urls: string[]; sitemaps: number; kept: number; total: number }> {
  const named = listSitemaps(parseRobots(robotsText, robotsUrl)).filter((u) =>
    /^https?:\/\//i.test(u),
  );
  const sitemaps = named.length
    ? named
    : [conventionalSitemapUrl(origin)].filter((u): u is string => !!u);
  return new Promise((resolve, reject) => {
    const port = browser.runtime.connect({ name: SITEMAP_PORT });
    let answered = false;
    port.onMessage.addListener((message: unknown) => {
      const event = message as SitemapEvent;
      if (event.type === 'progress') return;
      answered = true;
      port.disconnect();
      if (event.type === 'done') {
        const { listed, urlCount } = event.report;
        resolve({
          urls: listed.map((l) => l.url),
          sitemaps: sitemaps.length,
          kept: listed.length,
          total: urlCount,
        });
      } else {
        reject(
          event.type === 'error'
            ? new Error(sitemapFailureText(event.failure))
            : new MessagingError('unexpected-answer', SITEMAP_PORT),
        );
      }
    });
    port.onDisconnect.addListener(() => {
      if (!answered) reject(new Error(sitemapFailureText({ code: 'no-answer', detail: '' })));
    });
    const request: SitemapRequest = { url: `${origin}/`, agent: 'Googlebot', sitemaps };
    port.postMessage(request);
  });
}
