// The skew guard (docs/contracts.md "Remote registry"): whether a host can run a published remote
// version, from what the remote's deployment.json requires (contract range, the contract exports
// it imports, its singletons' ranges) and what the host provides (its contract.json and the
// shared entries of its mf-manifest.json). Exports are compared by name, versions with semver.
import { readFileSync } from 'node:fs';
import path from 'node:path';

import semver from 'semver';
import { z } from 'zod';

import {
  FederationManifestSchema,
  ProvidesSchema,
  readDeploymentRecord,
  singletonsOf,
} from './deployment-record.js';
import type { Provides, Requirements } from './deployment-record.js';
import { HOST_NAME } from './deploy-store.js';
import { readRegistry } from './registry.js';

/** The file the host's build emits with the contract it was built with (build/host-contract-plugin.cjs). */
export const HOST_CONTRACT_FILE = 'contract.json';

const HostContractFileSchema = z.object({ contract: ProvidesSchema.shape.contract });

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

/** What the host built into `hostDir` (host/dist, or a published host version) provides. */
export function hostProvides(hostDir: string): Provides {
  let contract: Provides['contract'];
  let manifest;
  try {
    ({ contract } = HostContractFileSchema.parse(readJson(path.join(hostDir, HOST_CONTRACT_FILE))));
    manifest = FederationManifestSchema.parse(readJson(path.join(hostDir, 'mf-manifest.json')));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Cannot tell what the host in ${hostDir} provides (build it first): ${reason}`);
  }
  const singletons = Object.entries(singletonsOf(manifest)).map(
    ([name, { version }]) => [name, version] as const,
  );
  // The host puts its federation runtime on the page for the remotes' entries (the version of
  // the federation plugin that built it, whose packages are released together).
  const federationRuntime = manifest.metaData?.pluginVersion;
  return {
    contract,
    singletons: Object.fromEntries(singletons),
    ...(federationRuntime ? { federationRuntime } : {}),
  };
}

/** The unmet part of a `<import path> <name>` import (`*`: the whole path) as a phrase, or null. */
function missingImport(line: string, exports: string[]): string | null {
  const [specifier, name] = line.split(' ');
  if (name === '*') {
    const found = exports.some((entry) => entry.startsWith(`${specifier} `));
    return found ? null : `${specifier} (imported whole)`;
  }
  return exports.includes(line) ? null : `${specifier} export ${name}`;
}

/**
 * Why a host providing `provides` cannot run a build requiring `requires`, one sentence each
 * starting with "needs" (prefix the remote and version); empty when it can. Singletons the host
 * does not share, and ranges semver cannot read, are not checked: federation decides those.
 */
export function unmetRequirements(
  requires: Requirements | undefined,
  provides: Provides,
): string[] {
  const reasons: string[] = [];
  const hostContract = `the host (${provides.contract.package} ${provides.contract.version})`;
  const contract = requires?.contract;
  if (contract && contract.package !== provides.contract.package) {
    reasons.push(
      `needs ${contract.package} ${contract.range}, which ${hostContract} does not provide`,
    );
  } else if (contract) {
    if (!semver.satisfies(provides.contract.version, contract.range)) {
      reasons.push(
        `needs ${contract.package} ${contract.range}, which ${hostContract} does not satisfy`,
      );
    }
    for (const line of contract.imports ?? []) {
      const missing = missingImport(line, provides.contract.exports);
      if (missing) reasons.push(`needs ${missing}, which ${hostContract} does not have`);
    }
  }
  const runtime = requires?.federationRuntime;
  const hostRuntime = provides.federationRuntime;
  if (runtime && !(hostRuntime && semver.satisfies(hostRuntime, runtime.range))) {
    const host = hostRuntime ? `the host's ${hostRuntime}` : 'the host, which names none,';
    reasons.push(
      `needs the Module Federation runtime ${runtime.range}, which ${host} does not satisfy`,
    );
  }
  for (const [name, { requiredVersion }] of Object.entries(requires?.singletons ?? {})) {
    const hostVersion = provides.singletons[name];
    if (!hostVersion || !semver.valid(hostVersion)) continue;
    if (!requiredVersion || !semver.validRange(requiredVersion)) continue;
    if (!semver.satisfies(hostVersion, requiredVersion)) {
      reasons.push(
        `needs ${name} ${requiredVersion}, which the host's ${name} ${hostVersion} does not satisfy`,
      );
    }
  }
  return reasons;
}

/**
 * What a host providing `provides` cannot run among the versions the registry serves (each
 * remote's live and canary version), one sentence each naming the remote and version: a new
 * host is published only when this is empty. A version without deployment.json is not judged.
 */
export function unmetByServedVersions(storeDir: string, provides: Provides): string[] {
  const reasons: string[] = [];
  for (const [remote, entry] of Object.entries(readRegistry(storeDir)?.remotes ?? {})) {
    // The host's own versions are what is being checked, not what it must run.
    if (remote === HOST_NAME) continue;
    const served = [entry.live, entry.canary].filter((version): version is string =>
      Boolean(version),
    );
    for (const version of new Set(served)) {
      const record = readDeploymentRecord(storeDir, remote, version);
      if (!record) continue;
      for (const reason of unmetRequirements(record.requires, provides)) {
        reasons.push(`${remote} ${version} ${reason}`);
      }
    }
  }
  return reasons;
}
