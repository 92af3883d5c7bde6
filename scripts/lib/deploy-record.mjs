// deployment.json, written next to each published version (docs/contracts.md "Deployment store"):
// which build it is and what it requires of the contract package and of the shared singletons,
// so a later promote can refuse a version the live host cannot satisfy.

import semver from 'semver';

import { isTestOnlyImport } from '../../build/public-api-list.cjs';
import { importsFromPackage } from './package-exports.mjs';

/** The record's file name inside a version's directory. */
export const DEPLOYMENT_RECORD_FILE = 'deployment.json';

/**
 * The `<specifier> <name>` imports of the contract package a front-end package's build uses.
 * Test helpers outside *.test files import the contract's test-only entries; the build does not.
 * @param {string} packageDir
 * @param {string} contractName
 */
export const contractImportsOf = (packageDir, contractName) =>
  importsFromPackage(packageDir, contractName).filter(
    (line) => !isTestOnlyImport(line, contractName),
  );

/**
 * The shared singletons a build declared in its mf-manifest.json: the version it brings and the
 * range it accepts from whichever package loads first.
 * @param {{ shared?: { name: string, version: string, requiredVersion: string, singleton?: boolean }[] }} manifest
 * @returns {Record<string, { version: string, requiredVersion: string }>} sorted by name
 */
export function singletonsOf(manifest) {
  const singletons = (manifest.shared ?? [])
    .filter((entry) => entry.singleton)
    .map(({ name, version, requiredVersion }) => [name, { version, requiredVersion }])
    .sort(([a], [b]) => a.localeCompare(b));
  return Object.fromEntries(singletons);
}

/**
 * The Module Federation runtime a remote's build needs the host to provide: its browser entry
 * leaves the runtime out and uses the host's (`experiments.externalRuntime`), whose internals may
 * change between minor versions, so any patch of the minor it was built with. null for a
 * manifest that does not say which version built it.
 * @param {{ metaData?: { pluginVersion?: string } }} manifest
 * @returns {{ version: string, range: string } | null}
 */
export function federationRuntimeRequiredBy(manifest) {
  const version = manifest.metaData?.pluginVersion;
  const parsed = version ? semver.parse(version) : null;
  return parsed ? { version, range: `${parsed.major}.${parsed.minor}.x` } : null;
}

/**
 * The deployment record of a published version.
 * @param {object} build
 * @param {string} build.version
 * @param {string} build.remote its name in the store (federation name, or `host`)
 * @param {string} build.packageDir the workspace directory it was built from
 * @param {string} build.gitSha the full commit sha
 * @param {boolean} build.dirty the worktree had uncommitted changes
 * @param {Date} build.date
 * @param {{ name: string, version: string, imports: string[] }} build.contract the contract
 *   package, its version at build time and the `<specifier> <name>` imports the package uses
 * @param {object} build.manifest the build's mf-manifest.json (its shared singletons and the
 *   federation plugin's version)
 * @param {import('./skew-guard.mjs').Provides} [build.provides] what a host build offers the
 *   remotes (the host only)
 */
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
}) {
  const federationRuntime = federationRuntimeRequiredBy(manifest);
  return {
    version,
    remote,
    package: packageDir,
    gitSha,
    dirty,
    publishedAt: date.toISOString(),
    requires: {
      contract: {
        package: contract.name,
        version: contract.version,
        range: `^${contract.version}`,
        imports: contract.imports,
      },
      singletons: singletonsOf(manifest),
      // The host brings its own runtime; a remote uses the host's.
      ...(federationRuntime && !provides ? { federationRuntime } : {}),
    },
    ...(provides ? { provides } : {}),
  };
}
