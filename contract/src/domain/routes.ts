// The route table of SPEC §2 with the remote that owns each route (DESIGN §2), shared by host and
// remotes. Each remote declares its own routes in its package (`route-manifest.json`, published
// into its deployment record) and the host's server composes the table of the live versions at
// run time (decision 0963); ROUTE_TABLE is the four built-in remotes' table, the fallback for a
// page served without the composed one (the webpack dev server, a remote's own tests).

/** The remotes built in this repository; a published remote may add another name. */
export const REMOTE_NAMES = ['catalog', 'cartCheckout', 'account', 'content'] as const;
/** A remote's federation name: one of REMOTE_NAMES or any remote published to the registry. */
export type RemoteName = string;

/**
 * The remotes whose `./runtime` module (remote/runtime.ts) the host starts on any page, before
 * any of their pages is shown: catalog's at start-up, the cart's and account's when the page
 * needs them (a saved cart or session, a command on the bus: decision 0998).
 */
export const REMOTES_WITH_RUNTIME: readonly RemoteName[] = ['account', 'cartCheckout', 'catalog'];

/**
 * - `public`: anyone.
 * - `guest-allowed`: anyone; a guest checkout needs no account.
 * - `login`: a signed-in customer (unauthenticated visitors go to /login, keeping the origin).
 * - `login-no-guest`: a signed-in customer; guests are refused too.
 */
export type RouteAccess = 'public' | 'guest-allowed' | 'login' | 'login-no-guest';
export const ROUTE_ACCESS_LEVELS: readonly RouteAccess[] = [
  'public',
  'guest-allowed',
  'login',
  'login-no-guest',
];

export interface RouteEntry {
  /** React Router path: `:param` segments, a trailing `*` splat. */
  path: string;
  remote: RemoteName;
  access: RouteAccess;
  /**
   * The path parameter that is a record's id, a positive whole number (SPEC §5): a path with
   * anything else there names no record. The page says so; the host's server answers 404.
   */
  idParam?: string;
  /**
   * Its remote's pages that need no sign-in are rendered by the host's server (catalog, content,
   * and cartCheckout's frames).
   */
  serverRendered?: boolean;
}

/** A link a remote adds to the nav bar, after the shell's own. */
export interface NavEntry {
  label: string;
  path: string;
  remote: RemoteName;
}

/** The routes and nav entries of the live remotes, as the host's server composed them. */
export interface RouteTable {
  routes: readonly RouteEntry[];
  nav: readonly NavEntry[];
}

export const ROUTE_TABLE: readonly RouteEntry[] = [
  { path: '/', remote: 'catalog', access: 'public', serverRendered: true },
  { path: '/product', remote: 'catalog', access: 'public', serverRendered: true },
  {
    path: '/product/:id',
    remote: 'catalog',
    access: 'public',
    idParam: 'id',
    serverRendered: true,
  },
  { path: '/products/:category', remote: 'catalog', access: 'public', serverRendered: true },
  { path: '/brands', remote: 'catalog', access: 'public', serverRendered: true },
  { path: '/brands/:id', remote: 'catalog', access: 'public', idParam: 'id', serverRendered: true },
  { path: '/categories', remote: 'catalog', access: 'public', serverRendered: true },
  {
    path: '/categories/:id',
    remote: 'catalog',
    access: 'public',
    idParam: 'id',
    serverRendered: true,
  },
  { path: '/models', remote: 'catalog', access: 'public', serverRendered: true },
  { path: '/models/:id', remote: 'catalog', access: 'public', idParam: 'id', serverRendered: true },
  // The landing pages of the back-in-stock alert e-mails' links.
  { path: '/stock-alerts/confirm', remote: 'catalog', access: 'public', serverRendered: true },
  { path: '/stock-alerts/unsubscribe', remote: 'catalog', access: 'public', serverRendered: true },

  // Their frames are rendered on the server; the lines come from the browser's saved cart.
  { path: '/cart', remote: 'cartCheckout', access: 'public', serverRendered: true },
  { path: '/quick-order', remote: 'cartCheckout', access: 'public', serverRendered: true },
  {
    path: '/checkout/*',
    remote: 'cartCheckout',
    access: 'guest-allowed',
    serverRendered: true,
  },
  { path: '/checkout/success', remote: 'cartCheckout', access: 'public', serverRendered: true },

  { path: '/login', remote: 'account', access: 'public' },
  { path: '/register', remote: 'account', access: 'public' },
  { path: '/reset-password', remote: 'account', access: 'public' },
  { path: '/set-password', remote: 'account', access: 'public' },
  { path: '/profile', remote: 'account', access: 'login' },
  { path: '/orders', remote: 'account', access: 'login-no-guest' },
  { path: '/orders/:orderId', remote: 'account', access: 'login-no-guest' },
  // The printable slip of one RMA of the order (issue 40).
  { path: '/orders/:orderId/returns/:rmaNumber', remote: 'account', access: 'login-no-guest' },
  { path: '/account', remote: 'account', access: 'login' },
  { path: '/lists', remote: 'account', access: 'login-no-guest' },
  { path: '/lists/:listId', remote: 'account', access: 'login-no-guest' },

  { path: '/about', remote: 'content', access: 'public', serverRendered: true },
  { path: '/contact', remote: 'content', access: 'public', serverRendered: true },
  { path: '/returns-policy', remote: 'content', access: 'public', serverRendered: true },
  { path: '/terms-and-conditions', remote: 'content', access: 'public', serverRendered: true },
  { path: '/privacy-policy', remote: 'content', access: 'public', serverRendered: true },
  { path: '/how-to-buy', remote: 'content', access: 'public', serverRendered: true },
  { path: '/bulk-purchasing', remote: 'content', access: 'public', serverRendered: true },
];

