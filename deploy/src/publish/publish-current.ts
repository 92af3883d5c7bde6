// `npm start` serves each remote through the deployment store like any deploy: it publishes the
// build in each remote's dist (when no published version is that build) and makes it live only
// when the remote has no live version (a first start), through the skew guard. It never changes
// a live, canaried or rolled-back assignment: a restart after a team's rollback must not put the
// version rolled back from live again (issue 39, measured item 2), so a rebuilt remote is served
// after `npm run remotes -- promote`, which the log line names. The host's build is published and
// switched the same way (`host`, deploy/src/host-builds.ts): its servers serve the live one.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import { HOST_NAME, publishedVersions } from '../deploy-store.js';
import { DEPLOYMENT_RECORD_FILE, FederationManifestSchema } from '../deployment-record.js';
import { FRONTEND_PACKAGES } from '../frontend-packages.js';
import { readRouteManifest } from '../route-manifest.js';
import { liveHostDirectory } from '../host-builds.js';
import { promote } from '../registry.js';
import { REPO_ROOT } from '../repo-root.js';
import { hostProvides, unmetByServedVersions } from '../skew-guard.js';
import { versionId } from '../version-id.js';
import type { BuildStamp } from '../version-id.js';
import { contractImportsOf, deploymentRecord } from './deployment-record.js';
import { gitState } from './git-state.js';
import { actorOf } from './audit-trail.js';
import type { Actor } from './audit-trail.js';
import { updateRegistry } from './registry-update.js';
import { hostDirectory, skewReasons } from './skew-check.js';
import { publishVersion, pruneVersions } from './store-writes.js';

/** deployment.json's `publishedBy` for the versions `npm start` published. */
export const PUBLISHED_BY_START = 'start';
const MANIFEST_FILE = 'mf-manifest.json';
/** A host build without its page cannot be served (the tests' host/dist holds only its contract). */
const HOST_PAGE_FILE = 'index.html';

/** The files below `directory`, as sorted relative paths with `/`. */
function filesBelow(directory: string, prefix = ''): string[] {
  return readdirSync(path.join(directory, prefix), { withFileTypes: true })
    .flatMap((entry) => {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      return entry.isDirectory() ? filesBelow(directory, relative) : [relative];
    })
    .sort();
}

/**
 * What tells one build from another: every file's name and size, and the manifest's text. The
 * manifest alone is not enough (its buildVersion is the package's version outside a deploy),
 * and the hashed chunk names change with their content.
 * @param directory a dist directory, or a published version's (its deployment.json left out)
 */
export function buildFingerprint(directory: string): string {
  const hash = createHash('sha256');
  for (const file of filesBelow(directory)) {
    if (file === DEPLOYMENT_RECORD_FILE) continue;
    hash.update(`${file}\t${statSync(path.join(directory, file)).size}\n`);
  }
  hash.update(readFileSync(path.join(directory, MANIFEST_FILE)));
  return hash.digest('hex');
}

/**
 * Per remote: the version that is its current build, whether it was published now, and the live
 * one (null when a first start could not promote it).
 */
export type PublishSummary = Record<
  string,
  { current: string; published: boolean; live: string | null }
>;

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

/**
 * Publishes the current build of each remote that has one, promotes it where the remote has no
 * live version and the host can run it, and prunes old versions (never one the registry names).
 * @param options.storeDir the deployment store
 * @param options.log one line per remote: the version it serves
 * @param options.repoRoot where the packages' dist directories and platform/ are
 * @param options.hostDir the host build the skew guard checks a first promote against
 * @param options.actor who the audit trail names (the OS user, "npm start" by default)
 * @param options.build what a new version's id and record say (the worktree's commit and now,
 *   by default)
 */
