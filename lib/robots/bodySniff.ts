import type { WarningSink } from './warnings';

/**
 * File-level checks of the body as a whole. An HTML page served as robots.txt (a soft 404, a
 * login wall) is still parsed as RFC 9309 says — it usually yields no rules — but the owner
 * should know; so should the owner of a body full of bytes no text editor wrote.
 */

const HTML_START = /^\s*<(?:!doctype\s+html|html[\s>]|head[\s>]|body[\s>]|!--)/i;
const HTML_TAG = /<(?:html|head|body|script|div|meta)[\s>]/i;
// Control characters other than tab, line endings, form feed and NUL (warned per line), and U+FFFD.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds.
const BINARY = /[\u0001-\u0008\u000e-\u001f\u007f\ufffd]/;

const SNIFF_CHARS = 64 * 1024;

function lineOf(text: string, index: number): number {
  let line = 1;
  for (let i = 0; i < index; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) line++;
  }
  return line;
}

export function sniffBody(text: string, warnings: WarningSink): void {
  const head = text.slice(0, 2048);
  if (HTML_START.test(head) || HTML_TAG.test(head)) {
    warnings.add(
      0,
      'html-body',
      'The file looks like an HTML page, not a robots.txt; it is read as robots.txt anyway, and most HTML yields no rules.',
    );
  }
  // A sniff, like the HTML one: a binary body shows it from the start (NULs are warned per line
  // anywhere), and scanning 64 KiB instead of 500 KiB keeps parsing under its 5 ms aim.
  const binary = BINARY.exec(text.slice(0, SNIFF_CHARS));
  if (binary) {
    warnings.add(
      0,
      'binary-body',
      `The file holds control characters or bytes that are not valid UTF-8 (the first at line ${lineOf(text, binary.index)}); lines with them may not mean what their author intended.`,
    );
  }
}
