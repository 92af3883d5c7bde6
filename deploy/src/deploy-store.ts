// The deployment store (docs/contracts.md "Deployment store"): `<store>/<remote>/<version>/`, one
// directory per published build of a front-end package, never overwritten, the newest ones kept.
// This file reads it; publish/store-writes.ts adds and prunes versions. Functions over a
// directory given to them, so tests run on temporary directories.
import { existsSync, readdirSync } from 'node:fs';
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
 * The front-end package a deploy names, by its directory (`content-mfe`) or its federation name
 * (`content`; `host` for the host); null when none matches.
 */
export function deployTarget(name: string): DeployTarget | null {
  const found = FRONTEND_PACKAGES.find((pkg) => pkg.dir === name || pkg.remote === name);
  return found ? { dir: found.dir, name: found.remote ?? HOST_NAME } : null;
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
