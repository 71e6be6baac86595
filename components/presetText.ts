import { delayNoteOf } from '@/lib/crawlerDelayNotes';
import type { CrawlerPreset } from '@/lib/crawlers';
import { codeKey, tKey } from './translate';

/**
 * A preset crawler's words in the browser's language. The featured presets (the popup's list)
 * have their own purpose and Crawl-delay note (locales/*.yml `preset.<token>.*`); the long list
 * regenerated from ai-robots-txt is described by its category (`presetCategory.*`).
 * lib/crawlers keeps the English, for exports. Operators are names, except for `*`.
 */
const key = (p: CrawlerPreset) => `preset.${p.token === '*' ? 'wildcard' : codeKey(p.token)}`;

export function presetPurpose(p: CrawlerPreset): string {
  return p.featured ? tKey(`${key(p)}.purpose`) : presetCategory(p.category);
}

export function presetCategory(id: CrawlerPreset['category']): string {
  return tKey(`presetCategory.${codeKey(id)}`);
}

export function presetOperator(p: CrawlerPreset): string {
  return p.token === '*' ? tKey('preset.wildcard.operator') : p.operator;
}

/** The sentence lives in lib/crawlerDelayNotes.ts (English, for exports); its words here. */
export function presetDelayNote(p: CrawlerPreset): string | null {
  return delayNoteOf(p.token) ? tKey(`${key(p)}.delayNote`) : null;
}
