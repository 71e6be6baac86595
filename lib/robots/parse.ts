import { sniffBody } from './bodySniff';
import { createGroupBuilder, type GroupBuilder } from './groupBuilder';
import { hasInvisible, warnInvisible } from './invisible';
import { isNonstandardKey, type KeyValue, readKey, splitKeyValue, suggestDirective } from './keys';
import { readLines } from './lines';
import { resolveSitemap } from './sitemaps';
import type { RobotsFile } from './types';
import { createWarnings, type WarningSink } from './warnings';

/**
 * robots.txt text → plain data with line numbers (RFC 9309 §2.1–§2.2, read as Google's parser
 * reads it; groups are built by groupBuilder.ts). Never throws: every oddity is a warning.
 */

function record(
  builder: GroupBuilder,
  kv: KeyValue,
  line: number,
  robotsUrl: string,
  warnings: WarningSink,
  sitemaps: RobotsFile['sitemaps'],
): void {
  const meaning = readKey(kv.key);
  const { directive, name } = meaning;
  if (directive && !meaning.exact) {
    warnings.add(
      line,
      'typo-directive',
      `"${kv.key}" is not spelt "${name}"; Google reads it as ${name}, but other crawlers may ignore the line.`,
    );
  }
  if (directive && kv.noColon) {
    warnings.add(
      line,
      'missing-colon',
      `This line has no colon; Google reads it as "${name}: ${kv.value}", but other crawlers may ignore it.`,
    );
  }
  const { value } = kv;
  switch (directive) {
    case 'user-agent':
      builder.userAgent(value, line);
      return;
    case 'allow':
    case 'disallow':
      builder.rule(directive, name, value, line);
      return;
    case 'crawl-delay':
      builder.crawlDelay(value, line);
      return;
    case 'sitemap': {
      sitemaps.push({ raw: value, line });
      builder.other(line, 'Sitemap');
      const resolved = resolveSitemap(value, robotsUrl);
      if (!resolved.ok)
        warnings.add(line, resolved.code, `Sitemap "${value}" is ignored: ${resolved.reason}.`);
      else if (resolved.relative)
        warnings.add(
          line,
          'sitemap-relative',
          `Sitemap "${value}" is a relative URL; it is read as ${resolved.url}, but sitemaps should be listed with absolute URLs.`,
        );
      return;
    }
    default: {
      builder.other(line, `"${kv.key}"`);
      if (isNonstandardKey(kv.key)) {
        warnings.add(
          line,
          'nonstandard-directive',
          `"${kv.key}" is not part of RFC 9309; Google ignores it, though some crawlers read it.`,
        );
        return;
      }
      const suggestion = suggestDirective(kv.key);
      warnings.add(
        line,
        'unknown-directive',
        `"${kv.key}" is not a robots.txt directive, so this line is ignored${suggestion ? `; did you mean ${suggestion}?` : '.'}`,
      );
    }
  }
}

export function parseRobots(text: string, robotsUrl: string): RobotsFile {
  const body = typeof text === 'string' ? text : String(text ?? '');
  const url = typeof robotsUrl === 'string' ? robotsUrl : String(robotsUrl ?? '');
  const warnings = createWarnings();
  const { lines, bytesParsed, bytesTotal } = readLines(body, warnings);
  const builder = createGroupBuilder(warnings);
  const sitemaps: RobotsFile['sitemaps'] = [];
  let records = 0;
  for (let i = 0; i < lines.length; i++) {
    const kv = splitKeyValue(lines[i] as string);
    if (kv === null) continue;
    if (kv === 'unparsed') {
      warnings.add(
        i + 1,
        'unparsed-line',
        'This line is not a "key: value" record, so it is ignored.',
      );
      continue;
    }
    records++;
    record(builder, kv, i + 1, url, warnings, sitemaps);
  }
  sniffBody(body, warnings);
  if (hasInvisible(body)) warnInvisible(lines, warnings);
  if (records === 0) {
    warnings.add(
      0,
      'empty-file',
      'The file holds no records, so every crawler may fetch every page.',
    );
  }
  return {
    robotsUrl: url,
    groups: builder.groups,
    delayGroups: builder.delayGroups,
    sitemaps,
    warnings: warnings.list(),
    lineCount: lines.length,
    bytesParsed,
    bytesTotal,
  };
}
