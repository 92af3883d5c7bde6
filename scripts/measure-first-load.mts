#!/usr/bin/env -S node --import tsx
// `npm run bench`: builds what is stale, then measures the home page's first-load JS in Chromium
// (e2e/bench/first-load.ts prints the table: compressed bytes on the wire per package and per shared singleton).
// `npm run bench:lighthouse` runs the e2e script named by the argument (bench/lighthouse.ts) the same way.
import { ensureInstall } from './ensure-install.mjs';
import { buildFrontend } from './lib/frontend-build.mjs';
import { runPnpm } from './lib/run.mjs';

const benchScript = process.argv[2] ?? 'bench';

try {
  await ensureInstall({ browser: true });
  const { exitCode } = await buildFrontend();
  if (exitCode !== 0) throw new Error('the front-end build failed (see above)');
  process.exit(await runPnpm(['--filter', 'e2e', '--silent', benchScript]));
} catch (error) {
  console.error(`[bench] ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
