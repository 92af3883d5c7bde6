// The host's builds as its server serves them (issue 39, defect 5): host versions are published
// into the deployment store like the remotes' (`<store>/host/<version>/`, never overwritten) and
// the registry's `host` entry says which one is live. The server reads the page of the live
// version on each request (a `stat` of the registry while it is unchanged), so a promote or a
// rollback switches the site without a restart, and looks a file up in every published version,
// so a page loaded before the switch still gets its scripts. The package's own dist is the last
// resort (a store without a live host version: a first start, or the tests' fixtures).
import { existsSync } from 'node:fs';
import path from 'node:path';

import { HOST_NAME, publishedVersions } from './deploy-store.js';
import { readRegistry } from './registry.js';
import type { Registry } from './registry.js';
import { createDeploymentStoreReader } from './store-reader.js';
import type { DeploymentStoreReader } from './store-reader.js';

/** The live host version the registry names; null when it names none. */
export const liveHostVersion = (registry: Registry | null): string | null =>
  registry?.remotes[HOST_NAME]?.live ?? null;

/** A published host version's directory. */
export const hostVersionDirectory = (storeDir: string, version: string): string =>
  path.join(storeDir, HOST_NAME, version);

/** The build pages come from now: the live host version, or the dist when there is none. */
export interface HostBuild {
  version: string | null;
  dir: string;
}

/**
 * The directory of the host build visitors get: the live version's when it is published (has a
 * page), else `distDir`. For the commands that check a remote against the running host.
 */
export function liveHostDirectory(storeDir: string, distDir: string): string {
  let version: string | null = null;
  try {
    version = liveHostVersion(readRegistry(storeDir));
  } catch {
    // A registry that does not parse names no host: the commands check against the dist.
  }
  const dir = version && hostVersionDirectory(storeDir, version);
  return dir && existsSync(path.join(dir, 'index.html')) ? dir : distDir;
}

/** What the host's server serves, read again on each call. */
export interface HostBuildReader {
  /** The build whose page visitors get. */
  current(): HostBuild;
  /**
   * Where a file is looked up, first match wins: the current build, every other published
   * version (newest first: a page loaded before a switch asks for its own chunks) and the dist.
   */
  fileRoots(): string[];
}

export function createHostBuildReader({
  storeDir,
  distDir,
  log = console.error,
  store = createDeploymentStoreReader(storeDir, { log }),
}: {
  storeDir: string;
  distDir: string;
  log?: (line: string) => void;
  /** The server's one reader of the store (store-reader.ts); by default one of its own. */
  store?: DeploymentStoreReader;
}): HostBuildReader {
  /** The live version last said to be missing, so that it is said once. */
  let missingLogged: string | null = null;
  /** Published versions whose page exists: a published version never changes. */
  const withPage = new Set<string>();
  /**
   * The host's published versions, listed again when the registry changes: a version is served
   * once it has been promoted, and a page keeps asking for its chunks after the next switch.
   */
  let listed: { registry: Registry | null; roots: string[] } | null = null;

  function current(): HostBuild {
    let version: string | null = null;
    let registry: Registry | null = null;
    try {
      registry = store.registry();
      version = liveHostVersion(registry);
    } catch (error) {
      log(`cannot read the registry: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (!version) return { version: null, dir: distDir };
    const dir = hostVersionDirectory(storeDir, version);
    if (withPage.has(version)) return { version, dir };
    if (existsSync(path.join(dir, 'index.html'))) {
      withPage.add(version);
      return { version, dir };
    }
    if (missingLogged !== version) {
      missingLogged = version;
      log(`the live host version ${version} has no index.html in ${dir}; serving ${distDir}`);
    }
    return { version: null, dir: distDir };
  }

  function publishedRoots(): string[] {
    let registry: Registry | null = null;
    try {
      registry = store.registry();
    } catch {
      // Said by current(); the versions are listed as they are.
    }
    if (!listed || listed.registry !== registry) {
      const roots = publishedVersions(storeDir, HOST_NAME)
        .reverse()
        .map((version) => hostVersionDirectory(storeDir, version));
      listed = { registry, roots };
    }
    return listed.roots;
  }

  return {
    current,
    fileRoots() {
      return [...new Set([current().dir, ...publishedRoots(), distDir])];
    },
  };
}
