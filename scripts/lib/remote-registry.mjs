// The remote registry (docs/contracts.md "Remote registry"): `<store>/registry.json` says which
// published version of each remote is live, which one is a canary for what share of visitors,
// and the earlier live versions a rollback returns to. The CLI (`npm run remotes`) writes it
// atomically under a lock; every host server re-reads it when the file changes, so switching a
// version needs no restart and several host processes agree as soon as the rename lands.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import lockfile from 'proper-lockfile';

import { isVersionId } from './version-id.mjs';

export const REGISTRY_FILE = 'registry.json';

/** Earlier live versions kept as rollback targets. */
export const PREVIOUS_KEPT = 10;

/** @typedef {{ live: string|null, canary: string|null, percent: number, previous: string[] }} RemoteEntry */
/** @typedef {{ remotes: Record<string, RemoteEntry> }} Registry */

/** An operation the registry's rules do not allow; its message is the reason, one sentence. */
export class RefusedError extends Error {
  name = 'RefusedError';
}

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
const isVersionOrNull = (value) =>
  value === null || (typeof value === 'string' && isVersionId(value));

/** The reason `entry` is not a RemoteEntry, or null. */
function entryProblem(entry) {
  if (!isObject(entry)) return 'is not an object';
  if (!isVersionOrNull(entry.live)) return '"live" is neither null nor a version id';
  if (!isVersionOrNull(entry.canary)) return '"canary" is neither null nor a version id';
  if (!Number.isInteger(entry.percent) || entry.percent < 0 || entry.percent > 100) {
    return '"percent" is not an integer from 0 to 100';
  }
  if (!Array.isArray(entry.previous) || !entry.previous.every((v) => isVersionOrNull(v) && v)) {
    return '"previous" is not a list of version ids';
  }
  return null;
}

/**
 * The registry in `text`; throws an Error saying what is wrong when it is not one. Version ids
 * are checked because servers build file paths and URLs from them.
 * @param {string} text
 * @returns {Registry}
 */
export function parseRegistry(text) {
  let data;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new Error(`${REGISTRY_FILE} is not JSON: ${error.message}`);
  }
  if (!isObject(data) || !isObject(data.remotes)) {
    throw new Error(`${REGISTRY_FILE} has no "remotes" object`);
  }
  for (const [remote, entry] of Object.entries(data.remotes)) {
    const problem = entryProblem(entry);
    if (problem) throw new Error(`${REGISTRY_FILE}: the entry of "${remote}" ${problem}`);
  }
  return data;
}

const registryPath = (storeDir) => path.join(storeDir, REGISTRY_FILE);

