#!/usr/bin/env -S node --import tsx
// `npm run bench`: builds what is stale, then measures each kind of page's first-load JS in Chromium
// (e2e/bench/first-load.ts prints the tables: compressed bytes on the wire per package and per shared
// singleton, then one line per page); `npm run bench -- --bytes-only` leaves out the timings.
// `npm run bench:lighthouse` runs the e2e script named by the argument (bench/lighthouse.ts) the same way.
import { ensureInstall } from './ensure-install.mjs';
import { buildFrontend } from './lib/frontend-build.mjs';
import { runPnpm } from './lib/run.mjs';

const [first, ...rest] = process.argv.slice(2);
const benchScript = first && !first.startsWith('--') ? first : 'bench';
/** Options for the bench script itself (`--bytes-only`). */
const benchOptions = first && first.startsWith('--') ? [first, ...rest] : rest;

try {
  await ensureInstall({ browser: true });
  const { exitCode } = await buildFrontend();
  if (exitCode !== 0) throw new Error('the front-end build failed (see above)');
  process.exit(await runPnpm(['--filter', 'e2e', '--silent', benchScript, ...benchOptions]));
} catch (error) {
  console.error(`[bench] ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
