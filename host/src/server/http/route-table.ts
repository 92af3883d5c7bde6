// The route table of a page: composed from the route manifests in the deployment records of the
// remote versions the visitor gets (decision 0963), so a remote published and promoted after this
// host was built has its pages served, guarded and linked without a rebuild or restart. A built-in
// remote whose version predates route manifests (or that the page does not load) keeps its routes
// from the contract's built-in table.
import {
  REMOTE_NAMES,
  ROUTE_TABLE,
  type NavEntry,
  type RouteEntry,
  type RouteTable,
} from '@storefront/contract';
import {
  versionOfManifestUrl,
  type DeploymentStoreReader,
  type RouteManifest,
} from '@storefront/static-server/deployment';

const BUILT_IN: readonly string[] = REMOTE_NAMES;

export interface RouteTables {
  /** The table for a page's remotes map (remote name → manifest URL of the version it gets). */
  tableFor(remotes: Record<string, string>): RouteTable;
}

/**
 * @param store the server's one reader of the deployment store, which keeps each published
 *   version's record once read (a published version never changes)
 */
export function createRouteTables(
  store: Pick<DeploymentStoreReader, 'record'>,
  log: (line: string) => void = console.log,
): RouteTables {
  /** `<remote> <version>` whose record could not be read, said once. */
  const unreadable = new Set<string>();

  function manifestOf(remote: string, manifestUrl: string | undefined): RouteManifest | null {
    const version = versionOfManifestUrl(manifestUrl ?? '');
    if (!version) return null;
    try {
      return store.record(remote, version)?.routes ?? null;
    } catch (error) {
      const key = `${remote} ${version}`;
      if (!unreadable.has(key)) {
        unreadable.add(key);
        log(`cannot read the routes of ${key}: ${error instanceof Error ? error.message : error}`);
      }
      return null;
    }
  }

  return {
    tableFor(remotes) {
      const routes: RouteEntry[] = [];
      const nav: NavEntry[] = [];
      // The built-in remotes first: on a path two remotes claim, the first declared wins
      // (findRouteOwner), and `npm run remotes` refuses to promote such a version anyway.
      const others = Object.keys(remotes)
        .filter((remote) => !BUILT_IN.includes(remote))
        .sort();
      for (const remote of [...BUILT_IN, ...others]) {
        const manifest = manifestOf(remote, remotes[remote]);
        if (!manifest) {
          routes.push(...ROUTE_TABLE.filter((route) => route.remote === remote));
          continue;
        }
        for (const { path, access, idParam } of manifest.routes) {
          routes.push({
            path,
            remote,
            access,
            ...(idParam !== undefined && { idParam }),
            ...(manifest.serverRendered && { serverRendered: true }),
          });
        }
        nav.push(...manifest.nav.map(({ label, path }) => ({ label, path, remote })));
      }
      return { routes, nav };
    },
  };
}
