import { i18n } from '#i18n';
import type { HostClass } from '@/lib/net/classifyHost';
import { readProtectionReason } from '@/lib/net/createRequestGuard';
import { type Refusal, readRefusal } from '@/lib/net/refusal';
import { protectionText } from './protectionText';
import { codeKey, tKey } from './translate';

/** The request guard's refusal in words (lib/net/refusal.ts); URLs and the browser's reason verbatim. */
export function refusalText(refusal: Refusal): string {
  switch (refusal.code) {
    case 'private-host':
      return i18n.t('refusal.host', [refusal.url, hostWords(refusal.host)]);
    case 'private-redirect':
      return i18n.t('refusal.redirect', [refusal.url, refusal.target, hostWords(refusal.host)]);
    case 'guard-inactive':
      return i18n.t('refusal.inactive', [refusal.url, inactiveReason(refusal.reason)]);
  }
}

/** `text` in words when it is a refusal's message, else verbatim (a browser's or a parser's text). */
export function detailText(text: string): string {
  const refusal = readRefusal(text);
  return refusal ? refusalText(refusal) : text;
}

function hostWords(host: HostClass): string {
  return tKey(`refusal.hostClass.${codeKey(host)}`);
}

/** Why the guard is not active: worded when it is one of the guard's own reasons, else verbatim. */
function inactiveReason(reason: string): string {
  const protection = readProtectionReason(reason);
  return protection && !protection.active ? protectionText(protection) : reason;
}
