// The deployment store (docs/contracts.md "Deployment store"): `<store>/<remote>/<version>/`, one
// directory per published build of a front-end package, never overwritten, the newest ones kept.
// This file reads it; publish/store-writes.ts adds and prunes versions. Functions over a
// directory given to them, so tests run on temporary directories.
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import { FRONTEND_PACKAGES } from './frontend-packages.js';
import { REPO_ROOT } from './repo-root.js';
import { isVersionId } from './version-id.js';

/** The store directory: DEPLOY_DIR (relative to the repository root) or `.deployments/`. */
export const storeDirectory = (env: { DEPLOY_DIR?: string | undefined } = process.env): string =>
  path.resolve(REPO_ROOT, env.DEPLOY_DIR || '.deployments');

/** The host's name in the store: it has no federation remote name of its own. */
export const HOST_NAME = 'host';

/** A front-end package a deploy names: its directory, and `name`, its directory in the store. */
export interface DeployTarget {
  dir: string;
  name: string;
}

/**
 * The workspace's front-end packages (pnpm-workspace.yaml, build/workspace-packages.cjs) with
 * their federation name from module-federation.config.cjs: a remote added to the workspace is a
 * deploy target without a line in FRONTEND_PACKAGES. Read only by the CLIs, in a checkout.
 */
export function workspaceTargets(root: string = REPO_ROOT): DeployTarget[] {
  const load = createRequire(path.join(root, 'package.json'));
  const { frontendApps } = load('./build/workspace-packages.cjs') as {
    frontendApps: (root: string) => string[];
  };
  return frontendApps(root).map((dir) => {
    const { name } = load(`./${dir}/module-federation.config.cjs`) as { name?: string };
    return { dir, name: dir === 'host' ? HOST_NAME : (name ?? dir) };
  });
}

/**
 * The front-end package a deploy names, by its directory (`content-mfe`) or its federation name
 * (`content`; `host` for the host); null when none matches.
 */
export function deployTarget(name: string, root: string = REPO_ROOT): DeployTarget | null {
  const found = FRONTEND_PACKAGES.find((pkg) => pkg.dir === name || pkg.remote === name);
  if (found) return { dir: found.dir, name: found.remote ?? HOST_NAME };
  return (
    workspaceTargets(root).find((target) => target.dir === name || target.name === name) ?? null
  );
}

/** The published versions of `remote`, oldest first. */
export function publishedVersions(storeDir: string, remote: string): string[] {
  const remoteDir = path.join(storeDir, remote);
  if (!existsSync(remoteDir)) return [];
  return readdirSync(remoteDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && isVersionId(entry.name))
    .map((entry) => entry.name)
    .sort();
}
