import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { liveWorker, workerStopper } from './workerControl';
const DIR = process.env.EXT ?? '/tmp/bgx/ext';
const src: string[] = [];
const context = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'bgm-')), {
  executablePath: '/usr/bin/chromium', headless: true,
  args: [`--disable-extensions-except=${DIR}`, `--load-extension=${DIR}`, '--no-sandbox', '--disable-gpu', '--no-first-run'],
});
const w0 = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
const extensionId = new URL(w0.url()).host;
const session = { context, extensionId } as never;
const stopper = await workerStopper(session);
const runs: Record<string, number>[] = [];
for (let i = 0; i < Number(process.env.N ?? 7); i++) {
  await stopper.stop();
  const page = await context.newPage();
  await page.goto(`chrome-extension://${extensionId}/popup.html?url=${encodeURIComponent('https://example.com/')}`);
  const w = await liveWorker(session);
  await w.evaluate('1');
  const marks = (await w.evaluate(`performance.getEntriesByType('mark').map((m) => [m.name, m.startTime])`)) as [string, number][];
  const seg: Record<string, number> = {};
  for (let k = 1; k < marks.length; k++) seg[`${marks[k - 1]![0]}→${marks[k]![0]}`] = marks[k]![1] - marks[k - 1]![1];
  const script = marks.find((m) => m[0] === 'bg:script')?.[1] ?? NaN;
  const main = marks.find((m) => m[0] === 'bg:main')?.[1] ?? NaN;
  seg.TOTAL = main - script;
  runs.push(seg);
  await page.close();
}
const med = (xs: number[]) => xs.sort((a, b) => a - b)[xs.length >> 1] ?? NaN;
const keys = Object.keys(runs[0]!);
const rows = keys.map((k) => [k, med(runs.map((r) => r[k] ?? NaN))] as const).sort((a, b) => b[1] - a[1]);
console.log('TOTAL median', med(runs.map((r) => r.TOTAL ?? NaN)).toFixed(2), 'fastest', Math.min(...runs.map((r) => r.TOTAL ?? NaN)).toFixed(2));
for (const [k, v] of rows.slice(0, Number(process.env.TOP ?? 25))) {
  const line = Number(/t:(\d+)$/.exec(k.split('→')[0]!)?.[1]);
  console.log(v.toFixed(2).padStart(7), k.padEnd(24), line ? src[line - 1]?.trim().slice(0, 110) : '');
}
await context.close();
