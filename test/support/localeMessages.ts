import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { generateChromeMessages, parseMessagesText } from '@wxt-dev/i18n/build';

/** What the build writes to `_locales/<lang>/messages.json`, read from `locales/<lang>.yml`. */
export type ChromeMessages = Record<
  string,
  { message: string; placeholders?: Record<string, { content: string }> }
>;

export const LANGUAGES = ['en', 'zh_CN'] as const;

export function localeMessages(lang: string): ChromeMessages {
  const text = readFileSync(resolve(__dirname, `../../locales/${lang}.yml`), 'utf8');
  return generateChromeMessages(parseMessagesText(text, 'YAML')) as ChromeMessages;
}

/**
 * `browser.i18n.getMessage` as Chrome implements it
 * (https://developer.chrome.com/docs/extensions/reference/api/i18n#method-getMessage and the
 * messages.json format): named `$placeholder$`s are replaced by their `content`, then `$1`…`$9`
 * by the substitutions (a missing one becomes empty), `$$` by `$`; an unknown key answers "".
 */
export function chromeGetMessage(
  messages: ChromeMessages,
  key: string,
  substitutions?: string | (string | number)[],
): string {
  const entry = messages[key];
  if (!entry) return '';
  const subs = substitutions === undefined ? [] : [substitutions].flat().map(String);
  let text = entry.message.replace(/\$([A-Za-z0-9_@]+)\$/g, (match, name: string) => {
    const placeholder = Object.entries(entry.placeholders ?? {}).find(
      ([k]) => k.toLowerCase() === name.toLowerCase(),
    );
    return placeholder ? placeholder[1].content : match;
  });
  text = text.replace(/\$(\$|[1-9])/g, (_, what: string) =>
    what === '$' ? '$' : (subs[Number(what) - 1] ?? ''),
  );
  return text;
}
