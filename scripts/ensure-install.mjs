#!/usr/bin/env node
// Installs what `npm start` / `npm test` need and is missing: workspace dependencies (pnpm), the
// builds of the workspace packages the servers and the root scripts import (@storefront/deploy)
// and, when asked, Debian's Chromium (the browser scenarios) and Debian's redis-server, haproxy
// and pgbouncer (the scaled-out stack and its tests). A fast no-op when all is present.
// Usage: node scripts/ensure-install.mjs [--browser] [--services]
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { CHROMIUM_PATH } from './lib/chromium.mjs';
import { newestMtime } from './lib/newest-mtime.mjs';
import { REPO_ROOT, isOnPath, run, runPnpm } from './lib/run.mjs';

const MIN_NODE_MAJOR = 20;

/** Dependencies are stale when the lockfile changed after the last install. */
export function dependenciesNeedInstall(root = REPO_ROOT) {
  const installMarker = path.join(root, 'node_modules', '.modules.yaml');
  if (!existsSync(installMarker)) return true;
  return statSync(path.join(root, 'pnpm-lock.yaml')).mtimeMs > statSync(installMarker).mtimeMs;
}

/**
 * Workspace packages imported from their build (their package.json `exports` point at dist/), by
 * directory, with the file their build writes on every run.
 */
const IMPORTED_BUILDS = [{ dir: 'deploy', output: 'dist/index.js' }];

/**
 * The packages of IMPORTED_BUILDS never built, or changed since their last build: a fresh clone
 * builds them before anything imports them, and a changed source is never served stale.
 * @returns {string[]} their directories
 */
export function staleImportedBuilds(root = REPO_ROOT) {
  return IMPORTED_BUILDS.filter(({ dir, output }) => {
    const built = path.join(root, dir, output);
    return !existsSync(built) || newestMtime(path.join(root, dir)) > statSync(built).mtimeMs;
  }).map(({ dir }) => dir);
}

/** Debian's packages of the services the scaled-out stack and its tests run, by binary. */
export const SERVICE_PACKAGES = [
  { binary: '/usr/bin/redis-server', name: 'redis-server' },
  { binary: '/usr/sbin/haproxy', name: 'haproxy' },
  { binary: '/usr/sbin/pgbouncer', name: 'pgbouncer' },
];

/**
 * The Debian packages to install: those asked for whose binary is missing.
 * @param {{ browser?: boolean, services?: boolean }} wanted
 * @param {(file: string) => boolean} [exists]
 * @returns {string[]}
 */
export function missingPackages({ browser = false, services = false }, exists = existsSync) {
  const wanted = [
    ...(browser ? [{ binary: CHROMIUM_PATH, name: 'chromium' }] : []),
    ...(services ? SERVICE_PACKAGES : []),
  ];
  return wanted.filter(({ binary }) => !exists(binary)).map(({ name }) => name);
}

// Debian's invoke-rc.d and deb-systemd-invoke ask this script whether a package may start its
// service; 101 says no. Without it, installing redis-server, haproxy or pgbouncer starts a
// system-wide daemon on their usual ports (6379, 6432) that the project never uses, and a port
// already taken fails the install itself (redis-server's postinst exits 1 when its start fails).
const POLICY_RC_D = '/usr/sbin/policy-rc.d';
const REFUSE_SERVICE_STARTS =
  '#!/bin/sh\n# Written by the storefront install for one apt-get run.\nexit 101\n';

/**
 * Installs Debian packages with apt-get in one call, as root or through `sudo -n`, without
 * starting or enabling the services they bring: the project starts its own copies on free ports.
 * @param {string[]} packages
 */
async function installDebianPackages(packages) {
  // apt needs root; use sudo without a password prompt when we are not root.
  const asRoot = process.getuid?.() === 0 ? [] : isOnPath('sudo') ? ['sudo', '-n'] : null;
  if (!asRoot) {
    throw new Error(
      `${packages.join(', ')} missing and apt-get needs root: run "apt-get install -y ${packages.join(' ')}" as root`,
    );
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const [sudo, ...sudoArgs] = asRoot;
  /** @type {(command: string, args: string[]) => Promise<number>} */
  const asRootRun = (command, args) =>
    sudo ? run(sudo, [...sudoArgs, command, ...args], { env }) : run(command, args, { env });
  console.log(`[install] installing Debian's ${packages.join(', ')} with apt-get`);
  if ((await asRootRun('apt-get', ['update'])) !== 0) throw new Error('apt-get update failed');
  // A policy the machine already has is the administrator's: it stays as it is.
  const ownPolicy = !existsSync(POLICY_RC_D);
  if (ownPolicy) {
    const write = `printf '${REFUSE_SERVICE_STARTS}' > ${POLICY_RC_D} && chmod 755 ${POLICY_RC_D}`;
    if ((await asRootRun('sh', ['-c', write])) !== 0) {
      throw new Error(`could not write ${POLICY_RC_D} (needed to keep services from starting)`);
    }
  }
  try {
    if ((await asRootRun('apt-get', ['install', '-y', ...packages])) !== 0) {
      throw new Error(`apt-get install ${packages.join(' ')} failed`);
    }
  } finally {
    if (ownPolicy) await asRootRun('rm', ['-f', POLICY_RC_D]);
  }
  // systemd enabled the units for the next boot all the same.
  const services = packages.filter((name) => SERVICE_PACKAGES.some((known) => known.name === name));
  if (services.length > 0 && existsSync('/run/systemd/system')) {
    await asRootRun('systemctl', ['disable', ...services.map((name) => `${name}.service`)]);
  }
}

/**
 * @param {{ browser?: boolean, services?: boolean }} options browser: also make sure Chromium is
 *   installed; services: also Redis, HAProxy and PgBouncer (the scaled-out stack and its tests)
 */
export async function ensureInstall({ browser = false, services = false } = {}) {
  const nodeMajor = Number(process.versions.node.split('.')[0]);
  if (nodeMajor < MIN_NODE_MAJOR) {
    throw new Error(`Node ${MIN_NODE_MAJOR} or newer is required, this is ${process.version}`);
  }
  if (dependenciesNeedInstall()) {
    console.log('[install] installing workspace dependencies (pnpm install --frozen-lockfile)');
    if ((await runPnpm(['install', '--frozen-lockfile'])) !== 0)
      throw new Error('pnpm install failed');
  }
  const stale = staleImportedBuilds();
  if (stale.length > 0) {
    console.log(`[install] building ${stale.join(', ')} (imported from its build)`);
    const filters = stale.flatMap((dir) => ['--filter', `./${dir}`]);
    if ((await runPnpm([...filters, 'build'])) !== 0) {
      throw new Error(`the build of ${stale.join(', ')} failed`);
    }
  }
  const packages = missingPackages({ browser, services });
  if (packages.length > 0) await installDebianPackages(packages);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  try {
    await ensureInstall({
      browser: process.argv.includes('--browser'),
      services: process.argv.includes('--services'),
    });
  } catch (error) {
    console.error(`[install] ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
