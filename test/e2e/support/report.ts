import type { Page } from 'playwright-core';
import type { Report } from '../../../lib/report-types';

/** Asks the background for a report from an extension page, through the real message contract. */
export async function askReport(page: Page, url: string, agent?: string, type = 'getReport'): Promise<Report> {
  const reply = await page.evaluate(
    ([type, url, agent]) => chrome.runtime.sendMessage({ type, data: { url, agent } }),
    [type, url, agent] as const,
  );
  if (!reply?.ok) throw new Error(`background answered: ${JSON.stringify(reply)}`);
  return reply.value as Report;
}
