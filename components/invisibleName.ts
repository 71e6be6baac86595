import { i18n } from '#i18n';
import { INVISIBLE_NAMES } from '@/lib/robots/invisible';
import { tKey } from './translate';

/**
 * What an invisible character is, in the UI's language, from its label (`U+202E` → "right-to-left
 * override"); lib/robots/invisible.ts keeps the English names for warnings in audit records.
 */
export function invisibleCharName(label: string): string {
  const cp = Number.parseInt(label.replace(/^U\+/, ''), 16);
  if (cp in INVISIBLE_NAMES) return tKey(`popup.invisible.u${label.replace(/^U\+/, '')}`);
  return cp >= 0xe0000 ? i18n.t('popup.invisible.tag') : i18n.t('popup.invisible.other');
}
