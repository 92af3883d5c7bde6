#!/usr/bin/env node
// Installs what `npm start` / `npm test` need and is missing: workspace dependencies (pnpm)
// and, for the browser scenarios, Debian's Chromium. A fast no-op when all is present.
// Usage: node scripts/ensure-install.mjs [--browser]
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { CHROMIUM_PATH } from './lib/chromium.mjs';
import { REPO_ROOT, isOnPath, run, runPnpm } from './lib/run.mjs';

const MIN_NODE_MAJOR = 20;

/** Dependencies are stale when the lockfile changed after the last install. */
export function dependenciesNeedInstall(root = REPO_ROOT) {
  const installMarker = path.join(root, 'node_modules', '.modules.yaml');
  if (!existsSync(installMarker)) return true;
  return statSync(path.join(root, 'pnpm-lock.yaml')).mtimeMs > statSync(installMarker).mtimeMs;
}

async function installChromium() {
  // apt needs root; use sudo without a password prompt when we are not root.
  const asRoot = process.getuid?.() === 0 ? [] : isOnPath('sudo') ? ['sudo', '-n'] : null;
  if (!asRoot) {
    throw new Error(
      `${CHROMIUM_PATH} is missing and apt-get needs root: run "apt-get install -y chromium" as root`,
    );
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args) =>
    asRoot.length
      ? run(asRoot[0], [...asRoot.slice(1), 'apt-get', ...args], { env })
      : run('apt-get', args, { env });
  console.log(`[install] ${CHROMIUM_PATH} missing: installing Debian's chromium with apt-get`);
  if ((await apt(['update'])) !== 0) throw new Error('apt-get update failed');
  if ((await apt(['install', '-y', 'chromium'])) !== 0) {
    throw new Error('apt-get install chromium failed');
  }
}

/**
 * @param {{ browser?: boolean }} options browser: also make sure Chromium is installed
 */
export async function ensureInstall({ browser = false } = {}) {
  const nodeMajor = Number(process.versions.node.split('.')[0]);
  if (nodeMajor < MIN_NODE_MAJOR) {
    throw new Error(`Node ${MIN_NODE_MAJOR} or newer is required, this is ${process.version}`);
  }
  if (dependenciesNeedInstall()) {
    console.log('[install] installing workspace dependencies (pnpm install --frozen-lockfile)');
    if ((await runPnpm(['install', '--frozen-lockfile'])) !== 0)
      throw new Error('pnpm install failed');
  }
  if (browser && !existsSync(CHROMIUM_PATH)) await installChromium();
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  try {
    await ensureInstall({ browser: process.argv.includes('--browser') });
  } catch (error) {
    console.error(`[install] ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
