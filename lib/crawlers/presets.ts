import data from './presets.json';

/**
 * The crawler presets as plain data (presets.json: hand-written entries with their sources, and
 * the AI crawlers regenerated from ai-robots-txt by scripts/updateAiCrawlers.ts). docs/design.md
 * "Crawlers and tokens".
 */

export type PresetCategory = 'search' | 'ai-training' | 'ai-search' | 'user-triggered' | 'seo';

export const PRESET_CATEGORIES = [
  'search',
  'ai-training',
  'ai-search',
  'user-triggered',
  'seo',
] as const satisfies readonly PresetCategory[];

export interface PresetData {
  token: string;
  operator: string;
  category: PresetCategory;
  /** What the crawler is for, in a few words. */
  purpose: string;
  /** Where this is documented. */
  source: string;
  /** Tokens the crawler obeys, most specific first (default: its own token). */
  obeys?: string[];
  /** Ignores the `*` group: allowed where no group names it (Google's special-case crawlers). */
  ignoresWildcard?: boolean;
  /** Fetches on a user's request and does not read robots.txt at all. */
  ignoresRobotsTxt?: boolean;
  /** A usage control: robots.txt may name it, no crawler sends it (Google-Extended). */
  tokenOnly?: boolean;
  /** Offered first (the popup's list). */
  featured?: boolean;
  /** Its operator documents that it ignores Crawl-delay (the popup leads with that; the sentence is delayNoteOf in lib/crawlerDelayNotes.ts). */
  ignoresDelay?: boolean;
  /** The name as the upstream list spells it, when that is a User-Agent fragment reduced to `token`. */
  upstreamName?: string;
  /** Set on entries regenerated from an upstream list. */
  from?: 'ai-robots-txt';
}

export interface PresetsFile {
  categories: { id: PresetCategory; label: string }[];
  upstream: {
    repo: string;
    file: string;
    license: string;
    commit: string;
    version: string;
    date: string;
  } | null;
  presets: PresetData[];
}

export const PRESETS_FILE = data as PresetsFile;
