/**
 * How much of a page's head is read (lib/signals/readHead.ts, lib/page/liveHead.ts): the first
 * 512 KiB, at most 1,000 meta and link elements. Their own module, so the popup can name them
 * without the HTML parser.
 */
export const MAX_HEAD_BYTES = 512 * 1024;
export const MAX_HEAD_ELEMENTS = 1000;
