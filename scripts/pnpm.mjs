#!/usr/bin/env node
// `node scripts/pnpm.mjs <args>`: pnpm for the root npm scripts, also on a machine where pnpm
// is not installed globally (then the version pinned in package.json runs through npx).
import { runPnpm } from './lib/run.mjs';

process.exit(await runPnpm(process.argv.slice(2), { cwd: process.cwd() }));
