// The scripts of each published version and their SHA-384 hashes (docs/contracts.md "Deployment
// store", `integrity` in deployment.json): recorded when a version is published, so that a file
// changed afterwards on the server that serves it is refused, by the host server before it
// evaluates a server build and by the browser (the `integrity` attribute) before it runs a script.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

import { readDeploymentRecord } from './deployment-record.js';
import { createDeploymentStoreReader } from './store-reader.js';
import type { DeploymentStoreReader } from './store-reader.js';

/** The files a browser or the host server runs: what the hashes cover. */
const SCRIPT_FILE = /\.(js|mjs|cjs)$/;

/** Where a version's server build lives inside it (the browser build is the rest). */
export const SERVER_BUILD_DIR = 'server';

/** `sha384-<base64>`, the form of an `integrity` attribute (Subresource Integrity). */
export const scriptHash = (bytes: string | Buffer): string =>
  `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/** The script files below `directory`, as sorted relative paths with `/`. */
function scriptFilesBelow(directory: string, prefix = ''): string[] {
  return readdirSync(path.join(directory, prefix), { withFileTypes: true })
    .flatMap((entry) => {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) return scriptFilesBelow(directory, relative);
      return SCRIPT_FILE.test(entry.name) ? [relative] : [];
    })
    .sort();
}

/** Every script of a build directory (browser and server build) → its hash. */
export function scriptHashes(directory: string): Record<string, string> {
  return Object.fromEntries(
    scriptFilesBelow(directory).map((file) => [
      file,
      scriptHash(readFileSync(path.join(directory, file))),
    ]),
  );
}

/** The server build's hashes in a version's record, by path inside `server/` (remoteEntry.js, …). */
export function serverBuildHashes(integrity: Record<string, string>): Record<string, string> {
  const prefix = `${SERVER_BUILD_DIR}/`;
  return Object.fromEntries(
    Object.entries(integrity)
      .filter(([file]) => file.startsWith(prefix))
      .map(([file, hash]) => [file.slice(prefix.length), hash]),
  );
}

/** The browser build's hashes in a version's record (everything outside `server/`). */
export function browserScriptHashes(integrity: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(integrity).filter(([file]) => !file.startsWith(`${SERVER_BUILD_DIR}/`)),
  );
}

/**
 * The scripts of a published version whose bytes in the store are no longer those recorded when
 * it was published (changed, or gone), each "<file> (changed since publish)"; empty when all
 * match, or when its record has no hashes (published before they were recorded).
 */
export function changedScripts(storeDir: string, remote: string, version: string): string[] {
  const integrity = readDeploymentRecord(storeDir, remote, version)?.integrity;
  if (!integrity) return [];
  const directory = path.join(storeDir, remote, version);
  return Object.entries(integrity).flatMap(([file, recorded]) => {
    let current: string;
    try {
      current = scriptHash(readFileSync(path.join(directory, file)));
    } catch {
      return [`${file} (gone since publish)`];
    }
    return current === recorded ? [] : [`${file} (changed since publish)`];
  });
}

/**
 * For servers: a published version's script hashes (its record's `integrity`), read from its
 * deployment.json once (a published version never changes) and kept; null when it has none.
 */
export function createPublishedHashesReader(
  storeDir: string,
  /** The server's one reader of the store (store-reader.ts), which keeps the records it read. */
  store: Pick<DeploymentStoreReader, 'record'> = createDeploymentStoreReader(storeDir),
): (remote: string, version: string) => Record<string, string> | null {
  return (remote, version) => {
    try {
      return store.record(remote, version)?.integrity ?? null;
    } catch {
      // An unreadable record: asked again on the next page, never kept.
      return null;
    }
  };
}

/** For the host server: a published version's server build hashes (paths inside `server/`). */
export function createServerBuildHashesReader(
  storeDir: string,
): (remote: string, version: string) => Record<string, string> | null {
  const published = createPublishedHashesReader(storeDir);
  return (remote, version) => {
    const integrity = published(remote, version);
    return integrity && serverBuildHashes(integrity);
  };
}
