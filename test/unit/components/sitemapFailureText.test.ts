import { describe, expect, it } from 'vitest';
import { sitemapFailureText } from '@/components/sitemapFailureText';
import type { SitemapFailure } from '@/lib/sitemaps/sitemapFailure';
import { inLocale } from '../../support/inLocale';

// Issue 18: the explorer's background answers a failure as a code (lib/background/serveSitemapPort.ts);
// the popup and the workbench word it; the browser's own error text stays verbatim.
const CASES: [SitemapFailure, string, string][] = [
  [
    { code: 'not-applicable', detail: 'chrome' },
    'robots.txt does not apply to chrome: pages.',
    'robots.txt 不适用于 chrome: 协议的页面。',
  ],
  [
    { code: 'unsendable', detail: 'Message length exceeded maximum allowed length.' },
    'the result could not be sent (Message length exceeded maximum allowed length.).',
    '无法发送结果（Message length exceeded maximum allowed length.）。',
  ],
  [{ code: 'no-answer', detail: '' }, 'the background stopped answering.', '后台已停止响应。'],
  [{ code: 'failed', detail: 'quota exceeded' }, 'quota exceeded', 'quota exceeded'],
];

describe('sitemapFailureText', () => {
  it.each(CASES)('%o in English and Chinese', (failure, en, zh) => {
    expect(sitemapFailureText(failure)).toBe(en);
    expect(inLocale('zh_CN', () => sitemapFailureText(failure))).toBe(zh);
  });
});
