import type { ComponentChildren } from 'preact';
import type { Report } from '@/lib/report';

/**
 * Places in the popup's layout for panels other branches build (issue 14). Each is a function of
 * the report, so the integrator wires a component in App without touching the layout.
 */
export interface GlanceSlots {
  /** One line: index/noindex, canonical and its conflict if any (`indexing`, `conflicts`). */
  indexing?: (report: Report) => ComponentChildren;
  /** One line, only when the readings disagree ("Scrapy and Python read this as disallowed"). */
  readingsLine?: (report: Report) => ComponentChildren;
  /** "changed since …" (`changed`), only when the file changed. */
  changed?: (report: Report) => ComponentChildren;
}

/** A section below the first screen: its content and its size, said while closed. */
export interface SectionSlot {
  size?: string;
  content: ComponentChildren;
}

export interface SectionSlots {
  /** The readings table (`readings` rows from lib/robots/readings `compareReadings`). */
  readings?: (report: Report) => SectionSlot | null;
  /** The page's own signals in full (`indexing` sources, `conflicts`). */
  pageSignals?: (report: Report) => SectionSlot | null;
  /** AI-use signals (`ai-signals`). */
  aiSignals?: (report: Report) => SectionSlot | null;
  /** Crawler settings export buttons (`crawler-export`), shown with the audit record. */
  crawlerExport?: (report: Report) => ComponentChildren;
}
