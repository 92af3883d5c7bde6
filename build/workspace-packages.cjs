// The workspace's packages, read from pnpm-workspace.yaml and each package.json, for every list
// of packages the tooling keeps (eslint's app packages, the front-end type-check program, npm
// test's stages): a package added to the workspace is picked up by all of them.
const { existsSync, readFileSync } = require('node:fs');
const path = require('node:path');

const REPO_ROOT = path.resolve(__dirname, '..');

/**
 * The workspace's packages in pnpm-workspace.yaml's order: their directory (relative to `root`)
 * and package.json. A listed directory that does not exist in this checkout is left out.
 * @param {string} [root]
 * @returns {{ dir: string, manifest: { name: string, scripts?: Record<string, string> } }[]}
 */
function workspacePackages(root = REPO_ROOT) {
  const workspace = readFileSync(path.join(root, 'pnpm-workspace.yaml'), 'utf8');
  const listed = workspace.match(/^packages:\n((?:[ \t]+- .+\n?)+)/m)?.[1] ?? '';
  return [...listed.matchAll(/^[ \t]+- ['"]?([^'"\s]+)['"]?/gm)]
    .map(([, dir = '']) => dir)
    .filter((dir) => existsSync(path.join(root, dir, 'package.json')))
    .map((dir) => ({
      dir,
      manifest: JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8')),
    }));
}

/**
 * The shell and the remotes: the packages with a Module Federation config, each deployed on its
 * own (none may import another).
 * @param {string} [root]
 * @returns {string[]}
 */
function frontendApps(root = REPO_ROOT) {
  return workspacePackages(root)
    .map(({ dir }) => dir)
    .filter((dir) => existsSync(path.join(root, dir, 'module-federation.config.cjs')));
}

/**
 * The libraries the apps build on. The UI kit and the platform are type-checked with the apps as
 * one program; the contract by its own tsconfig, without the DOM library (Node processes import it).
 */
const BROWSER_LIBRARY_DIRS = ['ui-kit', 'platform'];
const LIBRARY_DIRS = ['contract', ...BROWSER_LIBRARY_DIRS];

/**
 * tsconfig.frontend.json's `include`: the browser libraries and every app, sources and jest set-up.
 * @param {string} [root]
 * @returns {string[]}
 */
function frontendProgramIncludes(root = REPO_ROOT) {
  return [...BROWSER_LIBRARY_DIRS, ...frontendApps(root)].flatMap((dir) => [
    `${dir}/src`,
    ...(existsSync(path.join(root, dir, 'jest.setup.ts')) ? [`${dir}/jest.setup.ts`] : []),
  ]);
}

module.exports = {
  REPO_ROOT,
  LIBRARY_DIRS,
  workspacePackages,
  frontendApps,
  frontendProgramIncludes,
};
