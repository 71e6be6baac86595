import preact from '@preact/preset-vite';
import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';

// Two projects: fast unit tests (fakeBrowser; happy-dom per file for components) and the
// real-browser suite (the built extension in system Chromium). `npm run fuzz` reruns the
// property tests under test/unit/fuzz with FUZZ_RUNS raised.
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [WxtVitest(), preact()],
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        plugins: [WxtVitest()],
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'firefox',
          include: ['test/firefox/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 90_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
