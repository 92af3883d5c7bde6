#!/usr/bin/env node
// `npm run remotes -- <command>`: which published version of each remote visitors get
// (docs/contracts.md "Remote registry"). Changes take effect on the running host servers at their
// next page request: they re-read the registry when it changes.
//   status [--json]                             live, canary and published versions per remote
//   promote <remote> <version> [--force]        everyone gets <version>
//   canary <remote> <version> <percent> [--force]   <percent> of visitors get <version> (0 ends it)
//   rollback <remote>                           ends the canary, else back to the previous live
//                                               (the newest not known broken, deploy/src/health.ts)
// promote and canary refuse a version the running host cannot run (the skew guard); --force
// skips that check. A refusal exits 1 with its reason on stderr.
import path from 'node:path';

import { deployTarget, publishedVersions, storeDirectory } from '../deploy-store.js';
import { readDeploymentRecord } from '../deployment-record.js';
import { REMOTE_NAMES } from '../frontend-packages.js';
import { isKnownBroken, readHealth } from '../health.js';
import { RefusedError, promote, readRegistry, rollback, setCanary } from '../registry.js';
import type { RemoteEntry } from '../registry.js';
import { REPO_ROOT } from '../repo-root.js';
import { hostProvides, unmetRequirements } from '../skew-guard.js';
import { updateRegistry } from './registry-update.js';

const USAGE = `usage: npm run remotes -- status [--json]
       npm run remotes -- promote <remote> <version> [--force]
       npm run remotes -- canary <remote> <version> <percent 0-100> [--force]
       npm run remotes -- rollback <remote>
<remote>: catalog, cartCheckout, account, content (or its directory)`;

/** The running host's build: HOST_DIST_DIR (relative to the repository root) or host/dist. */
const hostDirectory = () => path.resolve(REPO_ROOT, process.env.HOST_DIST_DIR || 'host/dist');

class UsageError extends Error {}

/** The remote's name in the store and registry, for its federation name or its directory. */
function remoteNamed(name: string | undefined): string {
  const target = deployTarget(name ?? '');
  if (!target) throw new UsageError(`No remote is called "${name ?? ''}".`);
  if (!REMOTE_NAMES.includes(target.name)) {
    throw new RefusedError(
      'the host is not switched by the registry: publish it with `npm run deploy -- host` and restart it',
    );
  }
  return target.name;
}

/** Refuses a version that is not published or, unless forced, that the running host cannot run. */
function checkVersion(storeDir: string, remote: string, version: string, force: boolean): void {
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

/** One remote's line of `status`. */
interface RemoteStatus {
  live: string | null;
  canary: string | null;
  percent: number;
  versions: string[];
}

/** The status of the remotes with versions or a registry entry. */
function statusOf(storeDir: string): Record<string, RemoteStatus> {
  const registry = readRegistry(storeDir);
  const status: Record<string, RemoteStatus> = {};
  for (const remote of REMOTE_NAMES) {
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
function statusTable(status: Record<string, RemoteStatus>): string {
  const rows = Object.entries(status).map(([remote, { live, canary, percent, versions }]) => [
    remote,
    live ?? '-',
    canary ? `${canary} (${percent}%)` : '-',
    String(versions.length),
  ]);
  if (!rows.length) return 'No remote has a published version (npm run deploy -- <remote>).';
  const header = ['remote', 'live', 'canary', 'published'];
  const table = [header, ...rows];
  const widths = header.map((_, column) =>
    Math.max(...table.map((row) => (row[column] ?? '').length)),
  );
  return table
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** Runs `command`; returns the line saying what changed (or the status). */
async function run([command, ...args]: string[]): Promise<string> {
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
    let was: string | null = null;
    await updateRegistry(storeDir, (registry) => {
      checkVersion(storeDir, remote, version, force);
      was = registry.remotes[remote]?.live ?? null;
      return promote(registry, remote, version);
    });
    if (was === version) return `${remote}: ${version} was already live${forced}`;
    return `${remote}: live is now ${version} (was ${was ?? 'none'})${forced}`;
  }
  if (command === 'canary' && version && percentText !== undefined) {
    const remote = remoteNamed(name);
    // setCanary refuses anything that is not an integer from 0 to 100, text included.
    const percent = /^\d+$/.test(percentText) ? Number(percentText) : percentText;
    let live: string | null = null;
    await updateRegistry(storeDir, (registry) => {
      if (percent !== 0) checkVersion(storeDir, remote, version, force);
      live = registry.remotes[remote]?.live ?? null;
      return setCanary(registry, remote, version, percent);
    });
    return percent === 0
      ? `${remote}: no canary; everyone gets ${live ?? 'the default build'}`
      : `${remote}: canary ${version} for ${percent}% of visitors, live ${live} for the others${forced}`;
  }
  if (command === 'rollback' && name) {
    const remote = remoteNamed(name);
    let before: RemoteEntry | undefined;
    const after = await updateRegistry(storeDir, (registry) => {
      before = registry.remotes[remote];
      const health = readHealth(storeDir);
      return rollback(registry, remote, {
        isBroken: (version) => isKnownBroken(health, remote, version),
      });
    });
    const live = after.remotes[remote]?.live;
    return before?.canary
      ? `${remote}: canary ${before.canary} ended; everyone gets ${live}`
      : `${remote}: live is now ${live} (rolled back from ${before?.live})`;
  }
  throw new UsageError(command ? `Unknown command or missing arguments: ${command}` : '');
}

run(process.argv.slice(2)).then(
  (line) => console.log(line),
  (error: unknown) => {
    if (error instanceof RefusedError) console.error(`refused: ${error.message}`);
    else if (error instanceof UsageError) console.error(`${error.message}\n${USAGE}`.trim());
    else console.error(`[remotes] ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  },
);
