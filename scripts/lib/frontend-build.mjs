// Builds the front-end packages that are missing a build or changed since their last one, so a
// second `npm start` / `npm test` does not spend minutes re-running webpack for nothing.
import { existsSync, statSync, utimesSync } from 'node:fs';
import path from 'node:path';

import { newestMtime } from './newest-mtime.mjs';
import { FRONTEND_PACKAGES } from './ports.mjs';
import { REPO_ROOT, packagesWithScript, runPnpm } from './run.mjs';

// Inputs every front-end build reads besides the package itself.
const COMMON_INPUTS = [
  'shared/src',
  'shared/package.json',
  'build',
  'pnpm-lock.yaml',
  'tsconfig.base.json',
];

/** The front-end package directories whose dist is missing or older than their sources. */
export function staleFrontendPackages(root = REPO_ROOT) {
  const commonInputs = Math.max(
    ...COMMON_INPUTS.map((input) => newestMtime(path.join(root, input))),
  );
  const buildable = packagesWithScript(
    FRONTEND_PACKAGES.map((pkg) => pkg.dir),
    'build',
    root,
  );
  return buildable.filter((dir) => {
    const builtIndex = path.join(root, dir, 'dist', 'index.html');
    if (!existsSync(builtIndex)) return true;
    const builtAt = statSync(builtIndex).mtimeMs;
    return Math.max(commonInputs, newestMtime(path.join(root, dir))) > builtAt;
  });
}

/**
 * Records that `dirs` were just built. webpack leaves an unchanged `index.html` untouched, so its
 * time alone would keep a package stale after a rebuild that changed no output.
 * @param {string[]} dirs
 */
export function markBuilt(dirs, root = REPO_ROOT) {
  const now = new Date();
  for (const dir of dirs) {
    const builtIndex = path.join(root, dir, 'dist', 'index.html');
    if (existsSync(builtIndex)) utimesSync(builtIndex, now, now);
  }
}

/**
 * What a front-end build has to do: the stale packages (all of them with `force`) and the pnpm
 * arguments that build them two at a time; null args when everything is up to date.
 * @returns {{ targets: string[], args: string[] | null }}
 */
export function frontendBuildPlan({ force = false } = {}) {
  const targets = force
    ? packagesWithScript(
        FRONTEND_PACKAGES.map((pkg) => pkg.dir),
        'build',
      )
    : staleFrontendPackages();
  if (targets.length === 0) return { targets, args: null };
  const filters = targets.flatMap((dir) => ['--filter', dir]);
  return { targets, args: ['--workspace-concurrency=2', ...filters, 'build'] };
}

/**
 * Builds the stale front-end packages (all of them with `force`), two at a time.
 * @returns {Promise<{ built: string[], exitCode: number }>}
 */
export async function buildFrontend({ force = false } = {}) {
  const { targets, args } = frontendBuildPlan({ force });
  if (!args) {
    console.log('[build] front-end builds are up to date');
    return { built: [], exitCode: 0 };
  }
  console.log(`[build] building ${targets.join(', ')}`);
  const exitCode = await runPnpm(args);
  if (exitCode === 0) markBuilt(targets);
  return { built: targets, exitCode };
}
