// The audit trail (docs/contracts.md "Audit trail"): who published, promoted, canaried, rolled
// back or previewed what, when and why. `<store>/history.jsonl` beside the registry, so every
// operator and host process sharing the store reads one trail; one JSON line per entry, only ever
// appended. An entry is written (and synced) before the change it describes: a registry change
// lands by the registry's rename, which names its entry in `change`; an entry whose change a
// crash cut off is never named, and history marks it "not applied".
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  fstatSync,
  fsyncSync,
  openSync,
  readFileSync,
  readSync,
  writeSync,
} from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';

import { z } from 'zod';

import { hasErrorCode } from '../registry.js';
import type { Registry } from '../registry.js';
import { textTable } from './text-table.js';

export const AUDIT_TRAIL_FILE = 'history.jsonl';

export const AUDIT_ACTIONS = [
  'publish',
  'promote',
  'canary',
  'rollback',
  'preview',
  'preview-revoke',
] as const;

/** One entry of the trail. */
export const AuditEntrySchema = z.object({
  id: z.string(),
  /** ISO time. */
  at: z.string(),
  /** The operator: `--by`, else the OS user. */
  by: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  remote: z.string(),
  /** The version the action is about (a rollback: the live version everyone gets after it). */
  version: z.string().nullable(),
  /** The live version a promote replaced; the version a rollback took off (a canary or live). */
  from: z.string().nullable().optional(),
  /** A canary's share of visitors (0: the canary ended). */
  percent: z.int().optional(),
  /** A preview link's end (ISO time). */
  expiresAt: z.string().optional(),
  /** The skew guard was skipped (--force). */
  forced: z.boolean().optional(),
  /** `--reason`, or null. */
  reason: z.string().nullable(),
  /** A registry change: the id of the registry change before it (null: none). */
  follows: z.string().nullable().optional(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/** What a command records; the trail adds the id, the time and, for registry changes, `follows`. */
export type AuditChange = Omit<AuditEntry, 'id' | 'at' | 'by' | 'reason' | 'follows'>;

/** Who runs a command, and why. */
export interface Actor {
  by: string;
  reason: string | null;
}

/** The operator of a command: `--by`, else the OS user; `--reason`, else none. */
export function actorOf({ by, reason }: { by?: string | undefined; reason?: string | undefined }) {
  return { by: by?.trim() || userInfo().username, reason: reason?.trim() || null } satisfies Actor;
}

const trailPath = (storeDir: string) => path.join(storeDir, AUDIT_TRAIL_FILE);

/** Entries made now for `changes`, by `actor`. */
export function auditEntries(actor: Actor, changes: AuditChange[], at = new Date()): AuditEntry[] {
  return changes.map((change) => ({
    id: randomBytes(8).toString('hex'),
    at: at.toISOString(),
    by: actor.by,
    ...change,
    reason: actor.reason,
  }));
}

/**
 * Chains registry-change entries after the registry's last change (each `follows` the one
 * before); returns the id the new registry names as its `change`.
 */
export function chainAfter(registry: Registry, entries: AuditEntry[]): string | undefined {
  let last = registry.change ?? null;
  for (const entry of entries) {
    entry.follows = last;
    last = entry.id;
  }
  return last ?? undefined;
}

/** True when the open file is empty or ends a line (not cut short by a crash mid-write). */
function endsALine(fd: number): boolean {
  const { size } = fstatSync(fd);
  if (size === 0) return true;
  const last = Buffer.alloc(1);
  readSync(fd, last, 0, 1, size - 1);
  return last.toString() === '\n';
}

/**
 * Appends `entries` in one write and syncs the file before returning, so the change they describe
 * can be made next: after a crash the trail holds the entry even when the change did not land.
 * A line a crash cut short is ended first, so it never swallows the next entry.
 */
export function appendAuditEntries(storeDir: string, entries: AuditEntry[]): void {
  if (!entries.length) return;
  const text = entries
    .map((entry) => `${JSON.stringify(AuditEntrySchema.parse(entry))}\n`)
    .join('');
  const fd = openSync(trailPath(storeDir), 'a+');
  try {
    writeSync(fd, endsALine(fd) ? text : `\n${text}`);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** An entry of the trail as read back, and whether its change landed. */
export type AuditRecord = AuditEntry & { applied: boolean };

/**
 * The trail, oldest first. A registry-change entry is applied when the registry's chain of
 * changes (its `change`, then each entry's `follows`) reaches it. A line a crash cut short is
 * skipped.
 */
export function readAuditTrail(storeDir: string, registry: Registry | null): AuditRecord[] {
  let text = '';
  try {
    text = readFileSync(trailPath(storeDir), 'utf8');
  } catch (error) {
    if (!hasErrorCode(error, 'ENOENT')) throw error;
  }
  const entries = text
    .split('\n')
    .filter(Boolean)
    .flatMap((line) => {
      try {
        const parsed = AuditEntrySchema.safeParse(JSON.parse(line));
        return parsed.success ? [parsed.data] : [];
      } catch {
        return [];
      }
    });
  const follows = new Map(entries.map((entry) => [entry.id, entry.follows ?? null]));
  const applied = new Set<string>();
  for (let id = registry?.change ?? null; id && !applied.has(id); id = follows.get(id) ?? null) {
    applied.add(id);
  }
  return entries.map((entry) => ({
    ...entry,
    applied: entry.follows === undefined || applied.has(entry.id),
  }));
}

/** What an entry did, in words. */
function whatOf(entry: AuditEntry): string {
  const version = entry.version ?? 'none';
  switch (entry.action) {
    case 'publish':
      return version;
    case 'promote':
      return `${version} live (was ${entry.from ?? 'none'})`;
    case 'canary':
      return entry.percent
        ? `${version} for ${entry.percent}% of visitors`
        : `canary ${version} ended (0%)`;
    case 'rollback':
      return `${entry.from ?? 'none'} taken off; everyone gets ${version}`;
    case 'preview':
      return `${version} link until ${entry.expiresAt ?? '?'}`;
    case 'preview-revoke':
      return `links of ${entry.version ?? 'every version'} made until then refused`;
  }
}

/** The trail as a table, one entry a line, oldest first. */
export function historyTable(records: AuditRecord[]): string {
  if (!records.length) return 'No change is recorded yet.';
  const header = ['when', 'who', 'action', 'remote', 'what', 'why'];
  const rows = records.map((record) => [
    record.at,
    record.by,
    record.action,
    record.remote,
    `${whatOf(record)}${record.forced ? ' (skew guard skipped: --force)' : ''}${record.applied ? '' : ' (not applied: interrupted)'}`,
    record.reason ?? '-',
  ]);
  return textTable(header, rows);
}
