import { isWebUrl } from './format';

/** An untrusted URL: a link only when it is http(s), opened without opener or referrer; else text. */
export function SafeLink({ url, class: cls }: { url: string; class?: string }) {
  return isWebUrl(url) ? (
    <a class={cls} href={url} target="_blank" rel="noopener noreferrer">
      {url}
    </a>
  ) : (
    <span class={cls ? `unsafe-url ${cls}` : 'unsafe-url'}>{url}</span>
  );
}
