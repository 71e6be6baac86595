/** How much of an untrusted URL a report, a refusal or an error keeps (docs/security.md). */
export const MAX_URL_CHARS = 200;

/** Untrusted URLs are cut before they reach a report (docs/security.md). Cutting twice changes nothing. */
export function cutUrl(url: string): string {
  return url.length <= MAX_URL_CHARS ? url : `${url.slice(0, MAX_URL_CHARS)}… (cut)`;
}