/** The table of the built-in remotes, for a page that came without the composed one. */
export const BUILT_IN_ROUTES: RouteTable = { routes: ROUTE_TABLE, nav: [] };

export interface RouteMatch extends RouteEntry {
  params: Record<string, string>;
}

/** The routes a remote owns. */
export function routesOf(
  remote: RemoteName,
  table: readonly RouteEntry[] = ROUTE_TABLE,
): RouteEntry[] {
  return table.filter((route) => route.remote === remote);
}

/**
 * The route entry a path belongs to, matched the way React Router does (case-insensitive, a
 * trailing slash ignored, `/` only for itself, the most specific route winning, so
 * `/checkout/success` beats `/checkout/*`). `null` means no remote owns it: the host's 404.
 */
export function findRouteOwner(
  pathname: string,
  table: readonly RouteEntry[] = ROUTE_TABLE,
): RouteMatch | null {
  const path = normalizePath(pathname);
  let best: { match: RouteMatch; score: number } | null = null;
  for (const route of table) {
    const params = matchPattern(route.path, path);
    if (!params) continue;
    const score = scoreOf(route.path);
    if (!best || score > best.score) best = { match: { ...route, params }, score };
  }
  return best?.match ?? null;
}

function normalizePath(pathname: string): string {
  const withoutQuery = pathname.split(/[?#]/, 1)[0] ?? '';
  const withSlash = withoutQuery.startsWith('/') ? withoutQuery : `/${withoutQuery}`;
  const collapsed = withSlash.replace(/\/{2,}/g, '/');
  return collapsed.length > 1 ? collapsed.replace(/\/$/, '') : collapsed;
}

function segmentsOf(path: string): string[] {
  return path.split('/').filter(Boolean);
}

function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const patternSegments = segmentsOf(pattern);
  const pathSegments = segmentsOf(path);
  const params: Record<string, string> = {};
  for (let i = 0; i < patternSegments.length; i += 1) {
    const expected = patternSegments[i] as string;
    if (expected === '*') {
      params['*'] = pathSegments.slice(i).map(safeDecode).join('/');
      return params;
    }
    const actual = pathSegments[i];
    if (actual === undefined) return null;
    if (expected.startsWith(':')) {
      params[expected.slice(1)] = safeDecode(actual);
    } else if (expected.toLowerCase() !== actual.toLowerCase()) {
      return null;
    }
  }
  return pathSegments.length === patternSegments.length ? params : null;
}

// React Router's ranking: static segments weigh most, dynamic less, a splat counts against.
function scoreOf(pattern: string): number {
  const segments = segmentsOf(pattern);
  let score = segments.length;
  for (const segment of segments) {
    if (segment === '*') score -= 2;
    else if (segment.startsWith(':')) score += 3;
    else score += 10;
  }
  return score;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
