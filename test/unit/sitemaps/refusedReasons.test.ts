import { describe, expect, it } from 'vitest';
import { sitemapErrorText } from '@/components/sitemapErrorText';
import { MAX_URL_CHARS } from '@/lib/net/cutUrl';
import { RefusedRequest } from '@/lib/net/guardFetch';
import { explainChain } from '@/lib/net/redirectChains';
import { refusePrivate } from '@/lib/net/refusal';
import { exploreSitemaps } from '@/lib/sitemaps';
import { fakeSite } from '@/test/support/fakeSite';
import { inLocale } from '../../support/inLocale';

// Issue 18 (round 3 leftover): a request guard's refusal inside a sitemap file's reason is cut
// by its URLs (docs/security.md: untrusted URLs are cut), never as a whole, so the UI can still
// read it back and word it (lib/net/refusal.ts, components/refusalText.ts).
const PAGE = 'https://shop.example';
const LONG = `${PAGE}/sitemap.xml?${'q'.repeat(400)}`;
const HOP = `http://10.0.0.1/${'x'.repeat(400)}`;
const allowAll = () => true;

describe('a refused sitemap, its URLs over 200 characters', () => {
  it('a redirect hop the guard refused: "fetch failed" with the refusal worded, URLs cut', async () => {
    // What guardFetch throws when the browser blocked a hop into the user's network.
    const chain = explainChain({ urls: [LONG, HOP], error: 'net::ERR_BLOCKED_BY_CLIENT' }, PAGE);
    const fetch = () => Promise.reject(new RefusedRequest('refused-private', chain?.message ?? ''));
    const report = await exploreSitemaps([LONG], { fetch, isAllowed: allowAll });
    const reason = report.files[0]?.error ?? '';
    const cutLong = `${LONG.slice(0, MAX_URL_CHARS)}… (cut)`;
    const cutHop = `${HOP.slice(0, MAX_URL_CHARS)}… (cut)`;
    expect(reason).toBe(
      `fetch failed: refused: ${cutLong} redirected to ${cutHop}, a private-network address`,
    );
    expect(sitemapErrorText(reason)).toBe(
      `fetch failed: refused: ${cutLong} redirected to ${cutHop}, a private-network address`,
    );
    expect(inLocale('zh_CN', () => sitemapErrorText(reason))).toBe(
      `获取失败：已拒绝：${cutLong} 重定向到 ${cutHop}，这是私有网络地址`,
    );
  });

  it("a sitemap URL the explorer's refuse option names: cut and worded", async () => {
    const site = fakeSite({});
    const private400 = `http://192.168.1.1/${'s'.repeat(400)}.xml`;
    const report = await exploreSitemaps([private400], {
      fetch: site.fetch,
      isAllowed: allowAll,
      refuse: refusePrivate(PAGE),
    });
    expect(site.calls).toHaveLength(0);
    const reason = report.files[0]?.error ?? '';
    const cut = `${private400.slice(0, MAX_URL_CHARS)}… (cut)`;
    expect(reason).toBe(`refused: ${cut} is a private-network address`);
    expect(inLocale('zh_CN', () => sitemapErrorText(reason))).toBe(`已拒绝：${cut} 是私有网络地址`);
  });

  it('any other long error is still cut at 200 characters', async () => {
    const fetch = () => Promise.reject(new TypeError(`refused: ${'y'.repeat(500)}`));
    const report = await exploreSitemaps([`${PAGE}/s.xml`], { fetch, isAllowed: allowAll });
    expect(report.files[0]?.error).toBe(
      `fetch failed: refused: ${'y'.repeat(191)}… (cut: 309 more characters)`,
    );
  });
});
