/**
 * A fetch error in words; a redirect loop is named as one when the browser's error says so
 * (Chromium: ERR_TOO_MANY_REDIRECTS, Firefox: "redirect loop").
 */
export function fetchErrorText(error: string): string {
  return /too[ _-]many[ _-]redirects|redirect(ion)? loop/i.test(error)
    ? `a redirect loop (${error})`
    : error;
}
