#!/usr/bin/env node
// `npm run remotes -- <command>`: which published version of each remote visitors get
// (docs/contracts.md "Remote registry"). Changes take effect on the running host servers at their
// next page request: they re-read the registry when it changes.
//   status [--json]                             live, canary and published versions per remote
//   promote <remote> <version> [--force]        everyone gets <version>
//   canary <remote> <version> <percent> [--force]   <percent> of visitors get <version> (0 ends it)
//   rollback <remote>                           ends the canary, else back to the previous live
// promote and canary refuse a version the running host cannot run (the skew guard); --force
// skips that check. A refusal exits 1 with its reason on stderr.
import path from 'node:path';

import { deployTarget, publishedVersions, storeDirectory } from './lib/deploy-store.mjs';
import { FRONTEND_PACKAGES } from './lib/ports.mjs';
import {
  RefusedError,
  promote,
  readRegistry,
  rollback,
  setCanary,
  updateRegistry,
} from './lib/remote-registry.mjs';
import { REPO_ROOT } from './lib/run.mjs';
import { hostProvides, readDeploymentRecord, unmetRequirements } from './lib/skew-guard.mjs';

const USAGE = `usage: npm run remotes -- status [--json]
       npm run remotes -- promote <remote> <version> [--force]
       npm run remotes -- canary <remote> <version> <percent 0-100> [--force]
       npm run remotes -- rollback <remote>
<remote>: catalog, cartCheckout, account, content (or its directory)`;

const REMOTES = FRONTEND_PACKAGES.flatMap((pkg) => (pkg.remote ? [pkg.remote] : []));

/** The running host's build: HOST_DIST_DIR (relative to the repository root) or host/dist. */
const hostDirectory = () => path.resolve(REPO_ROOT, process.env.HOST_DIST_DIR || 'host/dist');

class UsageError extends Error {}

/** The remote's name in the store and registry, for its federation name or its directory. */
function remoteNamed(name) {
  const target = deployTarget(name ?? '');
  if (!target) throw new UsageError(`No remote is called "${name ?? ''}".`);
  if (!REMOTES.includes(target.name)) {
    throw new RefusedError(
      'the host is not switched by the registry: publish it with `npm run deploy -- host` and restart it',
    );
  }
  return target.name;
}

/**
 * Refuses a version that is not published or, unless forced, that the running host cannot run.
 * @param {string} storeDir
 * @param {string} remote
 * @param {string} version
 * @param {boolean} force
 */
function checkVersion(storeDir, remote, version, force) {
  if (!publishedVersions(storeDir, remote).includes(version)) {
    throw new RefusedError(
      `${remote} ${version} is not published (npm run remotes -- status lists the published versions)`,
    );
  }
  if (force) return;
  const record = readDeploymentRecord(storeDir, remote, version);
  if (!record) {
    throw new RefusedError(
      `${remote} ${version} has no deployment.json, so the skew guard cannot check it (--force skips the check)`,
    );
  }
  const reasons = unmetRequirements(record.requires, hostProvides(hostDirectory()));
  if (reasons.length) {
    throw new RefusedError(`${remote} ${version} ${reasons.join('; ')}`);
  }
}

/** `{ remote: { live, canary, percent, versions } }` for the remotes with versions or an entry. */
function statusOf(storeDir) {
  const registry = readRegistry(storeDir);
  const status = {};
  for (const remote of REMOTES) {
    const entry = registry?.remotes[remote];
    const versions = publishedVersions(storeDir, remote);
    if (!entry && !versions.length) continue;
    status[remote] = {
      live: entry?.live ?? null,
      canary: entry?.canary ?? null,
      percent: entry?.percent ?? 0,
      versions,
    };
  }
  return status;
}

/** The status as a table, one remote a line. */
function statusTable(status) {
  const rows = Object.entries(status).map(([remote, { live, canary, percent, versions }]) => [
    remote,
    live ?? '-',
    canary ? `${canary} (${percent}%)` : '-',
    String(versions.length),
  ]);
  if (!rows.length) return 'No remote has a published version (npm run deploy -- <remote>).';
  const table = [['remote', 'live', 'canary', 'published'], ...rows];
  const widths = table[0].map((_, column) => Math.max(...table.map((row) => row[column].length)));
  return table
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column]))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** Runs `command`; returns the line saying what changed (or the status). */
async function run([command, ...args]) {
  const force = args.includes('--force');
  const [name, version, percentText] = args.filter((arg) => arg !== '--force' && arg !== '--json');
  const storeDir = storeDirectory();
  const forced = force ? ' (skew guard skipped: --force)' : '';

  if (command === 'status') {
    const status = statusOf(storeDir);
    return args.includes('--json') ? JSON.stringify(status) : statusTable(status);
  }
  if (command === 'promote' && version) {
    const remote = remoteNamed(name);
    let was = null;
    await updateRegistry(storeDir, (registry) => {
      checkVersion(storeDir, remote, version, force);
      was = registry.remotes[remote]?.live ?? null;
      return promote(registry, remote, version);
    });
    if (was === version) return `${remote}: ${version} was already live${forced}`;
    return `${remote}: live is now ${version} (was ${was ?? 'none'})${forced}`;
  }
  if (command === 'canary' && percentText !== undefined) {
    const remote = remoteNamed(name);
    // setCanary refuses anything that is not an integer from 0 to 100, text included.
    const percent = /^\d+$/.test(percentText) ? Number(percentText) : percentText;
    let live = null;
    await updateRegistry(storeDir, (registry) => {
      if (percent !== 0) checkVersion(storeDir, remote, version, force);
      live = registry.remotes[remote]?.live ?? null;
      return setCanary(registry, remote, version, /** @type {number} */ (percent));
    });
    return percent === 0
      ? `${remote}: no canary; everyone gets ${live ?? 'the default build'}`
      : `${remote}: canary ${version} for ${percent}% of visitors, live ${live} for the others${forced}`;
  }
  if (command === 'rollback' && name) {
    const remote = remoteNamed(name);
    let before;
    const after = await updateRegistry(storeDir, (registry) => {
      before = registry.remotes[remote];
      return rollback(registry, remote);
    });
    const { live } = after.remotes[remote];
    return before?.canary
      ? `${remote}: canary ${before.canary} ended; everyone gets ${live}`
      : `${remote}: live is now ${live} (rolled back from ${before?.live})`;
  }
  throw new UsageError(command ? `Unknown command or missing arguments: ${command}` : '');
}

run(process.argv.slice(2)).then(
  (line) => console.log(line),
  (error) => {
    if (error instanceof RefusedError) console.error(`refused: ${error.message}`);
    else if (error instanceof UsageError) console.error(`${error.message}\n${USAGE}`.trim());
    else console.error(`[remotes] ${error.message}`);
    process.exit(1);
  },
);
