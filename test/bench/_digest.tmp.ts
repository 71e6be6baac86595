import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { respond, startSite } from '../e2e/support/site';
import { realisticFile } from './robots.bench';
import { liveWorker, workerStopper } from './workerControl';
let seen = 0;
const lines = realisticFile().split('\n').filter((l) => !/^(dis)?allow:/i.test(l) || ++seen <= 2999);
const site = await startSite({ '/robots.txt': respond(200, [...lines, 'Disallow: /private'].join('\n')) });
const DIR = process.env.EXT!;
const context = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'bgd-')), {
  executablePath: '/usr/bin/chromium', headless: true,
  args: [`--disable-extensions-except=${DIR}`, `--load-extension=${DIR}`, '--no-sandbox', '--disable-gpu', '--no-first-run', '--host-resolver-rules=MAP *.test 127.0.0.1'],
});
const w0 = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
const extensionId = new URL(w0.url()).host;
const session = { context, extensionId } as never;
const url = `${site.origin}/private/a`;
const q = `chrome-extension://${extensionId}/popup.html?url=${encodeURIComponent(url)}&agent=Googlebot`;
const open = async () => { const p = await context.newPage(); await p.goto(q); await p.waitForSelector('[data-testid=verdict]:not([data-verdict=loading])'); await p.waitForTimeout(50); return p; };
await (await open()).close();
const stopper = await workerStopper(session);
const seg = (m: Record<string, number>) => [m['d:got']! - m['d:get']!, m['d:valid']! - m['d:got']!, m['d:digest']! - m['d:valid']!];
const cold: number[][] = [], warm: number[][] = [];
for (let i = 0; i < Number(process.env.N ?? 9); i++) {
  await stopper.stop();
  let p = await open();
  const w = await liveWorker(session);
  const first = (await w.evaluate(`Object.fromEntries(performance.getEntriesByType('mark').map((m) => [m.name, m.startTime]))`)) as Record<string, number>;
  cold.push(seg(first));
  await p.close();
  await w.evaluate('performance.clearMarks()');
  p = await open();
  const again = (await w.evaluate(`Object.fromEntries(performance.getEntriesByType('mark').map((m) => [m.name, m.startTime]))`)) as Record<string, number>;
  warm.push(seg(again));
  await p.close();
}
const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
for (const [name, rows] of [['cold worker', cold], ['running worker', warm]] as const)
  console.log(name, 'storage get', med(rows.map((r) => r[0]!)).toFixed(2), '| validate', med(rows.map((r) => r[1]!)).toFixed(2), '| SHA-256', med(rows.map((r) => r[2]!)).toFixed(2), 'ms (median)');
await context.close();
await site.close();
