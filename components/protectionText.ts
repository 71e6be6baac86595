import { i18n } from '#i18n';
import type { Protection } from '@/lib/net/createRequestGuard';
import { codeKey, tKey } from './translate';

/** Why the request guard is not enforced, in words (lib/net `ProtectionCode`); the browser's error verbatim. */
export function protectionText(protection: Extract<Protection, { active: false }>): string {
  const { code, detail } = protection;
  const words = tKey(`common.protection.${codeKey(code)}`);
  return detail ? i18n.t('common.withReason', [words, detail]) : words;
}
