// Builds the front-end packages that are missing a build or changed since their last one, so a
// second `npm start` / `npm test` does not spend minutes re-running webpack for nothing, and the
// remotes' file server (static-server), which every remote's `start` runs from its build.
import { existsSync, readFileSync, statSync, utimesSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import { newestMtime } from './newest-mtime.mjs';
import { FRONTEND_PACKAGES } from './ports.mjs';
import { REPO_ROOT, packagesWithScript, runPnpm } from './run.mjs';

// The libraries every front-end package builds on (contract, ui-kit, platform).
/** @type {{ LIBRARY_DIRS: string[] }} */
const { LIBRARY_DIRS } = createRequire(import.meta.url)('../../build/workspace-packages.cjs');

// Inputs every front-end build reads besides the package itself.
const COMMON_INPUTS = [
  ...LIBRARY_DIRS.flatMap((dir) => [`${dir}/src`, `${dir}/package.json`]),
  'build',
  'pnpm-lock.yaml',
  'tsconfig.base.json',
];
/** A build's output whose time says when it was last built: a front-end package's page. */
const FRONTEND_BUILT_FILE = path.join('dist', 'index.html');
/** The file server the remotes start (static-server/dist/main.mjs), built like them. */
const SERVER_PACKAGES = [{ dir: 'static-server', builtFile: path.join('dist', 'main.mjs') }];

/**
 * The workspace packages `dir` builds in (its `@storefront/*` dependencies live in the directory of
 * that name): the host's server bundles @storefront/static-server, so a change there rebuilds it.
 * @param {string} dir
 * @param {string} root
 * @returns {string[]}
 */
function workspaceInputsOf(dir, root) {
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8'));
  } catch {
    return [];
  }
  return Object.entries({ ...manifest.dependencies, ...manifest.devDependencies })
    .filter(
      ([name, range]) => name.startsWith('@storefront/') && String(range).startsWith('workspace:'),
    )
    .map(([name]) => name.slice('@storefront/'.length))
    .filter((input) => !LIBRARY_DIRS.includes(input));
}

/**
 * Each buildable package with the file its build leaves last: the front end, then its server.
 * @param {string} root
 */
function buildTargets(root) {
  const targets = [
    ...FRONTEND_PACKAGES.map((pkg) => ({ dir: pkg.dir, builtFile: FRONTEND_BUILT_FILE })),
    ...SERVER_PACKAGES,
  ];
  const buildable = new Set(
    packagesWithScript(
      targets.map((target) => target.dir),
      'build',
      root,
    ),
  );
  return targets.filter((target) => buildable.has(target.dir));
}

/** The package directories whose build is missing or older than their sources. */
export function staleFrontendPackages(root = REPO_ROOT) {
  const commonInputs = Math.max(
    ...COMMON_INPUTS.map((input) => newestMtime(path.join(root, input))),
  );
  return buildTargets(root)
    .filter(({ dir, builtFile }) => {
      const built = path.join(root, dir, builtFile);
      if (!existsSync(built)) return true;
      const inputs = [dir, ...workspaceInputsOf(dir, root)].map((input) =>
        newestMtime(path.join(root, input)),
      );
      return Math.max(commonInputs, ...inputs) > statSync(built).mtimeMs;
    })
    .map(({ dir }) => dir);
}

/**
 * Records that `dirs` were just built. webpack leaves an unchanged `index.html` untouched, so its
 * time alone would keep a package stale after a rebuild that changed no output.
 * @param {string[]} dirs
 */
export function markBuilt(dirs, root = REPO_ROOT) {
  const now = new Date();
  for (const { dir, builtFile } of buildTargets(root)) {
    const built = path.join(root, dir, builtFile);
    if (dirs.includes(dir) && existsSync(built)) utimesSync(built, now, now);
  }
}

/**
 * What a front-end build has to do: the stale packages (all of them with `force`) and the pnpm
 * arguments that build them two at a time; null args when everything is up to date.
 * @returns {{ targets: string[], args: string[] | null }}
 */
export function frontendBuildPlan({ force = false } = {}) {
  const targets = force
    ? buildTargets(REPO_ROOT).map((target) => target.dir)
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
