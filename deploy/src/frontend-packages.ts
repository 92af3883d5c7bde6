// The front-end packages, the one table of what runs where (docs/contracts.md "Ports and
// environment"): the deployment store names a package's versions by its federation name, and
// scripts/lib/ports.mjs re-exports this table for `npm start`, the e2e launcher and the webpack
// dev servers, so a port or a name changes in one place.

/** A front-end package: its directory, its federation name (null for the host) and its port. */
export interface FrontendPackage {
  dir: string;
  remote: string | null;
  portEnv: string;
  defaultPort: number;
}

/** The host first, then the four remotes under their federation names. */
export const FRONTEND_PACKAGES: readonly FrontendPackage[] = [
  { dir: 'host', remote: null, portEnv: 'HOST_PORT', defaultPort: 3000 },
  { dir: 'catalog-mfe', remote: 'catalog', portEnv: 'CATALOG_PORT', defaultPort: 3001 },
  {
    dir: 'cart-checkout-mfe',
    remote: 'cartCheckout',
    portEnv: 'CART_CHECKOUT_PORT',
    defaultPort: 3002,
  },
  { dir: 'account-mfe', remote: 'account', portEnv: 'ACCOUNT_PORT', defaultPort: 3003 },
  { dir: 'content-mfe', remote: 'content', portEnv: 'CONTENT_PORT', defaultPort: 3004 },
];

/** The federation names of the remotes (the host has none: the registry does not switch it). */
export const REMOTE_NAMES: readonly string[] = FRONTEND_PACKAGES.flatMap((pkg) =>
  pkg.remote ? [pkg.remote] : [],
);

/**
 * The remotes map a page on `hostname` loads when none is configured: federation name → manifest
 * URL on that host name (so hvac.localhost loads hvac.localhost remotes), at each remote's port.
 * The one definition for the front-end servers (static-server's config) and the development
 * scripts (scripts/lib/ports.mjs, the webpack dev servers).
 */
export function defaultRemotesMap(
  hostname: string,
  portOf: (pkg: FrontendPackage) => number,
): Record<string, string> {
  return Object.fromEntries(
    FRONTEND_PACKAGES.flatMap((pkg) =>
      pkg.remote ? [[pkg.remote, `http://${hostname}:${portOf(pkg)}/mf-manifest.json`]] : [],
    ),
  );
}
