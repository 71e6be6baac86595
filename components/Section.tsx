import type { ComponentChildren } from 'preact';
import { i18n } from '#i18n';

export interface SectionProps {
  /** The element id, so a link elsewhere can open and scroll to it. */
  id: string;
  title: string;
  /** What is inside, said while closed: "3 kinds, 22 lines", "488". */
  size?: string;
  open?: boolean;
  onToggle?: (open: boolean) => void;
  children: ComponentChildren;
}

/**
 * A section below the first screen: a `<details>` that says its size while closed. Its content
 * stays in the DOM when closed (DESIGN.md: contract elements are present, collapsed or not);
 * components that render long lists render them only when open.
 */
export function Section({ id, title, size, open, onToggle, children }: SectionProps) {
  return (
    <details
      id={id}
      class="section"
      open={open}
      onToggle={(e) => onToggle?.((e.currentTarget as HTMLDetailsElement).open)}
    >
      <summary>
        <span class="section-title">{title}</span>
        {size && <span class="section-size">{i18n.t('popup.section.size', [size])}</span>}
      </summary>
      <div class="section-body">{children}</div>
    </details>
  );
}
