import type { Plugin } from 'vite';

/**
 * What the popup's first screen shares with the other pages (Preact, the browser API, the
 * message contract, words and numbers, the token and invisible-character checks): the modules
 * rolldown otherwise spreads over three shared chunks by which pages import them.
 */
const SHARED =
  /node_modules[\\/](preact|webextension-polyfill|@wxt-dev[\\/](i18n|browser))[\\/]|lib[\\/]messaging\.ts|components[\\/](translate|intlCore|format)\.ts|lib[\\/]robots[\\/](invisibleChars|token)\.ts/;

/**
 * Puts the pages' shared modules in one chunk (issue 14: 217 B less gzip on the popup's critical
 * path than three chunks, docs/decisions.md). Only the pages' ES builds split code; the
 * background is one IIFE file and is left as it is.
 */
export function sharedPageChunk(): Plugin {
  return {
    name: 'robots-lens:shared-page-chunk',
    outputOptions: (options) =>
      options.format === 'es'
        ? { ...options, codeSplitting: { groups: [{ name: 'shared', test: SHARED }] } }
        : options,
  };
}
