/**
 * `npm run bench`: runs every test/bench/*.bench.ts module's default export and prints figures.
 * Benchmarks print; they never assert. Pass a name fragment to run a subset: `npm run bench robots`.
 */
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const filter = process.argv[2] ?? '';
const files = readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts') && f.includes(filter))
  .sort();

for (const file of files) {
  console.log(`\n## ${file}`);
  const mod = (await import(pathToFileURL(join(here, file)).href)) as {
    default: () => Promise<void> | void;
  };
  await mod.default();
}
