import { describe, expect, it } from 'vitest';
import {
  type ChromeMessages,
  chromeGetMessage,
  LANGUAGES,
  localeMessages,
} from '../../support/localeMessages';

// Issue 18: every key in every language, with the same placeholders, and no empty message. A
// translation may reorder `$1`…`$9` and `{name}`s, never drop or add one (Chrome's messages.json
// format: https://developer.chrome.com/docs/extensions/reference/api/i18n).

const placeholders = (message: string) =>
  [
    ...new Set([
      ...[...message.matchAll(/(?<!\$)\$([1-9])/g)].map((m) => `$${m[1]}`),
      ...[...message.matchAll(/\{([A-Za-z0-9_]+)\}/g)].map((m) => `{${m[1]}}`),
    ]),
  ].sort();

const byLang = Object.fromEntries(LANGUAGES.map((l) => [l, localeMessages(l)])) as Record<
  (typeof LANGUAGES)[number],
  ChromeMessages
>;
const en = byLang.en;

describe.each(LANGUAGES)('locales/%s.yml', (lang) => {
  const messages = byLang[lang];

  it('has exactly the English keys', () => {
    expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort());
  });

  it('has no empty message (nor an empty plural form)', () => {
    const empty = Object.entries(messages).filter(([, m]) =>
      m.message.split(' | ').some((form) => form.trim() === ''),
    );
    expect(empty.map(([k]) => k)).toEqual([]);
  });

  it('has no `$1$2` (Chrome reads `$1$` as an undefined named placeholder and refuses to load)', () => {
    const bad = Object.entries(messages).filter(([, m]) => /\$\d+\$(?!\$)/.test(m.message));
    expect(bad.map(([k]) => k)).toEqual([]);
  });

  it('uses the same placeholders as English in every message and plural form', () => {
    const differing = Object.keys(en).flatMap((key) => {
      const mine = messages[key]?.message ?? '';
      const forms = mine.split(' | ');
      // A plural's forms may drop the count (English "one file"), never add one.
      const expected = placeholders(en[key]?.message ?? '');
      const union = [...new Set(forms.flatMap(placeholders))].sort();
      return JSON.stringify(union) === JSON.stringify(expected) ? [] : [{ key, expected, union }];
    });
    expect(differing).toEqual([]);
  });
});

describe('the test double of getMessage (Chrome semantics)', () => {
  const messages: ChromeMessages = {
    pair: { message: '$2 before $1, $$1 stays' },
    named: { message: 'Hello $who$!', placeholders: { who: { content: '$1' } } },
  };
  it('substitutes positionally, reorders, and unescapes $$', () => {
    expect(chromeGetMessage(messages, 'pair', ['a', 'b'])).toBe('b before a, $1 stays');
  });
  it('resolves named placeholders through their content', () => {
    expect(chromeGetMessage(messages, 'named', ['Ada'])).toBe('Hello Ada!');
  });
  it('answers "" for a key it does not know, as Chrome does', () => {
    expect(chromeGetMessage(messages, 'nope')).toBe('');
  });
});
