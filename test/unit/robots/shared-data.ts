/**
 * Loads the shared test data that lives beside the repository (`../shared/`), as CI lays it
 * out: a fresh clone with a copy of shared/ next to it. Fails loudly when it is missing.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export const SHARED_DIR = resolve(__dirname, '../../../../shared');
export const CORPUS_DIR = resolve(SHARED_DIR, 'corpus/real-robots');

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
      `Shared test data not found at ${path}. The tests expect a copy of shared/ beside the repository (../shared from the project root).`,
    );
  }
  return path;
}

export function loadConformance(): Conformance {
  const file = requireShared(resolve(SHARED_DIR, 'conformance/robots-cases.json'));
  return JSON.parse(readFileSync(file, 'utf8')) as Conformance;
}
