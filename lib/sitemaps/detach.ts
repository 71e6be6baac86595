/**
 * A flat copy of a string. Substrings of a sitemap body are V8 "sliced strings" that keep the whole
 * body alive; the few strings a report keeps are copied so each body can be freed after its file.
 */
export function detach(text: string): string {
  return JSON.parse(JSON.stringify(text)) as string;
}
