#!/usr/bin/env node
// `npm run remotes -- <command>`: which published version of each remote visitors get
// (docs/contracts.md "Remote registry"). Changes take effect on the running host servers at their
// next page request: they re-read the registry when it changes.
//   status [--json] [--window 15m]              live, canary and published versions per remote;
//                                               with REDIS_URL, shoppers' signals per version and
//                                               the latest automatic canaries (signals-cli.ts)
//   status --history [<remote>] [--json]        the audit trail, oldest first
//   promote <remote> <version> [--force]        everyone gets <version>
//   canary <remote> <version> <percent> [--force]   <percent> of visitors get <version> (0 ends it)
//   canary <remote> <version> --auto [--steps 5,25,50,100] [--step-time 10m] [--poll 30s]
//          [--max-hold 30m] [--force]        raises the share while shoppers' signals hold up,
//                                               rolls back by itself otherwise (exit 2)
//   rollback <remote>                           ends the canary, else back to the previous live
//                                               (the newest not known broken, deploy/src/health.ts)
// `host` takes promote, rollback and status --history: the running host servers switch to its
// live version at their next request (deploy/src/host-builds.ts); it has no canary or preview.
//   preview <remote> <version> [--hours N] [--site URL]   a signed link showing <version> to
//                                               whoever opens it, for N hours (24); nobody else
//   preview --revoke <remote> [<version>]       the links of <remote> (<version>) made until now
//                                               stop working at the next page
//   scripts [<path>] [--json]                   the scripts each page type (or <path>'s) can
//                                               load, with their published SHA-384 hashes
// promote, canary and preview refuse a version the running host cannot run (the skew guard);
// --force skips that check (not for a preview). A refusal exits 1 with its reason on stderr. Every change is recorded in the
// audit trail with `--by <name>` (else the OS user) and `--reason <text>`.
import { existsSync, readdirSync } from 'node:fs';
import { parseArgs } from 'node:util';

import { HOST_NAME, deployTarget, publishedVersions, storeDirectory } from '../deploy-store.js';
import { FRONTEND_PACKAGES, REMOTE_NAMES } from '../frontend-packages.js';
import { isKnownBroken, readHealth } from '../health.js';
import { hostVersionDirectory, liveHostDirectory } from '../host-builds.js';
import {
  PREVIEW_LONGEST_HOURS,
  PREVIEW_QUERY_PARAM,
  PREVIEW_SECRET_ENV,
  previewSecretProblem,
  signPreviewToken,
} from '../preview-link.js';
import {
  RefusedError,
  promote,
  readRegistry,
  revokePreviews,
  rollback,
  setCanary,
} from '../registry.js';
import { hostProvides, unmetByServedVersions } from '../skew-guard.js';
import type { RemoteEntry } from '../registry.js';
import {
  actorOf,
  appendAuditEntries,
  auditEntries,
  historyTable,
  readAuditTrail,
} from './audit-trail.js';
import type { Actor } from './audit-trail.js';
import { updateRegistry, withRegistryLock } from './registry-update.js';
import { routeProblems } from './route-check.js';
import { inventoryText, scriptInventory } from './script-inventory.js';
import { hostDirectory, skewReasons } from './skew-check.js';
import {
  autoCanaryCommand,
  canaryRunsText,
  readVersionSignals,
  signalsTable,
  statusWindow,
  withSignalStore,
} from './signals-cli.js';
import { textTable } from './text-table.js';
import type { SignalSummary } from '../signals/version-signals.js';

const USAGE = `usage: npm run remotes -- status [--json] [--window 15m]
       npm run remotes -- status --history [<remote>] [--json]
       npm run remotes -- promote <remote> <version> [--force] [--by <name>] [--reason <text>]
       npm run remotes -- canary <remote> <version> <percent 0-100> [--force] [--by …] [--reason …]
       npm run remotes -- canary <remote> <version> --auto [--steps 5,25,50,100] [--step-time 10m]
                         [--poll 30s] [--max-hold 30m] [--force] [--by …] [--reason …]
       npm run remotes -- rollback <remote> [--by <name>] [--reason <text>]
       npm run remotes -- preview <remote> <version> [--hours 1-${PREVIEW_LONGEST_HOURS}] [--site <url>] [--by …] [--reason …]
       npm run remotes -- preview --revoke <remote> [<version>] [--by …] [--reason …]
       npm run remotes -- scripts [<path>] [--json]
<remote>: catalog, cartCheckout, account, content (or its directory); host for promote, rollback and status --history`;

