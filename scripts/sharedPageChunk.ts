import type { Plugin } from 'vite';

/**
 * What the popup's first screen shares with the other pages (Preact, the browser API, the
 * message contract, words and numbers, the token and invisible-character checks, messaging
 * failures in words), and WXT's virtual HTML module every page imports (empty in a build): the
 * modules rolldown otherwise spreads over several shared chunks by which pages import them.
 */
const SHARED =
  /node_modules[\\/](preact|webextension-polyfill|@wxt-dev[\\/](i18n|browser))[\\/]|lib[\\/](messaging|messagingError)\.ts|components[\\/](translate|intlCore|format|errorWords)\.ts|lib[\\/]robots[\\/](invisibleChars|token)\.ts|wxt-html-plugins/;

/**
 * The comment Vite leaves where a page imported a chunk of CSS only (assets/theme.css), padded
 * to the import's length: nothing to run, 14 B gzip on the popup's critical path.
 */
const EMPTY_CSS = /\/\* empty css\s*\*\//g;

/**
 * Puts the pages' shared modules in one chunk (issue 14: 217 B less gzip on the popup's critical
 * path than three chunks, docs/decisions.md). Only the pages' ES builds split code; the
 * background is one IIFE file and is left as it is. With WXT's virtual module in that chunk,
 * assets/theme.css is a chunk of CSS only: Vite links it from each page's HTML instead of an
 * empty JS chunk (20 B gzip and a request before the verdict), and its import's placeholder
 * comment is dropped here. The build fails when no `shared` chunk comes out (the bundler's
 * option renamed, or the pattern matching nothing), rather than silently growing the popup.
 */
export function sharedPageChunk(): Plugin {
  return {
    name: 'robots-lens:shared-page-chunk',
    outputOptions: (options) =>
      options.format === 'es'
        ? { ...options, codeSplitting: { groups: [{ name: 'shared', test: SHARED }] } }
        : options,
    generateBundle: {
      order: 'post',
      handler(options, bundle) {
        if (options.format !== 'es') return;
        const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
        // Loud, not a silently larger popup: the bundler's group option or this pattern changed.
        if (!chunks.some((chunk) => chunk.name === 'shared')) {
          this.error('sharedPageChunk: the pages\' build has no "shared" chunk; update the plugin');
        }
        for (const chunk of chunks) chunk.code = chunk.code.replace(EMPTY_CSS, '');
      },
    },
  };
}
