// The remote registry (docs/contracts.md "Remote registry"): `<store>/registry.json` says which
// published version of each remote is live, which one is a canary for what share of visitors,
// and the earlier live versions a rollback returns to. The CLI (`npm run remotes`) writes it
// atomically under a lock (publish/registry-update.ts); every host server re-reads it when the
// file changes, so switching a version needs no restart and several host processes agree as soon
// as the rename lands. This file holds its schema, its readers and its rules (pure functions).
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import { z } from 'zod';

import { PREVIEW_LONGEST_HOURS } from './preview-link.js';
import { isVersionId } from './version-id.js';

export const REGISTRY_FILE = 'registry.json';

/** Earlier live versions kept as rollback targets. */
export const PREVIOUS_KEPT = 10;

// Version ids are checked because servers build file paths and URLs from them.
const VersionIdSchema = z.string().refine(isVersionId);

/** One remote's entry: what visitors get. */
export const RemoteEntrySchema = z.object({
  live: VersionIdSchema.nullable(),
  canary: VersionIdSchema.nullable(),
  percent: z.int().min(0).max(100),
  previous: z.array(VersionIdSchema),
});

/** Preview links refused before they expire (`remotes -- preview --revoke`; preview-link.ts). */
const PreviewRevocationSchema = z.object({
  remote: z.string(),
  version: VersionIdSchema.nullable(),
  before: z.int().min(0),
});

/**
 * The registry file: an entry per remote it switches, `change`, the id of the audit-trail
 * entry that wrote it (publish/audit-trail.ts), which tells a recorded change that landed from
 * one a crash cut off, and the preview links revoked.
 */
export const RegistrySchema = z.object({
  remotes: z.record(z.string(), RemoteEntrySchema),
  change: z.string().optional(),
  previewsRevoked: z.array(PreviewRevocationSchema).optional(),
});

export type RemoteEntry = z.infer<typeof RemoteEntrySchema>;
export type Registry = z.infer<typeof RegistrySchema>;

/** What an operator reads when a field of an entry is wrong. */
const ENTRY_FIELD_PROBLEMS: Record<string, string> = {
  live: '"live" is neither null nor a version id',
  canary: '"canary" is neither null nor a version id',
  percent: '"percent" is not an integer from 0 to 100',
  previous: '"previous" is not a list of version ids',
};

/** An operation the registry's rules do not allow; its message is the reason, one sentence. */
export class RefusedError extends Error {
  override name = 'RefusedError';
}

const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

/** True for a Node file-system error with this code (ENOENT: no such file). */
export const hasErrorCode = (error: unknown, code: string): boolean =>
  error instanceof Error && (error as NodeJS.ErrnoException).code === code;

/**
 * The registry in `text`; throws an Error saying what is wrong when it is not one, in one
 * sentence naming the remote and the field.
 */
export function parseRegistry(text: string): Registry {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new Error(`${REGISTRY_FILE} is not JSON: ${messageOf(error)}`);
  }
  const parsed = RegistrySchema.safeParse(data);
  if (parsed.success) return parsed.data;
  const [issue] = parsed.error.issues;
  const [, remote, field] = issue?.path ?? [];
  if (remote === undefined) throw new Error(`${REGISTRY_FILE} has no "remotes" object`);
  const problem = (typeof field === 'string' && ENTRY_FIELD_PROBLEMS[field]) || 'is not an object';
  throw new Error(`${REGISTRY_FILE}: the entry of "${String(remote)}" ${problem}`);
}

/** The registry file of a store. */
export const registryPath = (storeDir: string): string => path.join(storeDir, REGISTRY_FILE);

/** The file's text, or null when it does not exist. */
function readIfExists(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if (hasErrorCode(error, 'ENOENT')) return null;
    throw error;
  }
}

/**
 * What changes when a file is written or replaced (a rename gives it a new inode, so a change
 * within the same millisecond shows too); null when the file does not exist. Readers that serve
 * pages compare it on each request and re-read only on a change.
 */
