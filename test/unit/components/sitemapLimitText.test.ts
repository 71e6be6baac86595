import { describe, expect, it } from 'vitest';
import { sitemapLimitNoteText, sitemapLimitText } from '@/components/sitemapLimitText';
import type { SitemapLimit } from '@/lib/sitemaps/sitemapLimit';
import { inLocale } from '../../support/inLocale';

// Issue 18: the explorer's caps are codes and numbers (lib/sitemaps/sitemapLimit.ts), worded in
// the UI's language with Intl numbers; 50,000 is sitemaps.org's per-file maximum.
const CASES: [SitemapLimit, string, string][] = [
  [
    { code: 'file-urls', max: 50_000 },
    'stopped at 50,000 URLs in one file (sitemaps.org: at most 50,000 per file)',
    '单个文件计满 50,000 个 URL 后停止（sitemaps.org：每个文件最多 50,000 个）',
  ],
  [
    { code: 'total-urls', max: 500_000 },
    'stopped at 500,000 URLs over all files',
    '所有文件共计满 500,000 个 URL 后停止',
  ],
  [
    { code: 'children', max: 50_000 },
    'stopped at 50,000 child sitemaps (sitemaps.org: at most 50,000)',
    '计满 50,000 个子站点地图后停止（sitemaps.org：最多 50,000 个）',
  ],
  [
    { code: 'depth', max: 3, notFetched: 12 },
    'depth limit 3 reached: 12 child sitemaps not fetched',
    '已达深度上限 3 层：12 个子站点地图未获取',
  ],
  [
    { code: 'files', max: 100, notFetched: 1_234 },
    'stopped after 100 files; 1,234 not fetched',
    '获取 100 个文件后停止；1,234 个未获取',
  ],
  [
    { code: 'cancelled-reading' },
    'cancelled while reading; counted in part',
    '读取中途取消；仅部分计数',
  ],
  [
    { code: 'listed-bound', shown: 2_500, kept: 5_000 },
    'only the first 2,500 of 5,000 kept URLs are shown (message size bound)',
    '受消息大小限制，保留的 5,000 个 URL 中只显示前 2,500 个',
  ],
];

describe('sitemapLimitText', () => {
  it.each(CASES)('%o in English and Chinese', (limit, en, zh) => {
    expect(sitemapLimitText(limit)).toBe(en);
    expect(inLocale('zh_CN', () => sitemapLimitText(limit))).toBe(zh);
  });

  it("names a file's own cap with its URL, verbatim", () => {
    const note = { code: 'depth', max: 3, notFetched: 1, url: 'https://a.example/3.xml' } as const;
    expect(sitemapLimitNoteText(note)).toBe(
      'https://a.example/3.xml: depth limit 3 reached: 1 child sitemaps not fetched',
    );
    expect(inLocale('zh_CN', () => sitemapLimitNoteText(note))).toBe(
      'https://a.example/3.xml：已达深度上限 3 层：1 个子站点地图未获取',
    );
  });
});