class UsageError extends Error {}

/**
 * The remote's name in the store and registry, for its federation name or its directory; `host`
 * only for the commands that switch the host (`hostToo`).
 */
function remoteNamed(name: string | undefined, { hostToo = false } = {}): string {
  const given = name ?? '';
  // A remote of this workspace, or one published from elsewhere into the store.
  const remote =
    deployTarget(given)?.name ?? (publishedVersions(storeDirectory(), given).length ? given : null);
  if (!remote) throw new UsageError(`No remote is called "${given}".`);
  if (!hostToo && remote === HOST_NAME) {
    throw new RefusedError(
      'the host has no canary or preview link: promote its version (npm run remotes -- promote host <version>) and roll back if it misbehaves',
    );
  }
  return remote;
}

/** Why the host `version` cannot run what visitors are served (the remotes' live and canary versions). */
function hostSkewReasons(storeDir: string, version: string): string[] {
  return unmetByServedVersions(storeDir, hostProvides(hostVersionDirectory(storeDir, version)));
}

/** The live site's address for preview links: --site, else the host on this machine. */
function siteAddress(site: string | undefined): URL {
  const host = FRONTEND_PACKAGES.find((pkg) => !pkg.remote);
  const fallback = `http://localhost:${process.env[host?.portEnv ?? ''] || host?.defaultPort}`;
  const url = URL.canParse(site ?? fallback) ? new URL(site ?? fallback) : null;
  if (!url || !['http:', 'https:'].includes(url.protocol)) {
    throw new UsageError(`--site must be the shop's http(s) address, not "${site}"`);
  }
  return url;
}

/** How long a preview link lasts: --hours, a whole number of hours up to a week (24 by default). */
function previewHours(hours: string | undefined): number {
  const value = Number(hours ?? '24');
  if (!Number.isInteger(value) || value < 1 || value > PREVIEW_LONGEST_HOURS) {
    throw new RefusedError(
      `--hours must be a whole number from 1 to ${PREVIEW_LONGEST_HOURS}, not ${hours}`,
    );
  }
  return value;
}

/**
 * Refuses a version that is not published or, unless forced, that the running host cannot run.
 * @param force `never` for a command that cannot skip the skew guard (a preview)
 */
function checkVersion(
  storeDir: string,
  remote: string,
  version: string,
  force: boolean | 'never',
): void {
  if (!publishedVersions(storeDir, remote).includes(version)) {
    throw new RefusedError(
      `${remote} ${version} is not published (npm run remotes -- status lists the published versions)`,
    );
  }
  // Not skipped by --force: the host cannot serve pages it has no route for, or serve one path
  // twice. The host itself declares no routes: it serves the remotes'.
  const routes =
    remote === HOST_NAME ? [] : routeProblems(storeDir, remote, version, readRegistry(storeDir));
  if (routes.length) throw new RefusedError(`${remote} ${version} ${routes.join('; ')}`);
  if (force === true) return;
  const reasons =
    remote === HOST_NAME
      ? hostSkewReasons(storeDir, version)
      : skewReasons(storeDir, remote, version, liveHostDirectory(storeDir, hostDirectory()));
  if (reasons.length) {
    const hint = force === 'never' ? '' : ' (--force skips the check)';
    throw new RefusedError(`${remote} ${version} ${reasons.join('; ')}${hint}`);
  }
}

/** One remote's line of `status`. */
interface RemoteStatus {
  live: string | null;
  canary: string | null;
  percent: number;
  versions: string[];
  /** With REDIS_URL: the live and canary versions' signals over the window. */
  signals?: { windowMs: number; live?: SignalSummary; canary?: SignalSummary };
}

