/** The parsers whose reading of a robots.txt the popup compares (docs/design.md "Readings"). */
export type ReadingId = 'google' | 'scrapy' | 'python';

export const READING_IDS = ['google', 'scrapy', 'python'] as const satisfies readonly ReadingId[];

/** Where the real library raises on a file: the line, and what that means, in words. */
export interface ReadingFailure {
  line: number;
  /** The library's own error text (verbatim, as Python prints it): the UI words the rest. */
  error: string;
  /** In English (exports, audit records). */
  message: string;
}

/** A robots.txt as one parser reads it. Parsed once; every method is pure and never throws. */
export interface Reading {
  id: ReadingId;
  /** May `agent` fetch `url` (absolute, as a browser sends it)? */
  allowed(url: string, agent: string): boolean;
  /** The Crawl-delay this parser hands its crawler, in seconds; null when it hands none. */
  crawlDelay(agent: string): number | null;
  /** The deciding line (engine numbering), where the parser decides by a rule. */
  line(url: string, agent: string): number | null;
  /** Set when the real library raises on this file. */
  failure: ReadingFailure | null;
}
