// `npm start` serves each remote through the deployment store like any deploy: it publishes the
// build in each remote's dist (when no published version is that build) and makes it live while
// the live version is one `npm start` published itself and no canary runs. So a fresh clone
// serves its own builds, a developer's rebuilt remote is served after a restart, and an
// operator's promote or canary is left alone.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import { publishedVersions } from '../deploy-store.js';
import {
  DEPLOYMENT_RECORD_FILE,
  FederationManifestSchema,
  readDeploymentRecord,
} from '../deployment-record.js';
import { FRONTEND_PACKAGES } from '../frontend-packages.js';
import { promote } from '../registry.js';
import type { RemoteEntry } from '../registry.js';
import { REPO_ROOT } from '../repo-root.js';
import { versionId } from '../version-id.js';
import type { BuildStamp } from '../version-id.js';
import { contractImportsOf, deploymentRecord } from './deployment-record.js';
import { gitState } from './git-state.js';
import { updateRegistry } from './registry-update.js';
import { publishVersion, pruneVersions } from './store-writes.js';

/** deployment.json's `publishedBy` for the versions `npm start` published. */
export const PUBLISHED_BY_START = 'start';
const MANIFEST_FILE = 'mf-manifest.json';

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

/** Per remote: the version that is its current build, whether it was published now, the live one. */
export type PublishSummary = Record<string, { current: string; published: boolean; live: string }>;

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

/**
 * Publishes the current build of each remote that has one, updates the registry as the module
 * comment says, and prunes old versions (never one the registry names).
 * @param options.storeDir the deployment store
 * @param options.log one line per remote: the version it serves
 * @param options.repoRoot where the packages' dist directories and platform/ are
 * @param options.build what a new version's id and record say (the worktree's commit and now,
 *   by default)
 */
export async function publishCurrentBuilds({
  storeDir,
  log = console.log,
  repoRoot = REPO_ROOT,
  build = { ...gitState(), date: new Date() },
}: {
  storeDir: string;
  log?: (line: string) => void;
  repoRoot?: string;
  build?: BuildStamp;
}): Promise<PublishSummary> {
  // The contract a remote needs of the host is the singleton the host provides (build/federation-shared.cjs).
  const contract = readJson(path.join(repoRoot, 'platform', 'package.json')) as {
    name: string;
    version: string;
  };
  const current = new Map<string, { version: string; published: boolean }>();
  for (const pkg of FRONTEND_PACKAGES) {
    const remote = pkg.remote;
    if (!remote) continue;
    const buildDir = path.join(repoRoot, pkg.dir, 'dist');
    if (!existsSync(path.join(buildDir, MANIFEST_FILE))) continue;
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
      }),
      publishedBy: PUBLISHED_BY_START,
    };
    publishVersion({
      buildDir,
      storeDir,
      remote,
      version,
      files: { [DEPLOYMENT_RECORD_FILE]: `${JSON.stringify(record, null, 2)}\n` },
    });
    current.set(remote, { version, published: true });
  }

  /** True when the live version is `npm start`'s to replace. */
  const startOwnsLive = (remote: string, entry: RemoteEntry | undefined) =>
    !entry?.live ||
    (!entry.canary &&
      readDeploymentRecord(storeDir, remote, entry.live)?.publishedBy === PUBLISHED_BY_START);

  const registry = await updateRegistry(storeDir, (registry) => {
    let next = registry;
    for (const [remote, { version }] of current) {
      const entry = next.remotes[remote];
      if (entry?.live !== version && startOwnsLive(remote, entry)) {
        next = promote(next, remote, version);
      }
    }
    return next;
  });

  const summary: PublishSummary = {};
  for (const [remote, { version, published }] of current) {
    await pruneVersions(storeDir, remote);
    const entry = registry.remotes[remote];
    const live = entry?.live ?? version;
    summary[remote] = { current: version, published, live };
    const canary = entry?.canary ? `, canary ${entry.canary} for ${entry.percent} %` : '';
    const source =
      live === version
        ? `this build${published ? ', published now' : ''}`
        : `kept by the registry; this build is ${version}${published ? ', published now' : ''}`;
    log(`${remote} serves ${live} (${source})${canary}`);
  }
  return summary;
}
