import { describe, expect, it } from 'vitest';
import { presetCategory, presetDelayNote, presetPurpose } from '@/components/presetText';
import { otherText, warningText } from '@/components/reportText';
import { codeKey } from '@/components/translate';
import { UNAVAILABLE_CAUSES } from '@/lib/cache';
import { delayNoteOf } from '@/lib/crawlerDelayNotes';
import { ALL_PRESETS, PRESET_CATEGORIES } from '@/lib/crawlers';
import type { OtherCode } from '@/lib/report';
import { INVISIBLE_NAMES } from '@/lib/robots/invisible';
import { CAUSE_TEXT, READING_IDS } from '@/lib/robots/readings';
import { chromeGetMessage, localeMessages } from '../../support/localeMessages';

// Issue 18: every code the engine, the cache and the report hand the UI has words in English
// (and so, by the parity test, in Simplified Chinese). Keys built from codes are not typed.
const en = localeMessages('en');
const has = (key: string) => chromeGetMessage(en, key.replaceAll('.', '_')) !== '';

const WARNING_CODES = [
  'empty-file',
  'html-body',
  'binary-body',
  'size-truncated',
  'warnings-truncated',
  'nul-byte',
  'line-too-long',
  'invisible-character',
  'typo-directive',
  'missing-colon',
  'unparsed-line',
  'unknown-directive',
  'nonstandard-directive',
  'rule-outside-group',
  'crawl-delay-outside-group',
  'crawl-delay-malformed',
  'invalid-user-agent',
  'user-agent-wildcard',
  'group-merge-trap',
  'rule-never-matches',
  'sitemap-relative',
  'sitemap-unsafe-scheme',
  'sitemap-invalid',
  // lib/cache's warnings (CacheWarningCode)
  'corrupt-entry',
  'storage-read-failed',
  'old-schema',
  'not-persisted',
];
const OTHER_CODES: OtherCode[] = [
  'scrapy-unreachable',
  'google-5xx',
  'google-cross-origin',
  'urllib-4xx',
  'scrapy-delay',
];

describe('every code has words (locales/en.yml)', () => {
  it.each(WARNING_CODES)('warning %s', (code) => {
    expect(has(`warning.${codeKey(code)}`)).toBe(true);
    const text = warningText({ code, message: 'English fallback', params: { value: 'x' } });
    expect(text).not.toBe('English fallback');
  });

  it.each(WARNING_CODES)('warning %s has a group title', (code) => {
    expect(has(`warning.title.${codeKey(code)}`)).toBe(true);
  });

  it.each(Object.keys(CAUSE_TEXT))('reading cause %s', (cause) => {
    expect(has(`popup.readings.cause.${codeKey(cause)}`)).toBe(true);
  });

  it.each(READING_IDS)('reading failure of %s', (id) => {
    expect(has(`popup.readings.failure.${id}`)).toBe(true);
  });

  it.each(Object.keys(INVISIBLE_NAMES).map(Number))('invisible character %i has a name', (cp) => {
    const label = cp.toString(16).toUpperCase().padStart(4, '0');
    expect(has(`popup.invisible.u${label}`)).toBe(true);
  });

  it.each(UNAVAILABLE_CAUSES)('fetch cause %s', (cause) => {
    expect(has(`cause.${codeKey(cause)}`)).toBe(true);
  });

  it.each(OTHER_CODES)('other crawler note %s', (code) => {
    expect(otherText({ crawler: 'x', text: '', code, value: 5 })).not.toBe('');
  });

  it('every featured preset has its purpose (and delay note), every category its label', () => {
    const featured = ALL_PRESETS.filter((p) => p.featured);
    expect(featured.filter((p) => !presetPurpose(p)).map((p) => p.token)).toEqual([]);
    expect(
      featured.filter((p) => delayNoteOf(p.token) && !presetDelayNote(p)).map((p) => p.token),
    ).toEqual([]);
    expect(PRESET_CATEGORIES.filter((c) => !presetCategory(c))).toEqual([]);
  });
});
