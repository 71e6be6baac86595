import type { CrawlerPreset } from '@/lib/crawlers';
import { codeKey, tKey } from './translate';

/**
 * A preset crawler's words in the browser's language (locales/*.yml `preset.<token>.*`);
 * lib/crawlers.ts keeps the English, for exports. Operators are names, except for `*`.
 */
const key = (p: CrawlerPreset) => `preset.${p.token === '*' ? 'wildcard' : codeKey(p.token)}`;

export function presetPurpose(p: CrawlerPreset): string {
  return tKey(`${key(p)}.purpose`) || p.purpose;
}

export function presetOperator(p: CrawlerPreset): string {
  return p.token === '*' ? tKey('preset.wildcard.operator') : p.operator;
}

export function presetDelayNote(p: CrawlerPreset): string | null {
  return p.delayNote ? tKey(`${key(p)}.delayNote`) || p.delayNote : null;
}
