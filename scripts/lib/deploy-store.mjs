// The deployment store (docs/contracts.md "Deployment store"): `<store>/<remote>/<version>/`, one
// directory per published build of a front-end package, never overwritten, the newest ones kept.
// Pure functions over a directory given to them, so tests run on temporary directories.
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

import { FRONTEND_PACKAGES } from './ports.mjs';
import { readRegistry, versionsNamed, withRegistryLock } from './remote-registry.mjs';
import { REPO_ROOT } from './run.mjs';
import { isVersionId } from './version-id.mjs';

export { isVersionId, versionId } from './version-id.mjs';

/**
 * Versions kept per remote, besides the ones the registry names: publishing an eleventh deletes
 * the oldest unless the registry names it.
 */
export const VERSIONS_KEPT = 10;

/**
 * The store directory: DEPLOY_DIR (relative to the repository root) or `.deployments/`.
 * @param {Record<string, string | undefined>} [env]
 */
export const storeDirectory = (env = process.env) =>
  path.resolve(REPO_ROOT, env.DEPLOY_DIR || '.deployments');

/** The host's name in the store: it has no federation remote name of its own. */
const HOST_NAME = 'host';

/**
 * The front-end package a deploy names, by its directory (`content-mfe`) or its federation name
 * (`content`; `host` for the host); null when none matches.
 * @param {string} name
 * @returns {{ dir: string, name: string } | null} `name` is its directory in the store
 */
export function deployTarget(name) {
  const found = FRONTEND_PACKAGES.find((pkg) => pkg.dir === name || pkg.remote === name);
  return found ? { dir: found.dir, name: found.remote ?? HOST_NAME } : null;
}

/**
 * The published versions of `remote`, oldest first.
 * @param {string} storeDir
 * @param {string} remote
 * @returns {string[]}
 */
export function publishedVersions(storeDir, remote) {
  const remoteDir = path.join(storeDir, remote);
  if (!existsSync(remoteDir)) return [];
  return readdirSync(remoteDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && isVersionId(entry.name))
    .map((entry) => entry.name)
    .sort();
}

/**
 * The directory a new version goes to; throws when that version exists, since a published
 * version is never overwritten (a page may be loading its files).
 * @param {string} storeDir
 * @param {string} remote
 * @param {string} version
 */
export function newVersionDirectory(storeDir, remote, version) {
  const directory = path.join(storeDir, remote, version);
  if (existsSync(directory)) {
    throw new Error(
      `${remote} ${version} is already published in ${directory}; not overwriting it`,
    );
  }
  return directory;
}

/**
 * The versions to delete: those older than the newest `keep`, except the ones the registry names
 * (a live version, a canary or a rollback target stays however old it is).
 * @param {string[]} versions oldest first
 * @param {number} [keep]
 * @param {string[]} [named] versions that must stay
 */
export function versionsToPrune(versions, keep = VERSIONS_KEPT, named = []) {
  return versions
    .slice(0, Math.max(0, versions.length - keep))
    .filter((version) => !named.includes(version));
}

/**
 * Copies a build into the store as `remote`'s `version`, with `files` (name → text) written next
 * to it. The copy is made under a hidden name and then renamed, so the version's directory never
 * exists half-written or without those files.
 * @param {{ buildDir: string, storeDir: string, remote: string, version: string, files?: Record<string, string> }} options
 * @returns {string} the version's directory
 */
export function publishVersion({ buildDir, storeDir, remote, version, files = {} }) {
  const directory = newVersionDirectory(storeDir, remote, version);
  const partial = path.join(storeDir, remote, `.${version}.partial`);
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(path.dirname(partial), { recursive: true });
  cpSync(buildDir, partial, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(partial, name), text);
  // Another deploy may have published the same version while this one was copying.
  newVersionDirectory(storeDir, remote, version);
  renameSync(partial, directory);
  return directory;
}

/**
 * Deletes the oldest versions of `remote` beyond `keep`, never one the registry names, under the
 * registry's lock. A registry that cannot be read deletes nothing: it may name any of them.
 * @returns {Promise<string[]>} the deleted versions, oldest first
 */
export function pruneVersions(storeDir, remote, keep = VERSIONS_KEPT) {
  return withRegistryLock(storeDir, () => {
    let named;
    try {
      named = versionsNamed(readRegistry(storeDir), remote);
    } catch {
      return [];
    }
    const pruned = versionsToPrune(publishedVersions(storeDir, remote), keep, named);
    for (const version of pruned) {
      rmSync(path.join(storeDir, remote, version), { recursive: true, force: true });
    }
    return pruned;
  });
}
