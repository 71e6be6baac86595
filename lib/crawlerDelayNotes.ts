/**
 * How a crawler treats Crawl-delay, where its operator documents it, by lower-case token. Kept
 * apart from the presets so the popup's first screen does not carry these sentences (issue 14).
 */
const DELAY_NOTES: Readonly<Record<string, string>> = {
  googlebot: 'Googlebot ignores Crawl-delay; Google sets its own crawl rate.',
  bingbot:
    'Bingbot reads Crawl-delay as a time window: at most one page per window of that many seconds.',
  yandexbot: 'YandexBot ignores Crawl-delay since 2018; the rate is set in Yandex Webmaster.',
};

export function delayNoteOf(token: string): string | null {
  return DELAY_NOTES[token.toLowerCase()] ?? null;
}