/** The status of the remotes with versions or a registry entry. */
function statusOf(storeDir: string): Record<string, RemoteStatus> {
  const registry = readRegistry(storeDir);
  const status: Record<string, RemoteStatus> = {};
  const stored = existsSync(storeDir)
    ? readdirSync(storeDir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() && entry.name !== HOST_NAME ? [entry.name] : [],
      )
    : [];
  // The host and the built-in remotes first, then any other published one (a remote added since).
  const names = new Set([
    HOST_NAME,
    ...REMOTE_NAMES,
    ...Object.keys(registry?.remotes ?? {}),
    ...stored,
  ]);
  for (const remote of names) {
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
  return textTable(['remote', 'live', 'canary', 'published'], rows);
}

/** The command line: the command, its positional arguments and its options. */
function parseCommandLine(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        force: { type: 'boolean', default: false },
        json: { type: 'boolean', default: false },
        history: { type: 'boolean', default: false },
        hours: { type: 'string' },
        site: { type: 'string' },
        by: { type: 'string' },
        reason: { type: 'string' },
        window: { type: 'string' },
        auto: { type: 'boolean', default: false },
        revoke: { type: 'boolean', default: false },
        steps: { type: 'string' },
        'step-time': { type: 'string' },
        poll: { type: 'string' },
        'max-hold': { type: 'string' },
      },
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

/** Set by a command that ends in a way the operator's scripts must notice (a rollback). */
let exitCode = 0;

/** Runs the command line; returns the line saying what changed (or the status). */
async function run(argv: string[]): Promise<string> {
  const { values, positionals } = parseCommandLine(argv);
  const [command, name, version, percentText] = positionals;
  const { force } = values;
  const storeDir = storeDirectory();
  const forced = force ? ' (skew guard skipped: --force)' : '';
  const actor: Actor = actorOf(values);

  if (command === 'status' && values.history) {
    const remote = name === undefined ? null : remoteNamed(name, { hostToo: true });
    const records = readAuditTrail(storeDir, readRegistry(storeDir)).filter(
      (record) => remote === null || record.remote === remote,
    );
    return values.json ? JSON.stringify(records) : historyTable(records);
  }
  if (command === 'scripts') {
    const inventory = scriptInventory({ storeDir, hostDir: hostDirectory(), pathname: name });
    if (!inventory.length) throw new UsageError(`No page type matches ${name}.`);
    return values.json ? JSON.stringify(inventory) : inventoryText(inventory);
  }
  if (command === 'status') {
    const status = statusOf(storeDir);
    const windowMs = statusWindow(values.window);
    if (!process.env.REDIS_URL) {
      console.error("(shoppers' signals per version: set REDIS_URL to the host servers' Redis)");
    }
    const signals = process.env.REDIS_URL
      ? await withSignalStore(process.env, (store) =>
          readVersionSignals(store, readRegistry(storeDir), windowMs),
        )
      : null;
    if (values.json) {
      for (const row of signals ?? []) {
        const remote = status[row.remote];
        if (remote) remote.signals = { ...remote.signals, windowMs, [row.role]: row.signals };
      }
      return JSON.stringify(status);
    }
    return [
      statusTable(status),
      signals && signalsTable(signals, windowMs),
      canaryRunsText(storeDir),
    ]
      .filter(Boolean)
      .join('\n\n');
  }
  if (command === 'promote' && version) {
    const remote = remoteNamed(name, { hostToo: true });
    let was: string | null = null;
    await updateRegistry(
      storeDir,
      (registry) => {
        checkVersion(storeDir, remote, version, force);
        was = registry.remotes[remote]?.live ?? null;
        return promote(registry, remote, version);
      },
      {
        actor,
        describe: () => [
          { action: 'promote', remote, version, from: was, ...(force && { forced: true }) },
        ],
      },
    );
    if (was === version) return `${remote}: ${version} was already live${forced}`;
    return `${remote}: live is now ${version} (was ${was ?? 'none'})${forced}`;
  }
  if (command === 'canary' && version && values.auto) {
    const remote = remoteNamed(name);
    const { line, rolledBack } = await autoCanaryCommand({
      storeDir,
      registry: readRegistry(storeDir),
      remote,
      version,
      actor,
      force,
      options: {
        steps: values.steps,
        stepTime: values['step-time'],
        poll: values.poll,
        maxHold: values['max-hold'],
      },
      check: () => checkVersion(storeDir, remote, version, force),
    });
    if (rolledBack) exitCode = 2;
    return `${line}${forced}`;
  }
  if (command === 'canary' && version && percentText !== undefined) {
    const remote = remoteNamed(name);
    // setCanary refuses anything that is not an integer from 0 to 100, text included.
    const percent = /^\d+$/.test(percentText) ? Number(percentText) : percentText;
    let live: string | null = null;
    await updateRegistry(
      storeDir,
      (registry) => {
        if (percent !== 0) checkVersion(storeDir, remote, version, force);
        live = registry.remotes[remote]?.live ?? null;
        return setCanary(registry, remote, version, percent);
      },
      {
        actor,
        describe: () => [
          {
            action: 'canary',
            remote,
            version,
            percent: Number(percent),
            ...(force && percent !== 0 && { forced: true }),
          },
        ],
      },
    );
    return percent === 0
      ? `${remote}: no canary; everyone gets ${live ?? 'the default build'}`
      : `${remote}: canary ${version} for ${percent}% of visitors, live ${live} for the others${forced}`;
  }
  if (command === 'rollback' && name) {
    const remote = remoteNamed(name, { hostToo: true });
    let before: RemoteEntry | undefined;
    const after = await updateRegistry(
      storeDir,
      (registry) => {
        before = registry.remotes[remote];
        const health = readHealth(storeDir);
        return rollback(registry, remote, {
          isBroken: (version) => isKnownBroken(health, remote, version),
        });
      },
      {
        actor,
        describe: (_, next) => [
          {
            action: 'rollback',
            remote,
            version: next.remotes[remote]?.live ?? null,
            from: before?.canary ?? before?.live ?? null,
          },
        ],
      },
    );
    const live = after.remotes[remote]?.live;
    return before?.canary
      ? `${remote}: canary ${before.canary} ended; everyone gets ${live}`
      : `${remote}: live is now ${live} (rolled back from ${before?.live})`;
  }
  if (command === 'preview' && values.revoke && name) {
    const remote = remoteNamed(name);
    const at = new Date();
    await updateRegistry(
      storeDir,
      (registry) => revokePreviews(registry, remote, version ?? null, at),
      {
        actor,
        describe: () => [{ action: 'preview-revoke', remote, version: version ?? null }],
      },
    );
    const links = version ? `${remote} ${version}` : remote;
    return `Preview links of ${links} made until ${at.toISOString()} are refused from the next page on.`;
  }
  if (command === 'preview' && version) {
    const remote = remoteNamed(name);
    const secret = process.env[PREVIEW_SECRET_ENV];
    const problem = previewSecretProblem(secret);
    if (problem || !secret) {
      throw new RefusedError(
        `${problem}: preview links are signed with the key the host servers hold (docs/deploy.md "Preview links")`,
      );
    }
    // Whole seconds, as the token carries them.
    const now = Math.floor(Date.now() / 1000) * 1000;
    const expiresAt = new Date(now + previewHours(values.hours) * 3_600_000);
    const link = siteAddress(values.site);
    await withRegistryLock(storeDir, () => {
      checkVersion(storeDir, remote, version, 'never');
      appendAuditEntries(
        storeDir,
        auditEntries(actor, [
          { action: 'preview', remote, version, expiresAt: expiresAt.toISOString() },
        ]),
      );
    });
    link.searchParams.set(
      PREVIEW_QUERY_PARAM,
      signPreviewToken({ remote, version, expiresAt }, secret),
    );
    return `${remote} ${version} for whoever opens this link until ${expiresAt.toISOString()}:\n${link.href}`;
  }
  throw new UsageError(command ? `Unknown command or missing arguments: ${command}` : '');
}

run(process.argv.slice(2)).then(
  (line) => {
    console.log(line);
    process.exitCode = exitCode;
  },
  (error: unknown) => {
    if (error instanceof RefusedError) console.error(`refused: ${error.message}`);
    else if (error instanceof UsageError) console.error(`${error.message}\n${USAGE}`.trim());
    else console.error(`[remotes] ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  },
);
