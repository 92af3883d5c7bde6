// The one table of what runs where (docs/contracts.md "Ports and environment"), read by
// the front-end servers (from its JSON), `npm start`, the e2e launcher and the webpack dev servers (build/ports.cjs)
// so a port changes in one place. Keep these export names: those packages import them.
import { createRequire } from 'node:module';

/** @typedef {{ dir: string, remote: string | null, portEnv: string, defaultPort: number }} FrontendPackage */

/**
 * @type {FrontendPackage[]} The host first, then the four remotes under their federation names:
 * the front-end servers' own table (static-server/src/frontend-packages.json), read here for the
 * dev tools.
 */
export const FRONTEND_PACKAGES = createRequire(import.meta.url)(
  '../../static-server/src/frontend-packages.json',
);

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
  /** @type {Record<string, string>} */
  const remotes = {};
  for (const pkg of FRONTEND_PACKAGES) {
    if (!pkg.remote) continue;
    const port = portFromEnv(env, pkg.portEnv, pkg.defaultPort);
    remotes[pkg.remote] = `http://${hostname}:${port}/mf-manifest.json`;
  }
  return remotes;
}
