import type { ComponentChild } from 'preact';
import { i18n } from '#i18n';
import { visibleParts } from '@/lib/text/visibleParts';
import { invisibleCharName } from './invisibleName';

/**
 * Site text with each bidi control or invisible character shown as a mark
 * (lib/text/visibleText.ts); plain text comes back as it is, so long lists pay nothing.
 */
export function visible(text: string): ComponentChild {
  const parts = visibleParts(text);
  if (parts.length === 1 && !parts[0]?.code) return text;
  return parts.map((p) =>
    p.code ? (
      <span
        class="invisible-char"
        data-code={p.code}
        title={i18n.t('popup.invisible.title', [p.code, invisibleCharName(p.code)])}
      >
        {p.text}
      </span>
    ) : (
      p.text
    ),
  );
}
