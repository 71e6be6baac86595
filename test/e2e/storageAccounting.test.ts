import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedSize } from '../../lib/cache/planEviction';
import { type ExtensionSession, launchExtension } from './support/chromium';

/** `chrome.storage.local` in the worker; Node's types do not know the extension globals. */
interface ChromeStorage {
  chrome: {
    storage: {
      local: {
        set(items: Record<string, unknown>): Promise<void>;
        getBytesInUse(keys: string[]): Promise<number>;
        remove(keys: string[]): Promise<void>;
      };
    };
  };
}

// Issue 12 item 5: the cache's byte count is Chrome's own (getBytesInUse), `<` included.
describe('storedSize equals Chromium getBytesInUse', () => {
  let session: ExtensionSession;
  beforeAll(async () => {
    session = await launchExtension();
  });
  afterAll(async () => session?.close());

  it.each([
    ['plain', { text: 'User-agent: *\nDisallow: /private\n' }],
    ['angle brackets', { text: `${'<'.repeat(1000) + '>'.repeat(10)}&='` }],
    ['non-ASCII and separators', { text: 'é ツ \u2028 \u2029 \u0001 \x7f \t "q" \\' }],
    ['numbers, null, nested', { a: [1, 2.5, null, true], b: { c: 'x<y' } }],
  ])('%s', async (_, value) => {
    const key = 'probe:accounting';
    const chrome = await session.worker.evaluate(
      async ([k, v]) => {
        const { local } = (globalThis as unknown as ChromeStorage).chrome.storage;
        await local.set({ [k]: v });
        const bytes = await local.getBytesInUse([k]);
        await local.remove([k]);
        return bytes;
      },
      [key, value] as const,
    );
    expect(storedSize(key, value)).toBe(chrome);
  });
});
