// The route table the page runs with: the one the host's server composed from the route manifests
// of the remote versions this visitor gets (window.__STOREFRONT_ROUTES__), so a remote published
// and promoted after this host was built has its pages, guard and nav entries without a rebuild
// (decision 0963). A page served without it (the webpack dev server) uses the built-in table.
import { createContext, useContext } from 'react';
import {
  BUILT_IN_ROUTES,
  ROUTE_ACCESS_LEVELS,
  type NavEntry,
  type RouteEntry,
  type RouteTable,
} from '@storefront/contract';
import { PAGE_GLOBALS } from '@storefront/static-server/page-protocol';

const RouteTableContext = createContext<RouteTable>(BUILT_IN_ROUTES);
export const RouteTableProvider = RouteTableContext.Provider;

/** The page's route table (the built-in one outside a provider). */
export const useRouteTable = (): RouteTable => useContext(RouteTableContext);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const isRoute = (value: unknown): value is RouteEntry =>
  isObject(value) &&
  typeof value.path === 'string' &&
  value.path.startsWith('/') &&
  typeof value.remote === 'string' &&
  (ROUTE_ACCESS_LEVELS as readonly unknown[]).includes(value.access);

const isNavEntry = (value: unknown): value is NavEntry =>
  isObject(value) &&
  typeof value.label === 'string' &&
  typeof value.path === 'string' &&
  value.path.startsWith('/') &&
  typeof value.remote === 'string';

/** The table in `raw`, entries of another shape left out; null when it is no table at all. */
export function parseRouteTable(raw: unknown): RouteTable | null {
  if (!isObject(raw) || !Array.isArray(raw.routes)) return null;
  const routes = raw.routes.filter(isRoute);
  if (routes.length === 0) return null;
  return { routes, nav: Array.isArray(raw.nav) ? raw.nav.filter(isNavEntry) : [] };
}

/** The table the page carries, else the built-in one. */
export function readInlineRouteTable(): RouteTable {
  return parseRouteTable(window[PAGE_GLOBALS.routes]) ?? BUILT_IN_ROUTES;
}
