// Writing the remote registry (docs/contracts.md "Remote registry"): under the store's lock, as a
// whole new file renamed over the old one, so readers see the old or the new registry, never half.
import { randomBytes } from 'node:crypto';
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import lockfile from 'proper-lockfile';

import { REGISTRY_FILE, parseRegistry, readRegistry, registryPath } from '../registry.js';
import type { Registry } from '../registry.js';
import { appendAuditEntries, auditEntries, chainAfter } from './audit-trail.js';
import type { Actor, AuditChange } from './audit-trail.js';

/** Who changes the registry and why, and what a change did in the trail's words. */
export interface RegistryAudit {
  actor: Actor;
  /** The trail's entries for the change from `before` to `after` (at least one). */
  describe(before: Registry, after: Registry): AuditChange[];
}

/**
 * Runs `work` holding the store's registry lock: registry changes and pruning never interleave, so
 * a version cannot be deleted between a promote's check that it is published and its write.
 */
export async function withRegistryLock<T>(
  storeDir: string,
  work: () => T | Promise<T>,
): Promise<T> {
  mkdirSync(storeDir, { recursive: true });
  const release = await lockfile.lock(storeDir, {
    lockfilePath: path.join(storeDir, `${REGISTRY_FILE}.lock`),
    // Waits out a lock left by a killed command: it goes stale after proper-lockfile's 10 s.
    retries: { retries: 100, minTimeout: 20, maxTimeout: 200 },
  });
  try {
    return await work();
  } finally {
    await release();
  }
}

/**
 * Changes the registry: under the lock (so concurrent CLI calls do not lose each other's change),
 * reads it, applies `mutate` (which may throw a RefusedError to change nothing), and writes the
 * result to a temporary file that is renamed over the registry. A `mutate` that returns the
 * registry it was given changes nothing and writes nothing. The change's audit entries are
 * appended to the trail (and synced) before the rename, and the new registry names the last of
 * them, so no change lands without its record.
 * @returns the registry written (or left as it was)
 */
export function updateRegistry(
  storeDir: string,
  mutate: (registry: Registry) => Registry,
  audit: RegistryAudit,
): Promise<Registry> {
  return withRegistryLock(storeDir, () => {
    const before = readRegistry(storeDir) ?? { remotes: {} };
    const next = mutate(before);
    if (next === before) return before;
    const entries = auditEntries(audit.actor, audit.describe(before, next));
    if (!entries.length) throw new Error('a registry change needs its audit-trail entry');
    const written: Registry = { ...next, change: chainAfter(before, entries) };
    const text = `${JSON.stringify(written, null, 2)}\n`;
    parseRegistry(text); // never write a registry the servers would reject
    appendAuditEntries(storeDir, entries);
    const temporary = path.join(
      storeDir,
      `.${REGISTRY_FILE}.${process.pid}.${randomBytes(4).toString('hex')}`,
    );
    try {
      writeFileSync(temporary, text);
      renameSync(temporary, registryPath(storeDir));
    } finally {
      rmSync(temporary, { force: true });
    }
    return written;
  });
}
