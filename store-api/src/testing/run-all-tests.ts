// `pnpm --filter store-api test`: every test file of the API in this one process, one after
// another. `node --test` starts a process per file, and each of those spent 2–3 s loading the
// app's modules (Fastify, Stripe, Kysely, zod, the TypeScript transform) before its first test:
// over two minutes of the suite on the 2-core machine. Files keep their own resources: each suite
// builds its app on a fresh database (test-app.ts), each file's top-level `after` closes what the
// file opened, ports are picked free and databases named per process. Arguments narrow the run
// to files whose path contains one of them.
//
// STORE_API_TEST_PROCESSES=2 splits the files over two processes run at once (every other file).
// Much of the suite waits on timers or PostgreSQL, which the other process fills: alone on the
// 2-core machine the whole suite took 131–138 s instead of 211 s. Not the default: inside
// `npm test` both cores are already busy with the browser scenarios, and there the split only
// moved CPU from the scenarios to this stage (store API 8 m 46 s, scenarios 8 m 44 s, against
// 8 m 55 s and 7 m 04 s in one process), so the whole suite took no less.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const sourceDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SHARD_ARGUMENT = /^--shard=(\d+)\/(\d+)$/;

function testFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return testFiles(full);
    return entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const shard = process.argv.slice(2).find((argument) => SHARD_ARGUMENT.test(argument));
const filters = process.argv.slice(2).filter((argument) => argument !== shard);
const files = testFiles(sourceDir)
  .sort()
  .filter((file) => filters.length === 0 || filters.some((filter) => file.includes(filter)));
if (files.length === 0) throw new Error(`no test file matches ${filters.join(', ')}`);

const processes = Math.min(Number(process.env.STORE_API_TEST_PROCESSES || 1), files.length);

if (shard) {
  // One of the processes: every `count`-th file from `index` (sorted by path, so the slow files,
  // spread over the modules, land on both).
  const [, index, count] = SHARD_ARGUMENT.exec(shard)!.map(Number) as [unknown, number, number];
  for (const [position, file] of files.entries()) {
    if (position % count === index) await import(pathToFileURL(file).href);
  }
} else if (processes <= 1) {
  for (const file of files) await import(pathToFileURL(file).href);
} else {
  process.exitCode = await runShards(processes);
}

/**
 * Runs the files in `count` processes at once, with this one's node options (the TypeScript
 * transform, the reporter). The first one's output streams as it comes; the others' is held and
 * printed whole at the end, so two reports never interleave. Fails when any of them fails.
 */
async function runShards(count: number): Promise<number> {
  const children = Array.from({ length: count }, (_, index) =>
    spawn(
      process.execPath,
      [
        ...process.execArgv,
        fileURLToPath(import.meta.url),
        `--shard=${index}/${count}`,
        ...filters,
      ],
      { stdio: ['ignore', index === 0 ? 'inherit' : 'pipe', index === 0 ? 'inherit' : 'pipe'] },
    ),
  );
  // Ctrl-C reaches them all through the terminal; anything else that ends this one ends them.
  const stopChildren = () => children.forEach((child) => child.kill('SIGTERM'));
  process.once('exit', stopChildren);
  const held = children.map((child) => {
    const chunks: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
    return chunks;
  });
  const exitCodes = await Promise.all(
    children.map(
      (child) =>
        new Promise<number>((resolve) => {
          child.once('error', () => resolve(1));
          child.once('close', (code) => resolve(code ?? 1));
        }),
    ),
  );
  process.off('exit', stopChildren);
  for (const chunks of held.slice(1)) process.stdout.write(Buffer.concat(chunks));
  return exitCodes.some((code) => code !== 0) ? 1 : 0;
}
