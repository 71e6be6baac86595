import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { i18n } from '#i18n';
import { formatNumber } from './intlCore';

export interface LazyListProps<T> {
  items: T[];
  /** A stable key for an item. */
  keyOf: (item: T, index: number) => string;
  render: (item: T, index: number) => ComponentChildren;
  /** Items rendered at first and per "Show more" (docs/design.md "Sitemap explorer": the first 1,000 with the total). */
  step?: number;
  /**
   * Items shown before "Show all": the rest are in the DOM (contract elements stay reachable)
   * but hidden until asked for, so a list of 488 sitemaps does not fill 16,000 px (issue 14).
   */
  preview?: number;
  class?: string;
  testid?: string;
}

/**
 * A long list rendered a page at a time (issue 12: 30,768 links took the verdict 3.5 s): the
 * first `step` items, the total, and a button for the next `step`.
 */
export function LazyList<T>({
  items,
  keyOf,
  render,
  step = 1000,
  preview = Number.POSITIVE_INFINITY,
  ...props
}: LazyListProps<T>) {
  const [shown, setShown] = useState(step);
  const [expanded, setExpanded] = useState(false);
  const visible = items.length > shown ? items.slice(0, shown) : items;
  const folded = !expanded && items.length > preview;
  return (
    <>
      <ul class={props.class} data-testid={props.testid} data-total={items.length}>
        {visible.map((item, i) => (
          <li key={keyOf(item, i)} hidden={folded && i >= preview}>
            {render(item, i)}
          </li>
        ))}
      </ul>
      {folded && (
        <p class="note">
          {i18n.t('popup.list.showing', [formatNumber(preview), formatNumber(items.length)])}{' '}
          <button type="button" onClick={() => setExpanded(true)}>
            {items.length <= shown
              ? i18n.t('popup.list.showAll', [formatNumber(items.length)])
              : i18n.t('popup.list.more', [formatNumber(visible.length - preview)])}
          </button>
        </p>
      )}
      {!folded && items.length > shown && (
        <p class="note">
          {i18n.t('popup.list.showing', [formatNumber(shown), formatNumber(items.length)])}{' '}
          <button type="button" onClick={() => setShown(shown + step)}>
            {i18n.t('popup.list.more', [formatNumber(Math.min(step, items.length - shown))])}
          </button>
        </p>
      )}
    </>
  );
}
