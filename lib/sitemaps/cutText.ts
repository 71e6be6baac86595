import { detach } from './detach';

/** How much of an untrusted string a report, an error or a message may carry (docs/design.md "Sitemap explorer"). */
export const MAX_QUOTED_CHARS = 300;

/**
 * `text` itself when short, else its first `max` characters and a note saying how much was cut.
 * The result is a flat copy, so it never keeps a large body alive (issue 12: a parser error that
 * quoted a 45 MiB tag took the extension to 4.9 GiB).
 */
export function cutText(text: string, max = MAX_QUOTED_CHARS): string {
  if (text.length <= max) return detach(text);
  return `${detach(text.slice(0, max))}… (cut: ${(text.length - max).toLocaleString('en')} more characters)`;
}
