import { pyLen } from './pyText';

/**
 * A Protego 0.6 URL pattern: `*` matches any run of characters, a final `$` anchors the end,
 * everything else is literal; the pattern matches from the start of the quoted URL. Protego turns
 * it into a Python regex (`.*?` per `*`); this matcher answers the same question without one, in
 * time linear in practice and never exponential.
 */
export interface ProtegoPattern {
  pattern: string;
  /** Protego's priority: the pattern's length in code points. */
  priority: number;
  matches(url: string): boolean;
}

/** Does `parts` (literal pieces between stars) match `url` from the start (to its end if anchored)? */
function globMatch(parts: string[], url: string, anchored: boolean): boolean {
  const first = parts[0] as string;
  if (!url.startsWith(first)) return false;
  let at = first.length;
  const last = parts.length - 1;
  for (let i = 1; i < last; i++) {
    const found = url.indexOf(parts[i] as string, at);
    if (found === -1) return false;
    at = found + (parts[i] as string).length;
  }
  const tail = parts[last] as string;
  if (!anchored) return url.indexOf(tail, at) !== -1;
  return url.length - tail.length >= at && url.endsWith(tail);
}

export function protegoPattern(pattern: string): ProtegoPattern {
  const priority = pyLen(pattern);
  const anchored = pattern.endsWith('$');
  if (!pattern.includes('*')) {
    const literal = anchored ? pattern.slice(0, -1) : pattern;
    return {
      pattern,
      priority,
      matches: anchored ? (url) => url === literal : (url) => url.startsWith(literal),
    };
  }
  const body = anchored ? pattern.slice(0, -1) : pattern;
  // Protego's regex: `.*?` never crosses a newline; URLs reach it with \t, \r, \n removed.
  const parts = body.split(/\*+/);
  return {
    pattern,
    priority,
    matches: (url) => !url.includes('\n') && globMatch(parts, url, anchored),
  };
}
