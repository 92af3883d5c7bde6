// The route check a promote, a canary and a preview make before visitors get a remote version:
// the host composes its router from the versions' route manifests (../route-manifest.ts), so a
// version that declares no routes, or claims a path another remote serves, would leave shoppers
// on a 404 or on the wrong page while the command said it succeeded.
import path from 'node:path';

import { workspaceTargets } from '../deploy-store.js';
import { readDeploymentRecord } from '../deployment-record.js';
import type { Registry } from '../registry.js';
import { REPO_ROOT } from '../repo-root.js';
import { readRouteManifest, routeConflicts } from '../route-manifest.js';
import type { NamedManifests, RouteManifest } from '../route-manifest.js';

/**
 * A version's routes: its record's, else (a version published before records carried them) its
 * package's manifest in this checkout, which the host's built-in table matches; null when neither.
 */
function routesOf(
  storeDir: string,
  remote: string,
  version: string | null,
  repoRoot: string,
): RouteManifest | null {
  const record = version ? readDeploymentRecord(storeDir, remote, version) : null;
  if (record?.routes) return record.routes;
  const target = workspaceTargets(repoRoot).find((candidate) => candidate.name === remote);
  return target ? readRouteManifest(path.join(repoRoot, target.dir)) : null;
}

/**
 * Why the host could not serve `remote` `version`'s pages beside the other remotes' live ones,
 * one phrase each ("declares no routes …", "its route /x is already y's"); empty when it can.
 */
export function routeProblems(
  storeDir: string,
  remote: string,
  version: string,
  registry: Registry | null,
  repoRoot: string = REPO_ROOT,
): string[] {
  const manifest = routesOf(storeDir, remote, version, repoRoot);
  if (!manifest) {
    return [
      `declares no routes (route-manifest.json in its package), so the host would serve none of its pages: shoppers would get a 404`,
    ];
  }
  const names = new Set([
    ...workspaceTargets(repoRoot).map((target) => target.name),
    ...Object.keys(registry?.remotes ?? {}),
  ]);
  const others: NamedManifests = [...names].flatMap((other) => {
    if (other === remote || other === 'host') return [];
    const live = registry?.remotes[other]?.live ?? null;
    const otherManifest = routesOf(storeDir, other, live, repoRoot);
    return otherManifest ? [{ remote: other, manifest: otherManifest }] : [];
  });
  return routeConflicts(remote, manifest, others);
}
