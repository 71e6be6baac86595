import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { errorWords } from '@/components/errorWords';
import { sitemapUrls } from '@/entrypoints/workbench/imports';
import type { SitemapEvent } from '@/lib/messaging';
import { MessagingError } from '@/lib/messagingError';
import { inLocale } from '@/test/support/inLocale';
import { portPair } from '@/test/support/requestPorts';

// Issue 16's "URLs from the sitemaps" import over the explorer's port (lib/messaging.ts
// SITEMAP_PORT); issue 18: an answer of another kind is a messaging code worded by the page.
const ROBOTS = 'User-agent: *\nDisallow: /private\nSitemap: https://shop.example/sitemap.xml\n';

/** The background's side of the port answers each request with `answer`. */
function backgroundAnswers(answer: SitemapEvent) {
  fakeBrowser.runtime.connect = ((info: { name: string }) => {
    const { page, background } = portPair(info.name);
    background.onMessage.addListener(() => background.postMessage(answer));
    return page;
  }) as never;
}

describe('sitemapUrls', () => {
  beforeEach(() => fakeBrowser.reset());

  it("the explorer's result: its kept URLs and counts", async () => {
    backgroundAnswers({
      type: 'done',
      report: { listed: [{ url: 'https://shop.example/a' }], urlCount: 3 } as never,
    });
    const got = await sitemapUrls(
      'https://shop.example',
      ROBOTS,
      'https://shop.example/robots.txt',
    );
    expect(got).toEqual({ urls: ['https://shop.example/a'], sitemaps: 1, kept: 1, total: 3 });
  });

  it('an answer of another kind is unexpected-answer, worded in the UI language', async () => {
    backgroundAnswers({
      type: 'regated',
      agent: 'Googlebot',
      listed: [],
      disallowedCount: 0,
      disallowedDetails: [],
    });
    const failure = sitemapUrls('https://shop.example', ROBOTS, 'https://shop.example/robots.txt');
    await expect(failure).rejects.toBeInstanceOf(MessagingError);
    const error = await failure.catch((e: unknown) => e);
    expect(errorWords(error)).toBe(
      "the extension's background gave an answer of an unexpected form (sitemap-explorer)",
    );
    expect(inLocale('zh_CN', () => errorWords(error))).toBe(
      '扩展的后台返回了格式异常的响应（sitemap-explorer）',
    );
  });
});
