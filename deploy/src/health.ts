// Each published version's health as the host servers last saw it, kept in the deployment store
// so every host process (and `npm run remotes`) agrees (docs/contracts.md "Deployment store"):
// `<store>/health/<remote>@<version>.json`, one small file per version, written whole and renamed
// into place (last observation wins; no lock, no file read and written back).
//
// A version is **known healthy** when the last observation of it was a success: a host server
// loaded its server build and rendered its page (or widget) with it. It is **known broken** when
// the last observation was a failure: its server build did not load (an error answer, a missing
// chunk, code that throws while evaluated) or its page threw in the server render. Versions no
// server has loaded yet (a remote that is never server-rendered) are neither.
import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';

import { z } from 'zod';

import { fileSignature, hasErrorCode } from './registry.js';
import { isVersionId } from './version-id.js';

/** The health directory in the store. */
export const HEALTH_DIR = 'health';

export const HealthMarkSchema = z.object({
  state: z.enum(['healthy', 'broken']),
  /** When it was observed (ISO 8601). */
  at: z.string(),
  /** What was seen: the failure's first line, or what rendered. */
  reason: z.string().max(300),
});

export type HealthMark = z.infer<typeof HealthMarkSchema>;
export type HealthState = HealthMark['state'];

/** The versions' marks: `of(remote, version)` is null for a version never observed. */
export interface HealthMarks {
  of(remote: string, version: string): HealthMark | null;
}

const REMOTE_NAME = /^[A-Za-z][A-Za-z0-9_-]{0,39}$/;
const fileName = (remote: string, version: string) => `${remote}@${version}.json`;

/** Records what was observed of `remote`'s `version` (replacing its earlier mark). */
export function recordHealth(
  storeDir: string,
  remote: string,
  version: string,
  mark: HealthMark,
): void {
  // Names become a file name: never a path out of the store.
  if (!REMOTE_NAME.test(remote) || !isVersionId(version)) {
    throw new Error(`not a remote and version: ${remote} ${version}`);
  }
  const dir = path.join(storeDir, HEALTH_DIR);
  mkdirSync(dir, { recursive: true });
  const temporary = path.join(dir, `.${process.pid}.${randomBytes(4).toString('hex')}`);
  try {
    writeFileSync(temporary, `${JSON.stringify(HealthMarkSchema.parse(mark))}\n`);
    renameSync(temporary, path.join(dir, fileName(remote, version)));
  } finally {
    rmSync(temporary, { force: true });
  }
}

/** Forgets `remote`'s `version` (pruned from the store): its mark would outlive it for good. */
export function forgetHealth(storeDir: string, remote: string, version: string): void {
  if (!REMOTE_NAME.test(remote) || !isVersionId(version)) return;
  rmSync(path.join(storeDir, HEALTH_DIR, fileName(remote, version)), { force: true });
}

/** Every mark in the store (an unreadable file is no mark: health only steers fallbacks). */
export function readHealth(storeDir: string): HealthMarks {
  const dir = path.join(storeDir, HEALTH_DIR);
  const marks = new Map<string, HealthMark>();
  let names: string[] = [];
  try {
    names = readdirSync(dir);
  } catch (error) {
    if (!hasErrorCode(error, 'ENOENT')) throw error;
  }
  for (const name of names) {
    const match = /^(.+)@(.+)\.json$/.exec(name);
    if (!match) continue;
    try {
      const parsed = HealthMarkSchema.safeParse(
        JSON.parse(readFileSync(path.join(dir, name), 'utf8')),
      );
      if (parsed.success) marks.set(`${match[1]} ${match[2]}`, parsed.data);
    } catch {
      // Removed or half-read meanwhile: no mark.
    }
  }
  return { of: (remote, version) => marks.get(`${remote} ${version}`) ?? null };
}

/**
 * A reader for servers: `current()` costs a `stat` of the health directory while nothing was
 * recorded (a mark renamed into it changes the directory) and re-reads the marks after a change.
 */
export function createHealthReader(storeDir: string): { current(): HealthMarks } {
  const dir = path.join(storeDir, HEALTH_DIR);
  let seen: string | null | undefined;
  let marks: HealthMarks = readHealth(storeDir);
  return {
    current() {
      let signature: string | null;
      try {
        signature = fileSignature(dir);
      } catch {
        return marks;
      }
      if (signature !== seen) {
        seen = signature;
        try {
          marks = readHealth(storeDir);
        } catch {
          // Kept: the last marks read.
        }
      }
      return marks;
    },
  };
}

/** True when `version`'s last observation was a failure. */
export const isKnownBroken = (marks: HealthMarks, remote: string, version: string): boolean =>
  marks.of(remote, version)?.state === 'broken';

/** True when `version`'s last observation was a success. */
export const isKnownHealthy = (marks: HealthMarks, remote: string, version: string): boolean =>
  marks.of(remote, version)?.state === 'healthy';

/**
 * The version a failing one falls back to, among `candidates` in the registry's order (newest
 * first): the first known healthy, else the first not known broken; null when every one is known
 * broken.
 */
export function fallbackVersion(
  marks: HealthMarks,
  remote: string,
  candidates: readonly string[],
): string | null {
  return (
    candidates.find((version) => isKnownHealthy(marks, remote, version)) ??
    candidates.find((version) => !isKnownBroken(marks, remote, version)) ??
    null
  );
}

/**
 * Records observations for a server: a write only when the state changes from what the store
 * holds (a render every few milliseconds costs a `stat`, not a file), and one log line per change.
 */
export function createHealthRecorder(
  storeDir: string,
  {
    log = console.log,
    marks = createHealthReader(storeDir).current,
  }: {
    log?: (line: string) => void;
    /** The marks now: the server's one reader of the store (store-reader.ts), or a reader of its own. */
    marks?: () => HealthMarks;
  } = {},
) {
  let failedWriteLogged = false;
  return {
    marks,
    record(remote: string, version: string, state: HealthState, reason: string): void {
      if (marks().of(remote, version)?.state === state) return;
      try {
        recordHealth(storeDir, remote, version, {
          state,
          at: new Date().toISOString(),
          reason: reason.slice(0, 300),
        });
        log(JSON.stringify({ kind: 'remote-health', remote, version, state, reason }));
      } catch (error) {
        if (failedWriteLogged) return;
        failedWriteLogged = true;
        log(
          `cannot record remote health in ${storeDir}: ${error instanceof Error ? error.message : error}`,
        );
      }
    },
  };
}
