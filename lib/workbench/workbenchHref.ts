/** The workbench page for an origin, relative to the extension's root (popup and options live there). */
export function workbenchHref(origin: string): string {
  return `/workbench.html?origin=${encodeURIComponent(origin)}`;
}