export function fileSignature(file: string): string | null {
  try {
    const stats = statSync(file);
    return `${stats.ino}:${stats.size}:${stats.mtimeMs}`;
  } catch (error) {
    if (hasErrorCode(error, 'ENOENT')) return null;
    throw error;
  }
}

/** The registry of the store; null when it has none. Throws when the file is invalid. */
export function readRegistry(storeDir: string): Registry | null {
  const text = readIfExists(registryPath(storeDir));
  return text === null ? null : parseRegistry(text);
}

/** The registry as the servers see it now. */
export interface RegistryReader {
  current(): Registry | null;
}

/**
 * A reader for servers: `current()` costs a `stat` while the file is unchanged and re-parses it
 * after a write (`fileSignature`). A file that does not parse never takes a page down: the last
 * good registry stays, and the problem is logged once for that file.
 */
export function createRegistryReader(
  storeDir: string,
  { log = console.error }: { log?: (message: string) => void } = {},
): RegistryReader {
  const file = registryPath(storeDir);
  let lastGood: Registry | null = null;
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
        log(`[registry] ${file}: ${messageOf(error)}; still using the last good registry`);
      }
      return lastGood;
    },
  };
}

const entryOf = (registry: Registry, remote: string): RemoteEntry =>
  registry.remotes[remote] ?? { live: null, canary: null, percent: 0, previous: [] };

/** A copy of `registry` with `remote`'s entry replaced. */
const withEntry = (registry: Registry, remote: string, entry: RemoteEntry): Registry => ({
  ...registry,
  remotes: { ...registry.remotes, [remote]: entry },
});

/**
 * Revokes the preview links of `remote` (of `version` only, unless null) issued until `now`;
 * revocations whose links have all expired by now are dropped.
 */
export function revokePreviews(
  registry: Registry,
  remote: string,
  version: string | null,
  now: Date,
): Registry {
  const before = Math.floor(now.getTime() / 1000);
  const stillNeeded = (registry.previewsRevoked ?? []).filter(
    (entry) => entry.before + PREVIEW_LONGEST_HOURS * 3600 > before,
  );
  return { ...registry, previewsRevoked: [...stillNeeded, { remote, version, before }] };
}

/**
 * Makes `version` the live version of `remote`. The live version it replaces becomes the first
 * rollback target; a canary of that same version ends, since everyone now gets it.
 */
export function promote(registry: Registry, remote: string, version: string): Registry {
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
 * Serves `version` of `remote` to `percent` of the visitors (0 ends the canary); `percent` is
 * refused unless it is an integer from 0 to 100 (the CLI passes what the operator typed).
 */
export function setCanary(
  registry: Registry,
  remote: string,
  version: string,
  percent: number | string,
): Registry {
  if (typeof percent !== 'number' || !Number.isInteger(percent) || percent < 0 || percent > 100) {
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
 * Undoes the last change visitors see: ends a running canary, or else returns to the newest
 * previous live version not known broken (`isBroken`: its last observation by a host server was a
 * failure, health.ts), which the versions skipped stay behind as rollback targets.
 */
export function rollback(
  registry: Registry,
  remote: string,
  { isBroken = () => false }: { isBroken?: (version: string) => boolean } = {},
): Registry {
  const entry = entryOf(registry, remote);
  if (entry.canary) return withEntry(registry, remote, { ...entry, canary: null, percent: 0 });
  const target = entry.previous.find((version) => !isBroken(version));
  if (!target) {
    throw new RefusedError(
      entry.previous.length
        ? `${remote} has no canary, and every previous live version is known broken (${entry.previous.join(', ')}): promote one by name`
        : `${remote} has no canary and no previous live version to roll back to`,
    );
  }
  return withEntry(registry, remote, {
    ...entry,
    live: target,
    previous: entry.previous.filter((version) => version !== target),
  });
}

/**
 * The versions of `remote` the registry may send visitors to (live, canary, rollback targets):
 * pruning keeps them.
 */
export function versionsNamed(registry: Registry | null, remote: string): string[] {
  const entry = registry?.remotes[remote];
  if (!entry) return [];
  const named = [entry.live, entry.canary, ...entry.previous].filter((version): version is string =>
    Boolean(version),
  );
  return [...new Set(named)];
}
