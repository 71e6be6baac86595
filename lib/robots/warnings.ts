import type { Warning } from './types';

/**
 * Stable warning codes. The UI and the tests key on them; change a message freely, never a code.
 *
 * File-level (line 0):
 * - `empty-file`            the body is empty or holds no directive: everything is allowed.
 * - `html-body`             the body looks like an HTML page, not a robots.txt.
 * - `binary-body`           the body holds control characters or undecodable bytes.
 * - `size-truncated`        the body exceeds 500 KiB; the rest is ignored (RFC 9309 §2.5).
 * - `warnings-truncated`    more warnings of one code than are listed.
 * Per line:
 * - `nul-byte`              a NUL byte ends the line's content (Google reads up to it).
 * - `line-too-long`         a line beyond Google's 16,664-byte buffer is cut.
 * - `invisible-character`   a bidi control or invisible character: the line displays unlike what crawlers read.
 * - `typo-directive`        a misspelt key Google still accepts (`Dissalow`, `User agent`, `Disallowed`).
 * - `missing-colon`         `Disallow /x`: read as key and value, as Google does.
 * - `unparsed-line`         a line that is not `key: value`, ignored.
 * - `unknown-directive`     a key no crawler of RFC 9309 reads (with a suggestion when it is close to one).
 * - `nonstandard-directive` a key some crawlers read but Google ignores (`Host`, `Clean-param`, …).
 * - `rule-outside-group`    an Allow/Disallow before any User-agent line, ignored (RFC 9309 §2.1: rules belong to groups).
 * - `crawl-delay-outside-group` a Crawl-delay before any User-agent line, ignored.
 * - `crawl-delay-malformed` a Crawl-delay value that is not a plain non-negative number.
 * - `invalid-user-agent`    a User-agent value that is not a valid product token (only its prefix counts).
 * - `user-agent-wildcard`   a `*` inside a User-agent value (`*bot`, `Googlebot*`): no wildcard there; `*bot` names no crawler.
 * - `group-merge-trap`      User-agent lines separated by other lines still form one group (RFC 9309 §2.1, §2.2.4).
 * - `rule-never-matches`    a rule no URL a browser sends can match (raw space, `{`, lower-case escape, no leading `/`).
 * - `sitemap-relative`      a relative Sitemap URL, resolved against the robots.txt URL.
 * - `sitemap-unsafe-scheme` a Sitemap URL that is not http(s), dropped.
 * - `sitemap-invalid`       a Sitemap value that is not a URL, dropped.
 */
export type WarningCode =
  | 'empty-file'
  | 'html-body'
  | 'binary-body'
  | 'size-truncated'
  | 'warnings-truncated'
  | 'nul-byte'
  | 'line-too-long'
  | 'invisible-character'
  | 'typo-directive'
  | 'missing-colon'
  | 'unparsed-line'
  | 'unknown-directive'
  | 'nonstandard-directive'
  | 'rule-outside-group'
  | 'crawl-delay-outside-group'
  | 'crawl-delay-malformed'
  | 'invalid-user-agent'
  | 'user-agent-wildcard'
  | 'group-merge-trap'
  | 'rule-never-matches'
  | 'sitemap-relative'
  | 'sitemap-unsafe-scheme'
  | 'sitemap-invalid';

/** At most this many warnings of one code are listed; a hostile file must not yield 100,000. */
export const MAX_WARNINGS_PER_CODE = 100;

export interface WarningSink {
  add(line: number, code: WarningCode, message: string): void;
  /** The warnings in line order, with one `warnings-truncated` entry per code that overflowed. */
  list(): Warning[];
}

export function createWarnings(): WarningSink {
  const warnings: Warning[] = [];
  const counts = new Map<WarningCode, number>();
  return {
    add(line, code, message) {
      const count = (counts.get(code) ?? 0) + 1;
      counts.set(code, count);
      if (count <= MAX_WARNINGS_PER_CODE) warnings.push({ line, code, message });
    },
    list() {
      const out = [...warnings];
      for (const [code, count] of counts) {
        if (count > MAX_WARNINGS_PER_CODE) {
          out.push({
            line: 0,
            code: 'warnings-truncated',
            message: `${count - MAX_WARNINGS_PER_CODE} more "${code}" warnings are not listed (${count} in all).`,
          });
        }
      }
      // Stable sort: file-level warnings first, then by line.
      return out.sort((a, b) => a.line - b.line);
    },
  };
}
