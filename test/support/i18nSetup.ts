import { fakeBrowser } from 'wxt/testing/fake-browser';
import { chromeGetMessage, localeMessages } from './localeMessages';

/**
 * fakeBrowser leaves `i18n` unmocked; the unit tests read the English messages, as a browser in
 * English would (issue 18), so component tests keep asserting English text.
 */
const en = localeMessages('en');
const predefined: Record<string, string> = { '@@ui_locale': 'en_US', '@@bidi_dir': 'ltr' };

fakeBrowser.i18n.getMessage = (key: string, subs?: string | (string | number)[]) =>
  predefined[key] ?? chromeGetMessage(en, key, subs);
fakeBrowser.i18n.getUILanguage = () => 'en';
