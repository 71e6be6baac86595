import { useEffect, useState } from 'preact/hooks';
import { i18n } from '#i18n';
import { errorWords } from '@/components/errorWords';
import type { Protection } from '@/lib/net/createRequestGuard';
import { protectionText } from './protectionText';

export interface ProtectionNoticeProps {
  /** Asks the background (`getProtection`); the pages pass their messaging. */
  load: () => Promise<Protection>;
}

/**
 * Says so when the browser does not enforce the request guard (it refused the rules or the
 * blocking listener): every fetch is then refused, and this is why (issue 12, docs/security.md).
 * Nothing is shown while protection is active.
 */
export function ProtectionNotice({ load }: ProtectionNoticeProps) {
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    load().then(
      (p) =>
        live && setText(p.active ? null : i18n.t('common.protectionInactive', [protectionText(p)])),
      (e: unknown) => live && setText(i18n.t('common.protectionUnknown', [errorWords(e)])),
    );
    return () => {
      live = false;
    };
  }, [load]);
  if (text === null) return null;
  return (
    <p class="warn" role="alert" data-testid="protection-inactive">
      {text}
    </p>
  );
}
