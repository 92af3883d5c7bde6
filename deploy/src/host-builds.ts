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
import { createRegistryReader, readRegistry } from './registry.js';
import type { Registry } from './registry.js';

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
}: {
  storeDir: string;
  distDir: string;
  log?: (line: string) => void;
}): HostBuildReader {
  const registry = createRegistryReader(storeDir, { log });
  /** The live version last said to be missing, so that it is said once. */
  let missingLogged: string | null = null;

  function current(): HostBuild {
    let version: string | null = null;
    try {
      version = liveHostVersion(registry.current());
    } catch (error) {
      log(`cannot read the registry: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (!version) return { version: null, dir: distDir };
    const dir = hostVersionDirectory(storeDir, version);
    if (existsSync(path.join(dir, 'index.html'))) return { version, dir };
    if (missingLogged !== version) {
      missingLogged = version;
      log(`the live host version ${version} has no index.html in ${dir}; serving ${distDir}`);
    }
    return { version: null, dir: distDir };
  }

  return {
    current,
    fileRoots() {
      const published = publishedVersions(storeDir, HOST_NAME)
        .reverse()
        .map((version) => hostVersionDirectory(storeDir, version));
      return [...new Set([current().dir, ...published, distDir])];
    },
  };
}
