/**
 * Loads the conformance cases and the real-world corpus from `test/fixtures/` (copied in from
 * the project's shared data, with their READMEs and provenance). Fails loudly when missing.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export const FIXTURES_DIR = resolve(__dirname, '../fixtures');
export const CORPUS_DIR = resolve(FIXTURES_DIR, 'corpus/real-robots');

export interface AllowCase {
  id: string;
  source: string;
  robotstxt: string | null;
  userAgent: string;
  url: string;
  allowed: boolean;
  noteKey?: string;
  observed?: { google?: boolean; protego?: boolean; cpython?: boolean };
}

export interface Conformance {
  allow: AllowCase[];
  crawlDelay: {
    id: string;
    kind: string;
    robotstxt: string;
    userAgent: string;
    expected: unknown;
    noteKey?: string;
  }[];
  sitemaps: {
    id: string;
    kind: string;
    robotstxt: string;
    expected: unknown;
    ordered?: boolean;
  }[];
  userAgentToken: { id: string; userAgent: string | null; valid: boolean }[];
  pathNormalization: {
    id: string;
    kind: string;
    url?: string;
    pattern?: string;
    expected: string;
  }[];
}

export function requireShared(path: string): string {
  if (!existsSync(path)) {
    throw new Error(
      `Test data not found at ${path}: test/fixtures/ should hold the conformance cases and the corpus.`,
    );
  }
  return path;
}

export function loadConformance(): Conformance {
  const file = requireShared(resolve(FIXTURES_DIR, 'conformance/robots-cases.json'));
  return JSON.parse(readFileSync(file, 'utf8')) as Conformance;
}
