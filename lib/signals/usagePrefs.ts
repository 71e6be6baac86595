import type { AiSignalNote, UsageKey } from './types';

/**
 * The preference part of a robots.txt usage line, one vocabulary per directive:
 * - `Content-Signal` (Cloudflare's Content Signals Policy, contentsignals.org): comma-separated
 *   `search`, `ai-input`, `ai-train` = `yes` | `no`.
 * - `Content-Usage` (IETF aipref: draft-ietf-aipref-attach §4 carries draft-ietf-aipref-vocab's
 *   dictionary, e.g. `train-ai=n, search=y`), values `y` | `n`.
 * Unknown keys are kept raw; a key from the other vocabulary (`train-ai` in a Content-Signal,
 * `ai-train` in a Content-Usage) is a mix-up the reader of that line may not understand.
 */

export type UsageDirective = 'content-signal' | 'content-usage';

const VOCABULARY: Record<UsageDirective, { keys: Set<string>; values: Set<string> }> = {
  'content-signal': {
    keys: new Set(['search', 'ai-input', 'ai-train']),
    values: new Set(['yes', 'no']),
  },
  // Categories across the vocab drafts (-02 to -05): bots, train-ai, train-genai, ai-use, search.
  'content-usage': {
    keys: new Set(['bots', 'train-ai', 'train-genai', 'ai-use', 'search']),
    values: new Set(['y', 'n']),
  },
};

const OTHER: Record<UsageDirective, UsageDirective> = {
  'content-signal': 'content-usage',
  'content-usage': 'content-signal',
};

export interface UsagePrefs {
  keys: UsageKey[];
  notes: AiSignalNote[];
}

export function readUsagePrefs(directive: UsageDirective, text: string): UsagePrefs {
  const { keys: known, values } = VOCABULARY[directive];
  const other = VOCABULARY[OTHER[directive]].keys;
  const keys: UsageKey[] = [];
  const notes = new Set<AiSignalNote>();
  for (const piece of text.split(',')) {
    const item = piece.trim();
    if (item === '') continue;
    const eq = item.indexOf('=');
    // Structured Fields: a bare key is boolean true (RFC 9651 §3.2); shown as written.
    const key = (eq === -1 ? item : item.slice(0, eq)).trim().toLowerCase();
    const value =
      eq === -1
        ? ''
        : item
            .slice(eq + 1)
            .trim()
            .toLowerCase();
    const isKnown = known.has(key);
    keys.push({ key, value, known: isKnown });
    if (!isKnown) notes.add(other.has(key) ? 'vocabulary-mixup' : 'unknown-key');
    else if (!values.has(value)) notes.add('bad-value');
  }
  return { keys, notes: [...notes] };
}
