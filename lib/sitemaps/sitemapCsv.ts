import type { DisallowedDetail, ListedUrl } from './types';

/**
 * The kept URLs as CSV (RFC 4180: CRLF lines, fields quoted when they hold `,` `"` or a line
 * break), with the verdict and, for the first disallowed ones, the deciding rule. A field that a
 * spreadsheet would run as a formula (`=`, `+`, `-`, `@` first) is prefixed with `'` (OWASP
 * "CSV Injection").
 */
export function sitemapCsv(
  listed: ListedUrl[],
  details: DisallowedDetail[],
  agent: string,
): string {
  const rules = new Map(details.map((d) => [d.url, d.rule]));
  const lines = [['url', 'crawler', 'verdict', 'rule', 'line'].join(',')];
  for (const { url, allowed } of listed) {
    const rule = rules.get(url);
    const text = rule
      ? `${rule.directive === 'allow' ? 'Allow' : 'Disallow'}: ${rule.pattern}`
      : '';
    lines.push(
      [url, agent, allowed ? 'allowed' : 'disallowed', text, rule ? String(rule.line) : '']
        .map(csvField)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
