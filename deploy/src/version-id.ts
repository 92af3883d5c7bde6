// A published version's id (docs/contracts.md "Deployment store"), in a module of its own so the
// store and the registry that names versions can both check ids without importing each other.

/** `<UTC yyyymmddHHMMss>-<git short sha>[-dirty]`: sorting the names sorts them by time. */
const VERSION_ID = /^\d{14}-[0-9a-f]{7,40}(-dirty)?$/;

/** What a version is built from: the commit, whether the worktree had changes, and when. */
export interface BuildStamp {
  date: Date;
  gitSha: string;
  dirty: boolean;
}

/**
 * A new version's id: the build's UTC second, then the commit it was built from, `-dirty` when
 * the worktree had uncommitted changes (the commit alone does not say what was built then).
 */
export function versionId({ date, gitSha, dirty }: BuildStamp): string {
  const stamp = date.toISOString().replace(/\D/g, '').slice(0, 14);
  return `${stamp}-${gitSha.slice(0, 7)}${dirty ? '-dirty' : ''}`;
}

/** True for a store directory name that is a version (not a half-copied one). */
export const isVersionId = (name: string): boolean => VERSION_ID.test(name);
