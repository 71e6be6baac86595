import type { Page } from 'playwright-core';
import type { Report } from '@/lib/report';

/** `chrome` inside an extension page; Node's types do not know the extension globals. */
interface ChromeGlobal {
  chrome: { runtime: { sendMessage(message: unknown): Promise<{ ok: boolean; value?: unknown }> } };
}

/** Sends one message of the real contract from an extension page and returns its value. */
export async function ask<T>(page: Page, type: string, data?: unknown): Promise<T> {
  const reply = await page.evaluate(
    ([type, data]) =>
      (globalThis as unknown as ChromeGlobal).chrome.runtime.sendMessage({ type, data }),
    [type, data] as const,
  );
  if (!reply?.ok) throw new Error(`background answered: ${JSON.stringify(reply)}`);
  return reply.value as T;
}

/** The background's report for a URL and crawler. */
export function askReport(page: Page, url: string, agent?: string, type = 'getReport') {
  return ask<Report>(page, type, { url, agent });
}
