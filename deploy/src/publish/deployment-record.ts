// Writing deployment.json (docs/contracts.md "Deployment store"): what a build requires of the
// host, with the contract imports its sources make, read now with the TypeScript compiler so the
// servers that check them later never load it.
import { createRequire } from 'node:module';
import path from 'node:path';

import semver from 'semver';

import type {
  DeploymentRecord,
  FederationManifest,
  Provides,
  Requirements,
} from '../deployment-record.js';
import { singletonsOf } from '../deployment-record.js';
import type { RouteManifest } from '../route-manifest.js';
import { REPO_ROOT } from '../repo-root.js';
import { importsFromPackage } from './package-exports.js';

// The contract's test-only entries are listed once, beside its export list (build/).
const { isTestOnlyImport } = createRequire(import.meta.url)(
  path.join(REPO_ROOT, 'build', 'public-api-list.cjs'),
) as { isTestOnlyImport: (line: string, packageName: string) => boolean };

/**
 * The `<specifier> <name>` imports of the contract package a front-end package's build uses.
 * Test helpers outside *.test files import the contract's test-only entries; the build does not.
 */
export const contractImportsOf = (packageDir: string, contractName: string): string[] =>
  importsFromPackage(packageDir, contractName).filter(
    (line) => !isTestOnlyImport(line, contractName),
  );

/**
 * The Module Federation runtime a remote's build needs the host to provide: its browser entry
 * leaves the runtime out and uses the host's (`experiments.externalRuntime`), whose internals may
 * change between minor versions, so any patch of the minor it was built with. null for a
 * manifest that does not say which version built it.
 */
export function federationRuntimeRequiredBy(
  manifest: FederationManifest,
): { version: string; range: string } | null {
  const version = manifest.metaData?.pluginVersion;
  const parsed = version ? semver.parse(version) : null;
  return version && parsed ? { version, range: `${parsed.major}.${parsed.minor}.x` } : null;
}

/** A build about to be published, and what it was built from. */
export interface PublishedBuild {
  version: string;
  /** Its name in the store (federation name, or `host`). */
  remote: string;
  /** The workspace directory it was built from. */
  packageDir: string;
  /** The full commit sha. */
  gitSha: string;
  /** The worktree had uncommitted changes. */
  dirty: boolean;
  date: Date;
  /** The contract package, its version at build time and the imports the package uses. */
  contract: { name: string; version: string; imports: string[] };
  /** The build's mf-manifest.json (its shared singletons and the federation plugin's version). */
  manifest: FederationManifest;
  /** What a host build offers the remotes (the host only). */
  provides?: Provides | undefined;
  /** A remote's route manifest, read from its package. */
  routes?: RouteManifest | null | undefined;
}

/** The deployment record of a published version. */
export function deploymentRecord({
  version,
  remote,
  packageDir,
  gitSha,
  dirty,
  date,
  contract,
  manifest,
  provides,
  routes,
}: PublishedBuild): DeploymentRecord {
  const federationRuntime = federationRuntimeRequiredBy(manifest);
  const requires: Requirements = {
    contract: {
      package: contract.name,
      version: contract.version,
      range: `^${contract.version}`,
      imports: contract.imports,
    },
    singletons: singletonsOf(manifest),
    // The host brings its own runtime; a remote uses the host's.
    ...(federationRuntime && !provides ? { federationRuntime } : {}),
  };
  return {
    version,
    remote,
    package: packageDir,
    gitSha,
    dirty,
    publishedAt: date.toISOString(),
    requires,
    ...(provides ? { provides } : {}),
    ...(routes ? { routes } : {}),
  };
}
