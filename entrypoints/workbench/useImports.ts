import { useState } from 'preact/hooks';
import { i18n } from '#i18n';
import { errorWords } from '@/components/errorWords';
import { formatNumber } from '@/components/intlCore';
import { historyUrls } from './historyUrls';
import { openTabUrls, rulePaths, sitemapUrls } from './imports';

export interface UrlImport {
  id: 'rules' | 'sitemaps' | 'tabs' | 'history';
  label: string;
  run: () => void;
}

/**
 * The URL list's imports (issue 16: the live file's rule paths, the sitemaps, the URLs visited on
 * the origin — open tabs and, on request, the browser's history), each with its outcome in words.
 */
export function useImports(
  origin: string,
  live: { text: string; robotsUrl: string } | null,
  append: (urls: string[]) => void,
) {
  const [notice, setNotice] = useState<string | null>(null);
  const added = (urls: string[], words: string) => {
    append(urls);
    setNotice(words);
  };
  const failed = (key: 'sitemapsFailed' | 'tabsFailed' | 'historyFailed') => (e: unknown) =>
    setNotice(i18n.t(`workbench.imports.${key}`, [errorWords(e)]));
  const text = live?.text ?? '';
  const robotsUrl = live?.robotsUrl ?? `${origin}/robots.txt`;
  const imports: UrlImport[] = [
    {
      id: 'rules',
      label: i18n.t('workbench.imports.rules'),
      run: () => {
        const urls = rulePaths(text, robotsUrl);
        added(
          urls,
          i18n.t('workbench.imports.rulesAdded', urls.length, [formatNumber(urls.length)]),
        );
      },
    },
    {
      id: 'sitemaps',
      label: i18n.t('workbench.imports.sitemaps'),
      run: () => {
        setNotice(i18n.t('workbench.imports.sitemapsReading'));
        sitemapUrls(origin, text, robotsUrl).then((r) => {
          const kept =
            r.kept < r.total
              ? i18n.t('workbench.imports.sitemapsKept', [
                  formatNumber(r.kept),
                  formatNumber(r.total),
                ])
              : '';
          const words = i18n.t('workbench.imports.sitemapsAdded', r.urls.length, [
            formatNumber(r.urls.length),
            formatNumber(r.sitemaps),
          ]);
          added(r.urls, words + kept);
        }, failed('sitemapsFailed'));
      },
    },
    {
      id: 'tabs',
      label: i18n.t('workbench.imports.tabs'),
      run: () =>
        openTabUrls(origin).then(
          (urls) =>
            added(
              urls,
              i18n.t('workbench.imports.tabsAdded', urls.length, [formatNumber(urls.length)]),
            ),
          failed('tabsFailed'),
        ),
    },
    {
      id: 'history',
      label: i18n.t('workbench.imports.history'),
      // No await before historyUrls: its permission request needs this click's user gesture.
      run: () =>
        historyUrls(origin).then((r) => {
          if (!r.ok) return setNotice(i18n.t('workbench.imports.historyRefused'));
          const words = i18n.t('workbench.imports.historyAdded', r.urls.length, [
            formatNumber(r.urls.length),
            formatNumber(r.entries),
            formatNumber(r.max),
          ]);
          added(r.urls, words);
        }, failed('historyFailed')),
    },
  ];
  return { imports, notice };
}
