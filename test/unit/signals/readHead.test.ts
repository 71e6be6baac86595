/**
 * The head reader: HTML's "in head" insertion mode (HTML Living Standard §13.2.6.4.4) ends the
 * head at `</head>`, `<body>` or any element a head cannot hold; Google reads robots metas from
 * the head only. Bounds from docs/design.md "Limits and bad input" (first 512 KiB, bad input visible).
 */
import { describe, expect, it } from 'vitest';
import { MAX_HEAD_BYTES, MAX_HEAD_ELEMENTS, readHead } from '@/lib/signals';

describe('readHead', () => {
  it('reads metas and links, entities decoded, attribute names case-insensitive', () => {
    const head = readHead(
      '<!doctype html><html><HEAD><META NAME="Robots" CONTENT="noindex, nofollow"><link rel="canonical" href="/a?x=1&amp;y=2"></head><body><meta name="robots" content="none">',
    );
    expect(head).toEqual({
      metas: [{ name: 'Robots', content: 'noindex, nofollow' }],
      links: [{ rel: 'canonical', href: '/a?x=1&y=2' }],
      notes: [],
    });
  });

  it('keeps http-equiv metas apart (TDMRep allows them)', () => {
    expect(readHead('<head><meta http-equiv="tdm-reservation" content="1"></head>').metas).toEqual([
      { name: 'tdm-reservation', content: '1', httpEquiv: true },
    ]);
  });

  it.each([
    [
      'a body element ends an implied head',
      '<meta name=robots content=noindex><p>x</p><meta name=googlebot content=nofollow>',
      1,
    ],
    [
      'script text is not markup',
      '<head><script>document.write("<meta name=robots content=noindex>")</script></head>',
      0,
    ],
    ['comments are not markup', '<head><!-- <meta name="robots" content="noindex"> --></head>', 0],
    ['an unclosed tag at the end', '<head><meta name="robots" content="noindex"><meta name=', 1],
  ])('%s', (_, html, count) => {
    expect(readHead(html).metas).toHaveLength(count);
  });

  it('says when there is no <head> element', () => {
    expect(readHead('<meta name="robots" content="noindex"><title>t</title>').notes).toEqual([
      'no-head',
    ]);
  });

  it('reads 100 metas', () => {
    const html = `<head>${Array.from({ length: 100 }, (_, i) => `<meta name="m${i}" content="v">`).join('')}</head>`;
    expect(readHead(html).metas).toHaveLength(100);
  });

  it('stops at MAX_HEAD_ELEMENTS and says so', () => {
    const html = `<head>${'<meta name="x" content="y">'.repeat(MAX_HEAD_ELEMENTS + 50)}</head>`;
    const head = readHead(html);
    expect(head.metas).toHaveLength(MAX_HEAD_ELEMENTS);
    expect(head.notes).toContain('too-many-elements');
  });

  it('reads only the first 512 KiB of a 5 MB head and says so', () => {
    const filler = `<meta name="x" content="${'a'.repeat(5 * 1024 * 1024)}">`;
    const head = readHead(`<head>${filler}<meta name="robots" content="noindex"></head>`);
    expect(head.metas).toEqual([]);
    expect(head.notes).toContain('truncated');
  });

  it('a page cut by the capped fetch (512 KiB read of more) says so when the cut is in the head', () => {
    const head = `<head>${'<script>x</script>'.repeat(100)}`;
    expect(readHead(head, true).notes).toContain('truncated');
    // The head ended before the cut: nothing was lost.
    expect(readHead('<head><title>t</title></head><body>more', true).notes).toEqual([]);
  });

  it('a 5 MB body after the head changes nothing', () => {
    const html = `<head><meta name="robots" content="noindex"></head><body>${'x'.repeat(5 * 1024 * 1024)}`;
    expect(readHead(html)).toEqual({
      metas: [{ name: 'robots', content: 'noindex' }],
      links: [],
      notes: [],
    });
  });

  it('reads bytes as UTF-8, capped at MAX_HEAD_BYTES', () => {
    const bytes = new TextEncoder().encode('<head><meta name="description" content="café"></head>');
    expect(readHead(bytes).metas[0]?.content).toBe('café');
    expect(MAX_HEAD_BYTES).toBe(512 * 1024);
  });

  it('binary content is said, not parsed', () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    expect(readHead(png)).toEqual({ metas: [], links: [], notes: ['binary'] });
  });
});
