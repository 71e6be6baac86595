import { isWebUrl } from './format';
import { visible } from './visible';

/**
 * An untrusted URL: a link only when it is http(s), opened without opener or referrer; else text.
 * Its text shows bidi controls and invisible characters as marks (lib/text/visibleText.ts).
 */
export function SafeLink({ url, class: cls }: { url: string; class?: string }) {
  return isWebUrl(url) ? (
    <a class={cls} href={url} target="_blank" rel="noopener noreferrer">
      {visible(url)}
    </a>
  ) : (
    <span class={cls ? `unsafe-url ${cls}` : 'unsafe-url'}>{visible(url)}</span>
  );
}
