// The one table of what runs where (docs/contracts.md "Ports and environment"), read by
// the static server, `npm start`, the e2e launcher and the webpack dev servers (build/ports.cjs)
// so a port changes in one place. Keep these export names: those packages import them.

import { FRONTEND_PACKAGES, defaultRemotesMap as remotesMapOn } from '@storefront/deploy';

// The front-end packages (host first, then the remotes under their federation names) are the
// deployment store's table too: @storefront/deploy owns it.
export { FRONTEND_PACKAGES };

/** @type {{ dir: string, portEnv: string, defaultPort: number }[]} Back-end services. */
export const BACKEND_SERVICES = [
  { dir: 'payment-sandbox', portEnv: 'PAYMENT_SANDBOX_PORT', defaultPort: 4242 },
  { dir: 'store-api', portEnv: 'STORE_API_PORT', defaultPort: 4000 },
];

/** The sample product API's offline stand-in, run when mock mode has no MOCK_API_URL of its own. */
export const MOCK_PRODUCT_API = {
  dir: 'mock-product-api',
  portEnv: 'MOCK_PRODUCT_API_PORT',
  defaultPort: 4300,
};

/** MailDev, the local inbox of `npm start` and of each e2e stack: its SMTP and its web/REST port. */
export const MAILDEV_PORTS = {
  smtp: { portEnv: 'MAILDEV_SMTP_PORT', defaultPort: 1025 },
  web: { portEnv: 'MAILDEV_WEB_PORT', defaultPort: 1080 },
};

export const DEFAULT_API_BASE_URL = 'http://localhost:4000';

/**
 * The local host names of the contract's DEFAULT_STORE_HOSTS and the store each one serves (its public
 * store domains are served by a CDN, not by these servers). `STORE_HOSTS` adds to them.
 * scripts/store-hosts.test.mjs keeps this equal to the contract's entries.
 * @type {Readonly<Record<string, string>>}
 */
export const LOCAL_STORE_HOSTS = {
  localhost: 'default',
  '127.0.0.1': 'default',
  'hvac.localhost': 'hvac',
  'parts.localhost': 'parts',
};

export const DEFAULT_STORE_HOST_NAMES = Object.keys(LOCAL_STORE_HOSTS);

/**
 * The port named by `portEnv` in `env`, or `defaultPort` when unset.
 * @param {Record<string, string | undefined>} env
 * @param {string} portEnv
 * @param {number} defaultPort
 * @returns {number}
 */
export function portFromEnv(env, portEnv, defaultPort) {
  const raw = env[portEnv];
  if (raw === undefined || raw === '') return defaultPort;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`${portEnv} must be a port number between 0 and 65535, got "${raw}"`);
  }
  return port;
}

/**
 * The remotes map the host serves as /remotes.json: federation name → manifest URL on
 * `hostname` (one of the configured store host names, so hvac.localhost loads hvac.localhost remotes).
 * @param {Record<string, string | undefined>} env
 * @param {string} hostname
 * @returns {Record<string, string>}
 */
export function defaultRemotesMap(env, hostname) {
  return remotesMapOn(hostname, (pkg) => portFromEnv(env, pkg.portEnv, pkg.defaultPort));
}