export async function publishCurrentBuilds({
  storeDir,
  log = console.log,
  repoRoot = REPO_ROOT,
  hostDir = hostDirectory(process.env, repoRoot),
  build = { ...gitState(), date: new Date() },
  actor = actorOf({ reason: 'npm start' }),
}: {
  storeDir: string;
  log?: (line: string) => void;
  repoRoot?: string;
  hostDir?: string;
  build?: BuildStamp;
  actor?: Actor;
}): Promise<PublishSummary> {
  // The contract a remote needs of the host is the singleton the host provides (build/federation-shared.cjs).
  const contract = readJson(path.join(repoRoot, 'platform', 'package.json')) as {
    name: string;
    version: string;
  };
  const current = new Map<string, { version: string; published: boolean }>();
  for (const pkg of FRONTEND_PACKAGES) {
    const remote = pkg.remote ?? HOST_NAME;
    const buildDir = path.join(repoRoot, pkg.dir, 'dist');
    if (!existsSync(path.join(buildDir, MANIFEST_FILE))) continue;
    if (remote === HOST_NAME && !existsSync(path.join(buildDir, HOST_PAGE_FILE))) continue;
    const fingerprint = buildFingerprint(buildDir);
    const known = publishedVersions(storeDir, remote).find((version) => {
      const directory = path.join(storeDir, remote, version);
      return (
        existsSync(path.join(directory, MANIFEST_FILE)) &&
        buildFingerprint(directory) === fingerprint
      );
    });
    if (known) {
      current.set(remote, { version: known, published: false });
      continue;
    }
    const version = versionId(build);
    const record = {
      ...deploymentRecord({
        version,
        remote,
        packageDir: pkg.dir,
        ...build,
        contract: {
          name: contract.name,
          version: contract.version,
          imports: contractImportsOf(path.join(repoRoot, pkg.dir), contract.name),
        },
        manifest: FederationManifestSchema.parse(readJson(path.join(buildDir, MANIFEST_FILE))),
        routes: readRouteManifest(path.join(repoRoot, pkg.dir)),
        provides: remote === HOST_NAME ? hostProvides(buildDir) : undefined,
      }),
      publishedBy: PUBLISHED_BY_START,
    };
    publishVersion({
      buildDir,
      storeDir,
      remote,
      version,
      record,
      actor,
    });
    current.set(remote, { version, published: true });
  }

  // Remotes are checked against the host visitors get: the live host version, else the build.
  const servedHostDir = liveHostDirectory(storeDir, hostDir);
  /**
   * Why the host cannot run `version` of a remote (or a host version what visitors are served),
   * as one phrase; null when it can.
   */
  const refusalOf = (remote: string, version: string): string | null => {
    try {
      if (remote !== HOST_NAME) {
        const reasons = skewReasons(storeDir, remote, version, servedHostDir);
        return reasons.length ? reasons.join('; ') : null;
      }
      const provides = hostProvides(path.join(storeDir, remote, version));
      const unmet = unmetByServedVersions(storeDir, provides);
      return unmet.length ? `cannot run what visitors get: ${unmet.join('; ')}` : null;
    } catch (error) {
      return `cannot be checked: ${error instanceof Error ? error.message : String(error)}`;
    }
  };
  /** Per remote without a live version: why its build was not promoted. */
  const refused = new Map<string, string>();
  const registry = await updateRegistry(
    storeDir,
    (registry) => {
      let next = registry;
      for (const [remote, { version }] of current) {
        if (next.remotes[remote]?.live) continue;
        const refusal = refusalOf(remote, version);
        if (refusal) refused.set(remote, refusal);
        else next = promote(next, remote, version);
      }
      return next;
    },
    {
      actor: { ...actor, reason: `${actor.reason ?? 'npm start'}: first start, no live version` },
      describe: (before, after) =>
        Object.entries(after.remotes)
          .filter(([remote, entry]) => entry.live !== before.remotes[remote]?.live)
          .map(([remote, entry]) => ({
            action: 'promote' as const,
            remote,
            version: entry.live,
            from: null,
          })),
    },
  );

  const summary: PublishSummary = {};
  for (const [remote, { version, published }] of current) {
    await pruneVersions(storeDir, remote);
    const entry = registry.remotes[remote];
    const live = entry?.live ?? null;
    summary[remote] = { current: version, published, live };
    const publishedNow = published ? ', published now' : '';
    if (!live) {
      const when = published ? 'published now' : 'published before';
      log(
        `${remote} has no live version: ${version} (${when}) is not promoted, it ${refused.get(remote)}`,
      );
      continue;
    }
    const canary = entry?.canary ? `, canary ${entry.canary} for ${entry.percent} %` : '';
    const source =
      live === version
        ? `this build${publishedNow}`
        : `kept by the registry; this build is ${version}${publishedNow}; to serve it: npm run remotes -- promote ${remote} ${version}`;
    log(`${remote} serves ${live} (${source})${canary}`);
  }
  return summary;
}
