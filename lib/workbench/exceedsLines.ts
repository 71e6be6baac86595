/**
 * Text boxes hold at most this many lines: Chromium lays out a textarea's whole text, which took
 * 20 s for 200,000 URL lines and 12 s for a 500 KiB draft of short lines on the shared test
 * machine (test/e2e/workbench.test.ts). Longer text is held as data, not shown in the box.
 */
export const MAX_BOX_LINES = 10_000;

/** More than `max` lines? Stops counting at `max`, so a 5 MB text costs one short scan. */
export function exceedsLines(text: string, max = MAX_BOX_LINES): boolean {
  let at = -1;
  for (let count = 0; count < max; count++) {
    at = text.indexOf('\n', at + 1);
    if (at === -1) return false;
  }
  // `max` newlines seen: a further line exists unless the text ends right there.
  return at < text.length - 1;
}
