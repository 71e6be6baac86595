import { Parser } from 'htmlparser2';
import { MAX_HEAD_BYTES, MAX_HEAD_ELEMENTS } from './limits';
import type { HeadData, HeadNote } from './types';

/**
 * The `<meta>` and `<link>` elements of an HTML page's head, read with htmlparser2 (a maintained
 * tokenizer: entities decoded, `<script>` and comments skipped as HTML does). Bounded: the first
 * 512 KiB only, at most MAX_HEAD_ELEMENTS elements, and reading stops where the head ends — at
 * `</head>`, `<body>`, or the first element that cannot be in a head (HTML's "in head" insertion
 * mode ends there; Google stops reading head metas there too).
 */

export { MAX_HEAD_BYTES, MAX_HEAD_ELEMENTS };

/** Fed in slices so that reading stops soon after the head ends, even on a 5 MB page. */
const SLICE = 16 * 1024;

/** Elements the head may hold; any other start tag begins the body. */
const HEAD_ELEMENTS = new Set([
  'html',
  'head',
  'meta',
  'link',
  'title',
  'style',
  'script',
  'noscript',
  'base',
  'template',
]);

function decode(input: string | Uint8Array): { text: string; truncated: boolean } {
  if (typeof input === 'string') {
    return input.length > MAX_HEAD_BYTES
      ? { text: input.slice(0, MAX_HEAD_BYTES), truncated: true }
      : { text: input, truncated: false };
  }
  const truncated = input.byteLength > MAX_HEAD_BYTES;
  const bytes = truncated ? input.subarray(0, MAX_HEAD_BYTES) : input;
  return { text: new TextDecoder('utf-8').decode(bytes), truncated };
}

/** `cut`: the input is already the first part of a longer page (a capped fetch stopped reading). */
export function readHead(input: string | Uint8Array, cut = false): HeadData {
  const decoded = decode(input);
  const { text } = decoded;
  const truncated = cut || decoded.truncated;
  const notes: HeadNote[] = [];
  const metas: HeadData['metas'] = [];
  const links: HeadData['links'] = [];
  // A NUL in the first KiB: not an HTML page (an image, a PDF, a zip).
  if (text.slice(0, 1024).includes('\0')) return { metas, links, notes: ['binary'] };
  let done = false;
  let sawHead = false;
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (done) return;
        if (name === 'head') sawHead = true;
        else if (name === 'meta') {
          const key = attribs.name ?? attribs['http-equiv'];
          if (key !== undefined && attribs.content !== undefined) {
            metas.push(
              attribs.name === undefined
                ? { name: key, content: attribs.content, httpEquiv: true }
                : { name: key, content: attribs.content },
            );
          }
        } else if (name === 'link') {
          if (attribs.rel !== undefined && attribs.href !== undefined)
            links.push({ rel: attribs.rel, href: attribs.href });
        } else if (!HEAD_ELEMENTS.has(name)) {
          done = true;
          return;
        }
        if (metas.length + links.length >= MAX_HEAD_ELEMENTS) {
          notes.push('too-many-elements');
          done = true;
        }
      },
      onclosetag(name) {
        if (name === 'head') done = true;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  for (let at = 0; at < text.length && !done; at += SLICE) parser.write(text.slice(at, at + SLICE));
  // Only said when the cut fell inside the head: a long body after `</head>` changes nothing.
  // (Decided before end(), which closes every open element, `<head>` included.)
  const cutInHead = truncated && !done;
  parser.end();
  if (!sawHead) notes.push('no-head');
  if (cutInHead) notes.push('truncated');
  return { metas, links, notes };
}
