// Adding versions to the deployment store and pruning old ones (docs/contracts.md "Deployment
// store"): a version's directory never exists half-written, and pruning never deletes a version
// the registry names.
import { cpSync, existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { publishedVersions } from '../deploy-store.js';
import { DEPLOYMENT_RECORD_FILE } from '../deployment-record.js';
import type { DeploymentRecord } from '../deployment-record.js';
import { forgetHealth } from '../health.js';
import { scriptHashes } from '../integrity.js';
import { readRegistry, versionsNamed } from '../registry.js';
import { appendAuditEntries, auditEntries } from './audit-trail.js';
import type { Actor } from './audit-trail.js';
import { withRegistryLock } from './registry-update.js';

/**
 * Versions kept per remote, besides the ones the registry names: publishing an eleventh deletes
 * the oldest unless the registry names it.
 */
export const VERSIONS_KEPT = 10;

/**
 * The directory a new version goes to; throws when that version exists, since a published
 * version is never overwritten (a page may be loading its files).
 */
export function newVersionDirectory(storeDir: string, remote: string, version: string): string {
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
 * @param versions oldest first
 * @param named versions that must stay
 */
export function versionsToPrune(
  versions: string[],
  keep: number = VERSIONS_KEPT,
  named: string[] = [],
): string[] {
  return versions
    .slice(0, Math.max(0, versions.length - keep))
    .filter((version) => !named.includes(version));
}

/**
 * Copies a build into the store as `remote`'s `version`, with `files` (name → text) and its
 * `record` (deployment.json, with each script's hash) written next to it. The copy is made under a hidden name and then renamed, so the version's directory never
 * exists half-written or without those files. With `actor`, the publish is recorded in the audit
 * trail just before the rename (a fixture's publish in a test may go unrecorded).
 * @returns the version's directory
 */
export function publishVersion({
  buildDir,
  storeDir,
  remote,
  version,
  files = {},
  record,
  actor,
}: {
  buildDir: string;
  storeDir: string;
  remote: string;
  version: string;
  files?: Record<string, string>;
  /** Written as deployment.json, with the hashes of the version's scripts. */
  record?: DeploymentRecord;
  actor?: Actor;
}): string {
  const directory = newVersionDirectory(storeDir, remote, version);
  const partial = path.join(storeDir, remote, `.${version}.partial`);
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(path.dirname(partial), { recursive: true });
  cpSync(buildDir, partial, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(partial, name), text);
  if (record) {
    // Hashed from the copy: what the store serves is what the hashes say.
    const recorded = { ...record, integrity: scriptHashes(partial) };
    writeFileSync(
      path.join(partial, DEPLOYMENT_RECORD_FILE),
      `${JSON.stringify(recorded, null, 2)}\n`,
    );
  }
  // Another deploy may have published the same version while this one was copying.
  newVersionDirectory(storeDir, remote, version);
  if (actor) {
    appendAuditEntries(storeDir, auditEntries(actor, [{ action: 'publish', remote, version }]));
  }
  renameSync(partial, directory);
  return directory;
}

/**
 * Deletes the oldest versions of `remote` beyond `keep` (with their health marks), never one the
 * registry names, under the registry's lock. A registry that cannot be read deletes nothing: it may name any of them.
 * @returns the deleted versions, oldest first
 */
export function pruneVersions(
  storeDir: string,
  remote: string,
  keep: number = VERSIONS_KEPT,
): Promise<string[]> {
  return withRegistryLock(storeDir, () => {
    let named: string[];
    try {
      named = versionsNamed(readRegistry(storeDir), remote);
    } catch {
      return [];
    }
    const pruned = versionsToPrune(publishedVersions(storeDir, remote), keep, named);
    for (const version of pruned) {
      rmSync(path.join(storeDir, remote, version), { recursive: true, force: true });
      forgetHealth(storeDir, remote, version);
    }
    return pruned;
  });
}
