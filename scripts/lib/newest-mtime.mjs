// When a package's inputs last changed, for the checks that skip a build that is up to date
// (front-end builds, and the workspace builds the root scripts import).
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const IGNORED_DIRS = new Set(['node_modules', 'dist', 'dist-server', '.git', 'coverage']);

/**
 * Newest modification time of a file, or of any file under a directory (build output and
 * installed packages left out); 0 when it does not exist.
 * @param {string} target
 * @returns {number}
 */
export function newestMtime(target) {
  let stats;
  try {
    stats = statSync(target);
  } catch {
    return 0;
  }
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (IGNORED_DIRS.has(entry.name)) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}
