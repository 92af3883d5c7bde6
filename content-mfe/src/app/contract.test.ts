// Contract test of this remote's public surface (DESIGN §3 and §2): the exposes map holds exactly
// the modules the host loads from a remote like this one, and the module behind `./routes` exports
// what the host reads from it.
import path from 'node:path';
import type { RouteObject } from 'react-router-dom';
import { REMOTES_WITH_RUNTIME } from '@storefront/contract';
import { ROUTES_EXPOSE, RUNTIME_EXPOSE, type RemoteRoutesModule } from '@storefront/platform';
import { REMOTE_NAMES, ROUTE_TABLE } from '@storefront/contract';

const contentPaths = ROUTE_TABLE.filter((route) => route.remote === 'content').map(
  (route) => route.path,
);

interface FederationConfig {
  name: string;
  exposes: Record<string, string>;
}

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the webpack config's own CommonJS file
const federation = require('../../module-federation.config.cjs') as FederationConfig;

/** Every route object of a tree (layout routes carry the pages as children). */
const allRoutes = (routes: readonly RouteObject[]): RouteObject[] =>
  routes.flatMap((route) => [route, ...allRoutes(route.children ?? [])]);

/** The module the federation build exposes as `name`, loaded as the host would get it. */
function exposedModule(name: string): unknown {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the path comes from the exposes map
  return require(path.resolve(__dirname, '../..', federation.exposes[name] ?? '')) as unknown;
}

describe('the content remote as the host sees it', () => {
  it('is registered under the name the route table gives its pages', () => {
    expect(federation.name).toBe('content');
    expect(REMOTE_NAMES).toContain(federation.name);
    expect(contentPaths).toHaveLength(7);
  });

  it('exposes exactly ./routes: the host starts no ./runtime of content', () => {
    expect(REMOTES_WITH_RUNTIME).not.toContain('content');
    expect(Object.keys(federation.exposes)).toEqual([ROUTES_EXPOSE]);
    expect(Object.keys(federation.exposes)).not.toContain(RUNTIME_EXPOSE);
  });

  it('exports as default the route objects of every page the route table gives content, and nothing else', () => {
    const routesModule = exposedModule(ROUTES_EXPOSE) as RemoteRoutesModule;
    expect(Object.keys(routesModule)).toEqual(['default']);
    expect(Array.isArray(routesModule.default)).toBe(true);
    const pages = allRoutes(routesModule.default).filter((route) => route.path !== undefined);
    expect(pages.map((route) => route.path).sort()).toEqual([...contentPaths].sort());
    for (const page of pages) expect(page.element).toBeTruthy();
  });
});