/** The file's text, or null when it does not exist. */
function readIfExists(file) {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if (error.code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * What changes when a file is written or replaced (a rename gives it a new inode, so a change
 * within the same millisecond shows too); null when the file does not exist. Readers that serve
 * pages compare it on each request and re-read only on a change.
 * @param {string} file
 * @returns {string | null}
 */
export function fileSignature(file) {
  try {
    const stats = statSync(file);
    return `${stats.ino}:${stats.size}:${stats.mtimeMs}`;
  } catch (error) {
    if (error.code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * The registry of the store; null when it has none. Throws when the file is invalid.
 * @param {string} storeDir
 * @returns {Registry | null}
 */
export function readRegistry(storeDir) {
  const text = readIfExists(registryPath(storeDir));
  return text === null ? null : parseRegistry(text);
}

/**
 * A reader for servers: `current()` costs a `stat` while the file is unchanged and re-parses it
 * after a write (`fileSignature`). A file that does not parse never takes a page down: the last good registry stays,
 * and the problem is logged once for that file.
 * @param {string} storeDir
 * @param {{ log?: (message: string) => void }} [options]
 * @returns {{ current(): Registry | null }}
 */
export function createRegistryReader(storeDir, { log = console.error } = {}) {
  const file = registryPath(storeDir);
  /** @type {Registry | null} */
  let lastGood = null;
  let seen = '';
  return {
    current() {
      const signature = fileSignature(file);
      if (signature === null) {
        lastGood = null;
        seen = '';
        return null;
      }
      if (signature === seen) return lastGood;
      seen = signature;
      const text = readIfExists(file);
      if (text === null) return lastGood;
      try {
        lastGood = parseRegistry(text);
      } catch (error) {
        log(`[registry] ${file}: ${error.message}; still using the last good registry`);
      }
      return lastGood;
    },
  };
}

/**
 * Runs `work` holding the store's registry lock: registry changes and pruning never interleave, so
 * a version cannot be deleted between a promote's check that it is published and its write.
 * @template T
 * @param {string} storeDir
 * @param {() => T | Promise<T>} work
 * @returns {Promise<T>}
 */
export async function withRegistryLock(storeDir, work) {
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
 * reads it, applies `mutate`, and writes the result to a temporary file that is renamed over the
 * registry, so a reader sees the old or the new file, never half of one.
 * @param {string} storeDir
 * @param {(registry: Registry) => Registry} mutate may throw (RefusedError) to change nothing
 * @returns {Promise<Registry>} the registry written
 */
export function updateRegistry(storeDir, mutate) {
  return withRegistryLock(storeDir, () => {
    const next = mutate(readRegistry(storeDir) ?? { remotes: {} });
    const text = `${JSON.stringify(next, null, 2)}\n`;
    parseRegistry(text); // never write a registry the servers would reject
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
    return next;
  });
}

/** @returns {RemoteEntry} */
const entryOf = (registry, remote) =>
  registry.remotes[remote] ?? { live: null, canary: null, percent: 0, previous: [] };

/** A copy of `registry` with `remote`'s entry replaced. */
const withEntry = (registry, remote, entry) => ({
  ...registry,
  remotes: { ...registry.remotes, [remote]: entry },
});

/**
 * Makes `version` the live version of `remote`. The live version it replaces becomes the first
 * rollback target; a canary of that same version ends, since everyone now gets it.
 * @param {Registry} registry
 * @param {string} remote
 * @param {string} version
 * @returns {Registry}
 */
export function promote(registry, remote, version) {
  const entry = entryOf(registry, remote);
  const replaced = entry.live && entry.live !== version ? [entry.live] : [];
  const previous = [...replaced, ...entry.previous]
    .filter((earlier) => earlier !== version)
    .slice(0, PREVIOUS_KEPT);
  const canaryEnds = entry.canary === version;
  return withEntry(registry, remote, {
    live: version,
    canary: canaryEnds ? null : entry.canary,
    percent: canaryEnds ? 0 : entry.percent,
    previous,
  });
}

/**
 * Serves `version` of `remote` to `percent` of the visitors (0 ends the canary).
 * @param {Registry} registry
 * @param {string} remote
 * @param {string} version
 * @param {number} percent an integer from 0 to 100
 * @returns {Registry}
 */
export function setCanary(registry, remote, version, percent) {
  if (!Number.isInteger(percent) || percent < 0 || percent > 100) {
    throw new RefusedError(`the canary's percent must be an integer from 0 to 100, not ${percent}`);
  }
  const entry = entryOf(registry, remote);
  if (percent === 0) {
    // Nothing to end without an entry; adding one would take the remote off its default URL.
    if (!registry.remotes[remote]) return registry;
    return withEntry(registry, remote, { ...entry, canary: null, percent: 0 });
  }
  if (!entry.live) {
    throw new RefusedError(`${remote} has no live version yet: promote one before a canary`);
  }
  if (entry.live === version) {
    throw new RefusedError(`${remote} ${version} is already live: a canary needs another version`);
  }
  return withEntry(registry, remote, { ...entry, canary: version, percent });
}

/**
 * Undoes the last change visitors see: ends a running canary, or else returns to the previous
 * live version.
 * @param {Registry} registry
 * @param {string} remote
 * @returns {Registry}
 */
export function rollback(registry, remote) {
  const entry = entryOf(registry, remote);
  if (entry.canary) return withEntry(registry, remote, { ...entry, canary: null, percent: 0 });
  const [target, ...older] = entry.previous;
  if (!target) {
    throw new RefusedError(`${remote} has no canary and no previous live version to roll back to`);
  }
  return withEntry(registry, remote, { ...entry, live: target, previous: older });
}

/**
 * The versions of `remote` the registry may send visitors to (live, canary, rollback targets):
 * pruning keeps them.
 * @param {Registry | null} registry
 * @param {string} remote
 * @returns {string[]}
 */
export function versionsNamed(registry, remote) {
  const entry = registry?.remotes[remote];
  if (!entry) return [];
  const named = [entry.live, entry.canary, ...entry.previous].filter(Boolean);
  return [...new Set(named)];
}
