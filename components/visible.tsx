import type { ComponentChild } from 'preact';
import { visibleParts } from '@/lib/text/visibleParts';

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
        title={`${p.code} ${p.name}: invisible in the file, shown here`}
      >
        {p.text}
      </span>
    ) : (
      p.text
    ),
  );
}
