import type { ComponentChildren } from 'preact';
import type { PageSignalsState } from '@/entrypoints/popup/usePageSignals';
import type { ReadingsState } from '@/entrypoints/popup/useReadings';
import type { Report } from '@/lib/report';

/** What the popup learnt after the verdict, for the slots: the page's own signals and the readings. */
export interface SlotContext {
  /** `page` is null until the signals for this report arrive. */
  signals: PageSignalsState;
  /** Null until the readings for this report are computed (right after the first paint). */
  readings: ReadingsState | null;
  /** Opens the robots.txt view at a line. */
  onLine: (line: number) => void;
  /** Opens a section below (by its id) and brings it into view. */
  openSection: (id: string) => void;
}

/** Before anything arrived (and in tests of the layout alone). */
export const NO_CONTEXT: SlotContext = {
  signals: { page: null, waiting: null, error: null, files: {}, fetchFile: () => {} },
  readings: null,
  onLine: () => {},
  openSection: () => {},
};

/**
 * Places in the popup's layout for panels other branches build (issue 14). Each is a function of
 * the report and what came after it (SlotContext), so the integrator wires a component in App without touching the layout.
 */
export interface GlanceSlots {
  /** One line: index/noindex, canonical and its conflict if any (the details in `pageSignals`). */
  indexing?: (report: Report, ctx: SlotContext) => ComponentChildren;
  /** One line, only when the readings disagree ("Scrapy and Python read this as disallowed"). */
  readingsLine?: (report: Report, ctx: SlotContext) => ComponentChildren;
  /** "changed since …" (`changed`), only when the file changed. */
  changed?: (report: Report, ctx: SlotContext) => ComponentChildren;
}

/** A section below the first screen: its content and its size, said while closed. */
export interface SectionSlot {
  size?: string;
  content: ComponentChildren;
}

export interface SectionSlots {
  /** The readings table (`readings` rows from lib/robots/readings `compareReadings`). */
  readings?: (report: Report, ctx: SlotContext) => SectionSlot | null;
  /** The page's own signals in full (`indexing` and its sources, `conflicts`). */
  pageSignals?: (report: Report, ctx: SlotContext) => SectionSlot | null;
  /** AI-use signals (`ai-signals`). */
  aiSignals?: (report: Report, ctx: SlotContext) => SectionSlot | null;
  /** Crawler settings export buttons (`crawler-export`), shown with the audit record. */
  crawlerExport?: (report: Report, ctx: SlotContext) => ComponentChildren;
}
