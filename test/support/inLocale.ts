import { fakeBrowser } from 'wxt/testing/fake-browser';
import { chromeGetMessage, localeMessages } from './localeMessages';

/**
 * Runs `read` with fakeBrowser answering from `locales/<lang>.yml` (issue 18: a test reads the
 * words of both languages), then puts the English messages of i18nSetup.ts back.
 */
export function inLocale<T>(lang: string, read: () => T): T {
  const messages = localeMessages(lang);
  const before = fakeBrowser.i18n.getMessage;
  fakeBrowser.i18n.getMessage = (key: string, subs?: string | (string | number)[]) =>
    chromeGetMessage(messages, key, subs);
  try {
    return read();
  } finally {
    fakeBrowser.i18n.getMessage = before;
  }
}
