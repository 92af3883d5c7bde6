// `npm run remotes -- scripts`: the inventory of the scripts each page type can load, with their
// published SHA-384 hashes (PCI DSS 4.0 requirement 6.4.3: every script on a payment page is
// listed, authorised and its integrity assured). A page loads the host's scripts, the remotes the
// host starts on every page (their `./runtime`, the header's search box) and the remote that owns
// the page; of each remote, any version a shopper may get: live, canary, and the fallback.
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { FederationManifestSchema, readDeploymentRecord } from '../deployment-record.js';
import { fallbackVersion, readHealth } from '../health.js';
import {
  SERVER_BUILD_DIR,
  browserScriptHashes,
  changedScripts,
  scriptHashes,
} from '../integrity.js';
import { readRegistry } from '../registry.js';
import { REPO_ROOT } from '../repo-root.js';
import { constantValueOf } from './package-exports.js';
import { textTable } from './text-table.js';

/** The route table's file (contract), read statically: the CLIs run built JavaScript. */
const ROUTES_FILE = path.join('contract', 'src', 'domain', 'routes.ts');

/** A route of the contract's ROUTE_TABLE: its path pattern and the remote that owns it. */
export interface PageRoute {
  path: string;
  remote: string;
}

/** Where a script comes from: the host's build, or a version of a remote and why it may load. */
export interface ScriptSource {
  remote: string;
  /** The remote's version, or the host build's directory. */
  version: string;
  /** live, canary, fallback, or `every page` for the host. */
  role: string;
}

/** One script a page type can load. */
export interface InventoryScript extends ScriptSource {
  file: string;
  hash: string;
  /** Its bytes in the store differ from the hash published. */
  changed: boolean;
}

/** The page types that load the same scripts, and those scripts. */
export interface PageInventory {
  paths: string[];
  remotes: string[];
  scripts: InventoryScript[];
}

/** The route table and the remotes started on every page, read from the contract's source. */
export function readPageRoutes(repoRoot: string = REPO_ROOT): {
  routes: PageRoute[];
  everyPage: string[];
} {
  const file = path.join(repoRoot, ROUTES_FILE);
  const routes = constantValueOf(file, 'ROUTE_TABLE');
  const everyPage = constantValueOf(file, 'REMOTES_WITH_RUNTIME');
  if (!Array.isArray(routes) || !Array.isArray(everyPage)) {
    throw new Error(`${ROUTES_FILE}: ROUTE_TABLE or REMOTES_WITH_RUNTIME is no longer a literal`);
  }
  return { routes: routes as PageRoute[], everyPage: everyPage as string[] };
}

/** The versions of `remote` a shopper may get, each with its role. */
function versionsServed(storeDir: string, remote: string): ScriptSource[] {
  const entry = readRegistry(storeDir)?.remotes[remote];
  if (!entry?.live) return [];
  const sources: ScriptSource[] = [{ remote, version: entry.live, role: 'live' }];
  if (entry.canary) sources.push({ remote, version: entry.canary, role: 'canary' });
  const fallback = fallbackVersion(readHealth(storeDir), remote, entry.previous);
  if (fallback) sources.push({ remote, version: fallback, role: 'fallback' });
  return sources;
}

/** The browser scripts of one source, with their recorded hashes and whether each changed. */
function scriptsOf(storeDir: string, source: ScriptSource): InventoryScript[] {
  const integrity = readDeploymentRecord(storeDir, source.remote, source.version)?.integrity;
  if (!integrity) {
    return [
      {
        ...source,
        file: '(no hashes: published before they were recorded)',
        hash: '-',
        changed: false,
      },
    ];
  }
  const changed = new Set(
    changedScripts(storeDir, source.remote, source.version).map((line) => line.split(' ')[0]),
  );
  return Object.entries(browserScriptHashes(integrity)).map(([file, hash]) => ({
    ...source,
    file,
    hash,
    changed: changed.has(file),
  }));
}

/** The host build's version (its manifest's build version), or `-`. */
function hostVersionOf(hostDir: string): string {
  try {
    const manifest = FederationManifestSchema.parse(
      JSON.parse(readFileSync(path.join(hostDir, 'mf-manifest.json'), 'utf8')),
    );
    return manifest.metaData?.buildInfo?.buildVersion ?? '-';
  } catch {
    return '-';
  }
}

/** True when `pathname` matches a route pattern (`:param` one segment, `*` the rest). */
const matchesRoute = (pattern: string, pathname: string): boolean =>
  new RegExp(
    `^${pattern
      .split('/')
      .map((part) =>
        part === '*'
          ? '.*'
          : part.startsWith(':')
            ? '[^/]+'
            : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('/')}/?$`,
    'i',
  ).test(pathname);

/**
 * The inventory per group of page types that load the same remotes (those matching `pathname`,
 * or every page type), the host's scripts read from its build directory.
 */
export function scriptInventory({
  storeDir,
  hostDir,
  pathname,
  repoRoot = REPO_ROOT,
}: {
  storeDir: string;
  hostDir: string;
  pathname?: string | undefined;
  repoRoot?: string;
}): PageInventory[] {
  const { routes, everyPage } = readPageRoutes(repoRoot);
  const chosen = routes.filter(
    (route) =>
      pathname === undefined || route.path === pathname || matchesRoute(route.path, pathname),
  );
  const byOwner = new Map<string, string[]>();
  for (const route of chosen)
    byOwner.set(route.remote, [...(byOwner.get(route.remote) ?? []), route.path]);
  const host: ScriptSource = {
    remote: 'host',
    version: hostVersionOf(hostDir),
    role: 'every page',
  };
  const hostScripts = Object.entries(scriptHashes(hostDir))
    .filter(([file]) => !file.startsWith(`${SERVER_BUILD_DIR}/`))
    .map(([file, hash]) => ({ ...host, file, hash, changed: false }));
  return [...byOwner].map(([owner, paths]) => {
    const remotes = [...new Set([...everyPage, owner])].sort();
    const scripts = remotes.flatMap((remote) =>
      versionsServed(storeDir, remote).flatMap((source) => scriptsOf(storeDir, source)),
    );
    return { paths, remotes, scripts: [...hostScripts, ...scripts] };
  });
}

/** The inventory as text: per group of page types, a line naming them and a table of scripts. */
export function inventoryText(inventory: PageInventory[]): string {
  return inventory
    .map(({ paths, remotes, scripts }) => {
      const changed = scripts.filter((script) => script.changed).length;
      const heading =
        `${paths.join(', ')}: ${scripts.length} scripts from host, ${remotes.join(', ')}` +
        (changed ? ` (${changed} CHANGED since publish)` : '');
      const rows = scripts.map((script) => [
        script.remote,
        script.version,
        script.role,
        script.file,
        script.hash,
        script.changed ? 'CHANGED since publish' : '',
      ]);
      return `${heading}\n${textTable(['from', 'version', 'role', 'file', 'sha384', ''], rows)}`;
    })
    .join('\n\n');
}
