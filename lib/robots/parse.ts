import { sniffBody } from './bodySniff';
import { createGroupBuilder, type GroupBuilder } from './groupBuilder';
import { hasInvisible, warnInvisibleLine } from './invisible';
import {
  createRecordReader,
  createRecordSpan,
  exactKeyAt,
  isNonstandardKey,
  type RecordSpan,
  readKey,
  suggestDirective,
} from './keys';
import { createLineCursor, readBody, warnTruncated } from './lines';
import { resolveSitemap } from './sitemaps';
import type { RobotsFile } from './types';
import { createWarnings, type WarningSink } from './warnings';

/**
 * robots.txt text → plain data with line numbers (RFC 9309 §2.1–§2.2, read as Google's parser
 * reads it; groups are built by groupBuilder.ts). Never throws: every oddity is a warning.
 */

interface ParseState {
  text: string;
  builder: GroupBuilder;
  robotsUrl: string;
  warnings: WarningSink;
  sitemaps: RobotsFile['sitemaps'];
}

/** The key as written, for the words of the warnings of unusual lines. */
function keyOf(text: string, span: RecordSpan): string {
  return text.slice(span.keyStart, span.keyEnd);
}

/** One `key: value` line, read from its span in the body (only the value is sliced, as a rule). */
function record(
  { text, builder, robotsUrl, warnings, sitemaps }: ParseState,
  span: RecordSpan,
  line: number,
): void {
  const meaning =
    exactKeyAt(text, span.keyStart, span.keyEnd) ?? readKey(text.slice(span.keyStart, span.keyEnd));
  const { directive, name } = meaning;
  const value = text.slice(span.valueStart, span.valueEnd);
  if (directive && !meaning.exact) {
    warnings.add(
      line,
      'typo-directive',
      `"${keyOf(text, span)}" is not spelt "${name}"; Google reads it as ${name}, but other crawlers may ignore the line.`,
      { key: keyOf(text, span), name },
    );
  }
  if (directive && span.noColon) {
    warnings.add(
      line,
      'missing-colon',
      `This line has no colon; Google reads it as "${name}: ${value}", but other crawlers may ignore it.`,
      { name, value },
    );
  }
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
        warnings.add(line, resolved.code, `Sitemap "${value}" is ignored: ${resolved.reason}.`, {
          value,
        });
      else if (resolved.relative)
        warnings.add(
          line,
          'sitemap-relative',
          `Sitemap "${value}" is a relative URL; it is read as ${resolved.url}, but sitemaps should be listed with absolute URLs.`,
          { value, url: resolved.url },
        );
      return;
    }
    default: {
      const written = keyOf(text, span);
      builder.other(line, `"${written}"`);
      if (isNonstandardKey(written)) {
        warnings.add(
          line,
          'nonstandard-directive',
          `"${written}" is not part of RFC 9309; Google ignores it, though some crawlers read it.`,
          { key: written },
        );
        return;
      }
      const suggestion = suggestDirective(written);
      warnings.add(
        line,
        'unknown-directive',
        `"${written}" is not a robots.txt directive, so this line is ignored${suggestion ? `; did you mean ${suggestion}?` : '.'}`,
        suggestion ? { key: written, suggestion } : { key: written },
      );
    }
  }
}

export function parseRobots(text: string, robotsUrl: string): RobotsFile {
  const raw = typeof text === 'string' ? text : String(text ?? '');
  const url = typeof robotsUrl === 'string' ? robotsUrl : String(robotsUrl ?? '');
  const warnings = createWarnings();
  const body = readBody(raw);
  const state: ParseState = {
    text: body.text,
    builder: createGroupBuilder(warnings),
    robotsUrl: url,
    warnings,
    sitemaps: [],
  };
  // Invisible characters are all non-ASCII: most bodies skip the per-line look.
  const invisible = body.nonAscii && hasInvisible(body.text);
  const lines = createLineCursor(body.text, warnings);
  const readRecord = createRecordReader(body.text);
  const span = createRecordSpan();
  let records = 0;
  while (lines.next()) {
    const found = readRecord(lines.start, lines.end, span);
    if (found === 'unparsed') {
      warnings.add(
        lines.line,
        'unparsed-line',
        'This line is not a "key: value" record, so it is ignored.',
      );
    } else if (found) {
      records++;
      record(state, span, lines.line);
    }
    if (invisible) warnInvisibleLine(body.text.slice(lines.start, lines.end), lines.line, warnings);
  }
  warnTruncated(body, lines.line, warnings);
  sniffBody(raw, warnings);
  if (records === 0) {
    warnings.add(
      0,
      'empty-file',
      'The file holds no records, so every crawler may fetch every page.',
    );
  }
  return {
    robotsUrl: url,
    groups: state.builder.groups,
    delayGroups: state.builder.delayGroups,
    sitemaps: state.sitemaps,
    warnings: warnings.list(),
    lineCount: lines.line,
    bytesParsed: body.bytesParsed,
    bytesTotal: body.bytesTotal,
  };
}
