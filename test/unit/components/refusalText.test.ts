import { describe, expect, it } from 'vitest';
import { pageProblemText } from '@/components/pageProblemText';
import { refusalText } from '@/components/refusalText';
import { sitemapErrorText } from '@/components/sitemapErrorText';
import { protectionLost } from '@/lib/net/createRequestGuard';
import { refusalMessage } from '@/lib/net/refusal';
import { inLocale } from '../../support/inLocale';

// Issue 18: the request guard's refusal (lib/net/refusal.ts) is worded in the UI's language;
// URLs and the browser's own reason stay verbatim.
const LOOPBACK = { code: 'private-host', url: 'http://127.0.0.1/', host: 'loopback' } as const;
const HOP = {
  code: 'private-redirect',
  url: 'https://a.example/sitemap.xml',
  target: 'http://10.0.0.1/x',
  host: 'private-network',
} as const;
const INACTIVE = {
  code: 'guard-inactive',
  url: 'https://a.example/',
  reason: 'Internal error',
} as const;

describe('refusalText', () => {
  it('words each refusal in English and Chinese', () => {
    expect(refusalText(LOOPBACK)).toBe(
      'refused: http://127.0.0.1/ is a loopback address (this computer)',
    );
    expect(inLocale('zh_CN', () => refusalText(LOOPBACK))).toBe(
      '已拒绝：http://127.0.0.1/ 是回环地址（本机）',
    );
    expect(inLocale('zh_CN', () => refusalText(HOP))).toBe(
      '已拒绝：https://a.example/sitemap.xml 重定向到 http://10.0.0.1/x，这是私有网络地址',
    );
    expect(inLocale('zh_CN', () => refusalText(INACTIVE))).toBe(
      '未获取：https://a.example/。防止请求进入你所在内网的保护未生效（Internal error），因此不发出任何请求',
    );
  });

  it("words the guard's own reason for being inactive, the browser's error verbatim", () => {
    const lost = protectionLost('rules-refused', new Error('Quota'));
    const inactive = { ...INACTIVE, reason: lost.active ? '' : lost.reason };
    expect(inLocale('zh_CN', () => refusalText(inactive))).toBe(
      '未获取：https://a.example/。防止请求进入你所在内网的保护未生效（浏览器拒绝了拦截规则：Quota），因此不发出任何请求',
    );
  });

  it("the English words are lib's own message, so English readers see what audit records say", () => {
    for (const refusal of [LOOPBACK, HOP, INACTIVE]) {
      expect(refusalText(refusal)).toBe(refusalMessage(refusal));
    }
  });

  it('a refused page fetch (a page problem) is worded, not shown as a network error', () => {
    const problem = { code: 'network-error', detail: refusalMessage(LOOPBACK) } as const;
    expect(inLocale('zh_CN', () => pageProblemText(problem))).toBe(
      '已拒绝：http://127.0.0.1/ 是回环地址（本机）',
    );
  });

  it("a refused sitemap file (the explorer's refuse option, or the guarded fetch) is worded", () => {
    expect(inLocale('zh_CN', () => sitemapErrorText(refusalMessage(HOP)))).toBe(
      '已拒绝：https://a.example/sitemap.xml 重定向到 http://10.0.0.1/x，这是私有网络地址',
    );
    expect(
      inLocale('zh_CN', () => sitemapErrorText(`fetch failed: ${refusalMessage(LOOPBACK)}`)),
    ).toBe('获取失败：已拒绝：http://127.0.0.1/ 是回环地址（本机）');
  });
});
