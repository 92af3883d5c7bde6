// What a version built now is built from: the worktree's commit, and whether it has uncommitted
// changes (`npm run deploy` and `npm start` name their versions by it).
import { spawnSync } from 'node:child_process';

import { REPO_ROOT } from '../repo-root.js';

/** Runs git in the repository to read what it prints; throws with its error output. */
function gitOutput(args: string[]): string {
  const result = spawnSync('git', args, { cwd: REPO_ROOT, encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`git ${args.join(' ')} failed: ${result.stderr || result.error?.message}`);
  }
  return result.stdout.trim();
}

export function gitState(): { gitSha: string; dirty: boolean } {
  return {
    gitSha: gitOutput(['rev-parse', 'HEAD']),
    dirty: gitOutput(['status', '--porcelain']) !== '',
  };
}
