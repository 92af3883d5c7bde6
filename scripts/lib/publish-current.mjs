// `npm start` serves each remote through the deployment store like any deploy: it publishes the
// build in each remote's dist (when no published version is that build) and makes it live while
// the live version is one `npm start` published itself and no canary runs. So a fresh clone
// serves its own builds, a developer's rebuilt remote is served after a restart, and an
// operator's promote or canary is left alone.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import { DEPLOYMENT_RECORD_FILE, contractImportsOf, deploymentRecord } from './deploy-record.mjs';
import { publishedVersions, publishVersion, pruneVersions, versionId } from './deploy-store.mjs';
import { FRONTEND_PACKAGES } from './ports.mjs';
import { promote, updateRegistry } from './remote-registry.mjs';
import { REPO_ROOT } from './run.mjs';
import { readDeploymentRecord } from './skew-guard.mjs';
import { gitState } from './version-id.mjs';

/** deployment.json's `publishedBy` for the versions `npm start` published. */
export const PUBLISHED_BY_START = 'start';
const MANIFEST_FILE = 'mf-manifest.json';

/**
 * The files below `directory`, as sorted relative paths with `/`.
 * @param {string} directory
 * @returns {string[]}
 */
function filesBelow(directory, prefix = '') {
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
 * @param {string} directory a dist directory, or a published version's (its deployment.json
 *   left out)
 */
export function buildFingerprint(directory) {
  const hash = createHash('sha256');
  for (const file of filesBelow(directory)) {
    if (file === DEPLOYMENT_RECORD_FILE) continue;
    hash.update(`${file}\t${statSync(path.join(directory, file)).size}\n`);
  }
  hash.update(readFileSync(path.join(directory, MANIFEST_FILE)));
  return hash.digest('hex');
}

/**
 * Publishes the current build of each remote that has one, updates the registry as the module
 * comment says, and prunes old versions (never one the registry names).
 * @param {object} options
 * @param {string} options.storeDir the deployment store
 * @param {(line: string) => void} [options.log] one line per remote: the version it serves
 * @param {string} [options.repoRoot] where the packages' dist directories and shared/ are
 * @param {{ gitSha: string, dirty: boolean, date: Date }} [options.build] what a new version's id
 *   and record say (the worktree's commit and now, by default)
 * @returns {Promise<Record<string, { current: string, published: boolean, live: string }>>} per
 *   remote: the version that is its current build, whether it was published now, the live one
 */
export async function publishCurrentBuilds({
  storeDir,
  log = console.log,
  repoRoot = REPO_ROOT,
  build = { ...gitState(), date: new Date() },
}) {
  const contract = JSON.parse(readFileSync(path.join(repoRoot, 'shared', 'package.json'), 'utf8'));
  /** @type {Map<string, { version: string, published: boolean }>} */
  const current = new Map();
  for (const pkg of FRONTEND_PACKAGES) {
    if (!pkg.remote) continue;
    const buildDir = path.join(repoRoot, pkg.dir, 'dist');
    if (!existsSync(path.join(buildDir, MANIFEST_FILE))) continue;
    const fingerprint = buildFingerprint(buildDir);
    const known = publishedVersions(storeDir, pkg.remote).find((version) => {
      const directory = path.join(storeDir, pkg.remote, version);
      return (
        existsSync(path.join(directory, MANIFEST_FILE)) &&
        buildFingerprint(directory) === fingerprint
      );
    });
    if (known) {
      current.set(pkg.remote, { version: known, published: false });
      continue;
    }
    const version = versionId(build);
    const record = {
      ...deploymentRecord({
        version,
        remote: pkg.remote,
        packageDir: pkg.dir,
        ...build,
        contract: {
          name: contract.name,
          version: contract.version,
          imports: contractImportsOf(path.join(repoRoot, pkg.dir), contract.name),
        },
        manifest: JSON.parse(readFileSync(path.join(buildDir, MANIFEST_FILE), 'utf8')),
      }),
      publishedBy: PUBLISHED_BY_START,
    };
    publishVersion({
      buildDir,
      storeDir,
      remote: pkg.remote,
      version,
      files: { [DEPLOYMENT_RECORD_FILE]: `${JSON.stringify(record, null, 2)}\n` },
    });
    current.set(pkg.remote, { version, published: true });
  }

  /** True when the live version is `npm start`'s to replace. @param {string} remote */
  const startOwnsLive = (
    remote,
    /** @type {import('./remote-registry.mjs').RemoteEntry | undefined} */ entry,
  ) =>
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

  /** @type {Record<string, { current: string, published: boolean, live: string }>} */
  const summary = {};
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
