// The skew guard as the commands apply it before they send visitors to a version: a promote, a
// canary, a preview link, and `npm start`'s first promote, each against the host build that runs.
import path from 'node:path';

import { readDeploymentRecord } from '../deployment-record.js';
import { changedScripts } from '../integrity.js';
import { REPO_ROOT } from '../repo-root.js';
import { hostProvides, unmetRequirements } from '../skew-guard.js';

/** The running host's build: HOST_DIST_DIR (relative to the repository root) or host/dist. */
export const hostDirectory = (
  env: { HOST_DIST_DIR?: string | undefined } = process.env,
  repoRoot: string = REPO_ROOT,
): string => path.resolve(repoRoot, env.HOST_DIST_DIR || 'host/dist');

/**
 * Why the host built in `hostDir` cannot run `remote` `version` from the store, one phrase each
 * ("needs …", "has no deployment.json …"); empty when it can. Throws when the host build cannot be
 * read.
 */
export function skewReasons(
  storeDir: string,
  remote: string,
  version: string,
  hostDir: string,
): string[] {
  const record = readDeploymentRecord(storeDir, remote, version);
  if (!record) return ['has no deployment.json, so the skew guard cannot check it'];
  const changed = changedScripts(storeDir, remote, version);
  return [
    ...(changed.length
      ? [`has scripts that differ from their published hashes: ${changed.join(', ')}`]
      : []),
    ...unmetRequirements(record.requires, hostProvides(hostDir)),
  ];
}
