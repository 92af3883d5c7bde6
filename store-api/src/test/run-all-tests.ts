// `pnpm --filter store-api test`: every test file of the API in this one process, one after
// another. `node --test` starts a process per file, and each of those spent 2–3 s loading the
// app's modules (Fastify, Stripe, Kysely, zod, the TypeScript transform) before its first test:
// over two minutes of the suite on the 2-core machine. Files keep their own resources: each suite
// builds its app on a fresh database (test-app.ts) and each file's top-level `after` closes what
// the file opened. Arguments narrow the run to files whose path contains one of them.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const sourceDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function testFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return testFiles(full);
    return entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const filters = process.argv.slice(2);
const files = testFiles(sourceDir)
  .sort()
  .filter((file) => filters.length === 0 || filters.some((filter) => file.includes(filter)));
if (files.length === 0) throw new Error(`no test file matches ${filters.join(', ')}`);
for (const file of files) await import(pathToFileURL(file).href);
