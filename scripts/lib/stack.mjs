// What the running storefront is made of, for `npm start` and the e2e stacks alike: the services
// in start order, the environment every child starts with, and how each one is started. Add a
// variable every service needs (HOST, TRUST_PROXY, ...) in stackEnv, the one place both read.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import {
  BACKEND_SERVICES,
  FRONTEND_PACKAGES,
  MAILDEV_PORTS,
  MOCK_PRODUCT_API,
  portFromEnv,
} from './ports.mjs';
import { spawnInGroup } from './processes.mjs';
import { REPO_ROOT, packageScript, packagesWithScript } from './run.mjs';

/**
 * @typedef {object} StackService
 * @property {string} dir the workspace package, e.g. 'store-api' or 'catalog-mfe'
 * @property {string | null} remote the federation name of a remote, null for the host and back ends
 * @property {boolean} frontend a static server of a front-end build
 * @property {string} portEnv
 * @property {number} port
 * @property {string} url http://localhost:<port>
 * @property {string} readyUrl the URL that answers once the service is up
 */

/**
 * Every service, back ends first (the front end calls them), with its port read from `env`.
 * @param {NodeJS.ProcessEnv} env
 * @returns {StackService[]}
 */
export function stackServices(env) {
  const service = (
    /** @type {{ dir: string, portEnv: string, defaultPort: number }} */ pkg,
    /** @type {string | null} */ remote,
    /** @type {boolean} */ frontend,
  ) => {
    const port = portFromEnv(env, pkg.portEnv, pkg.defaultPort);
    const url = `http://localhost:${port}`;
    const healthPath = pkg.dir === 'store-api' ? '/store-api/health' : '/';
    return {
      dir: pkg.dir,
      remote,
      frontend,
      portEnv: pkg.portEnv,
      port,
      url,
      readyUrl: `${url}${healthPath}`,
    };
  };
  return [
    ...(usesMockProductApi(env) ? [service(MOCK_PRODUCT_API, null, false)] : []),
    ...BACKEND_SERVICES.map((pkg) => service(pkg, null, false)),
    ...FRONTEND_PACKAGES.map((pkg) => service(pkg, pkg.remote, true)),
  ];
}

/**
 * The origin of the stack's sample product API stand-in.
 * @param {NodeJS.ProcessEnv} env
 */
function mockProductApiUrl(env) {
  const port = portFromEnv(env, MOCK_PRODUCT_API.portEnv, MOCK_PRODUCT_API.defaultPort);
  return `http://localhost:${port}`;
}

/**
 * True when the stack runs the sample product API's stand-in: mock mode (CATALOG_SOURCE=mock)
 * without a MOCK_API_URL of the operator's (a composed env names the stand-in's own URL).
 * @param {NodeJS.ProcessEnv} env
 */
export function usesMockProductApi(env) {
  return (
    env.CATALOG_SOURCE === 'mock' &&
    (!env.MOCK_API_URL || env.MOCK_API_URL === mockProductApiUrl(env))
  );
}

/**
 * @typedef {object} MaildevService
 * @property {number} smtpPort
 * @property {number} webPort
 * @property {string} smtpUrl what the store API sends to
 * @property {string} inboxUrl the web inbox and its REST API (`/email`)
 * @property {string} readyUrl
 */

/**
 * MailDev, the inbox the stack's e-mails land in, on loopback, with its ports read from `env`.
 * @param {NodeJS.ProcessEnv} env
 * @returns {MaildevService}
 */
export function maildevService(env) {
  const smtpPort = portFromEnv(env, MAILDEV_PORTS.smtp.portEnv, MAILDEV_PORTS.smtp.defaultPort);
  const webPort = portFromEnv(env, MAILDEV_PORTS.web.portEnv, MAILDEV_PORTS.web.defaultPort);
  const inboxUrl = `http://localhost:${webPort}`;
  return {
    smtpPort,
    webPort,
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    inboxUrl,
    readyUrl: `${inboxUrl}/healthz`,
  };
}

/**
 * True when the stack runs its own MailDev: the operator has not pointed SMTP_URL elsewhere.
 * @param {NodeJS.ProcessEnv} env the environment before stackEnv
 */
export function usesMaildev(env) {
  return !env.SMTP_URL;
}

/**
 * True when the stack's store API pays through the stack's payment sandbox: the operator has not
 * configured a provider key of their own.
 * @param {NodeJS.ProcessEnv} env the environment before stackEnv
 */
export function usesPaymentSandbox(env) {
  return !env.STRIPE_SECRET_KEY;
}

/**
 * The store API's SDK pointed at the sandbox with a key the sandbox accepts and the secret it signs
 * with, and the sandbox's webhooks pointed at the API's webhook route; nothing when the operator
 * set STRIPE_SECRET_KEY (the real provider, configured by hand).
 * @param {NodeJS.ProcessEnv} env
 * @param {StackService[]} services
 * @returns {NodeJS.ProcessEnv}
 */
function paymentSandboxEnv(env, services) {
  const api = services.find((service) => service.dir === 'store-api');
  const sandbox = services.find((service) => service.dir === 'payment-sandbox');
  if (!usesPaymentSandbox(env) || !api || !sandbox) return {};
  const [sandboxKey = 'sk_test_sandbox'] = (env.SANDBOX_SECRET_KEYS || '')
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean);
  return {
    STRIPE_SECRET_KEY: sandboxKey,
    STRIPE_WEBHOOK_SECRET: env.SANDBOX_WEBHOOK_SECRET || 'whsec_sandbox',
    STRIPE_API_HOST: 'localhost',
    STRIPE_API_PORT: String(sandbox.port),
    STRIPE_API_PROTOCOL: 'http',
    // The API listens on loopback (HOST): an IPv4 address, whatever localhost resolves to first.
    SANDBOX_WEBHOOK_ENDPOINTS:
      env.SANDBOX_WEBHOOK_ENDPOINTS || `http://127.0.0.1:${api.port}/store-api/checkout/webhook`,
    // The checkout pages load the sandbox's stand-in Stripe.js (any pk_test_ key is accepted).
    STRIPE_PUBLISHABLE_KEY: 'pk_test_sandbox',
    STRIPE_JS_URL: `http://localhost:${sandbox.port}/v3/stripe.js`,
  };
}

/**
 * The environment every child of the stack starts with: `env` plus each service's port, the
 * API origin the browser calls (derived from STORE_API_PORT unless API_BASE_URL is set), the
 * SMTP server of the store API (the stack's MailDev unless SMTP_URL is set) and its payment
 * provider (the stack's sandbox unless STRIPE_SECRET_KEY is set).
 * @param {NodeJS.ProcessEnv} env
 * @returns {NodeJS.ProcessEnv}
 */
export function stackEnv(env) {
  const services = stackServices(env);
  const api = services.find((service) => service.dir === 'store-api');
  const maildev = maildevService(env);
  return {
    ...paymentSandboxEnv(env, services),
    ...env,
    ...Object.fromEntries(services.map((service) => [service.portEnv, String(service.port)])),
    API_BASE_URL: env.API_BASE_URL || api?.url,
    [MAILDEV_PORTS.smtp.portEnv]: String(maildev.smtpPort),
    [MAILDEV_PORTS.web.portEnv]: String(maildev.webPort),
    SMTP_URL: env.SMTP_URL || maildev.smtpUrl,
    // Mock mode reads the stack's stand-in unless the operator named a sample API.
    ...(usesMockProductApi(env) && { MOCK_API_URL: mockProductApiUrl(env) }),
    // The operator API's key: the operator's, or a fresh one per start (printed by npm start).
    OPS_API_KEY: env.OPS_API_KEY || randomBytes(24).toString('base64url'),
    // The key the host's server renders call the store API with (their own rate-limit
    // allowance): the operator's, or a fresh one per start, given to those two services only.
    SERVER_RENDER_API_KEY: env.SERVER_RENDER_API_KEY || randomBytes(24).toString('base64url'),
  };
}

/**
 * The secrets in the stack's env and the services that use them: every other service starts
 * without them, so code running in a front-end server (a remote's server build evaluated by the
 * host's) cannot read the operator's key, the payment provider's or the database's password.
 */
export const SECRET_USERS = {
  OPS_API_KEY: ['store-api'],
  AUTH_TOKEN_SECRET: ['store-api'],
  STRIPE_SECRET_KEY: ['store-api'],
  STRIPE_WEBHOOK_SECRET: ['store-api'],
  DATABASE_URL: ['store-api'],
  // The host server keeps shoppers' signals in the API's Redis (npm start -- --scale).
  REDIS_URL: ['store-api', 'host'],
  SMTP_URL: ['store-api'],
  SANDBOX_SECRET_KEYS: ['payment-sandbox'],
  SANDBOX_WEBHOOK_SECRET: ['payment-sandbox'],
  SERVER_RENDER_API_KEY: ['store-api', 'host'],
  PREVIEW_LINK_SECRET: ['host'],
  SIGNALS_TOKEN_SECRET: ['host'],
};

/**
 * The env one service starts with: `env` without the secrets it does not use (SECRET_USERS).
 * @param {string} dir the service's package directory
 * @param {NodeJS.ProcessEnv} env
 * @returns {NodeJS.ProcessEnv}
 */
export function serviceEnv(dir, env) {
  const own = { ...env };
  for (const [name, users] of Object.entries(SECRET_USERS)) {
    if (!users.includes(dir)) delete own[name];
  }
  return own;
}

/**
 * True when this checkout can start the service: it has a start script and sources (packages
 * still to be built in later issues have neither).
 * @param {StackService} service
 */
export function canStart(service) {
  return (
    packagesWithScript([service.dir], 'start').length === 1 &&
    existsSync(path.join(REPO_ROOT, service.dir, 'src'))
  );
}

/**
 * Starts MailDev (the root devDependency) in its own process group: SMTP and web on 127.0.0.1,
 * each message kept as a file in `mailDirectory` (read back when it restarts there).
 * @param {NodeJS.ProcessEnv} env from stackEnv
 * @param {string} mailDirectory
 * @param {(chunk: Buffer, stream: 'stdout' | 'stderr') => void} [onOutput]
 */
export function startMaildev(env, mailDirectory, onOutput) {
  const { smtpPort, webPort } = maildevService(env);
  const bin = createRequire(import.meta.url).resolve('maildev/bin/maildev');
  mkdirSync(mailDirectory, { recursive: true });
  const args = [
    bin,
    ['--smtp', String(smtpPort)],
    ['--web', String(webPort)],
    ['--ip', '127.0.0.1'],
    ['--mail-directory', mailDirectory],
  ].flat();
  return spawnInGroup('maildev', process.execPath, args, { cwd: REPO_ROOT, env, onOutput });
}

/**
 * How a service is started: its package's own `start` script in a shell with the package's and
 * the workspace's bin folders on PATH, as `pnpm start` would run it, but without a pnpm process
 * per service (about half a second of CPU each, and the scenarios start some 80 services a run),
 * and with only the secrets it uses (serviceEnv).
 * @param {StackService} service
 * @param {NodeJS.ProcessEnv} env from stackEnv, plus anything only this child needs
 * @returns {{ file: string, args: string[], cwd: string, env: NodeJS.ProcessEnv }}
 */
export function serviceProcess(service, env) {
  const command = packageScript(service.dir, 'start');
  if (command === undefined) throw new Error(`${service.dir} has no start script`);
  const dir = path.join(REPO_ROOT, service.dir);
  const binDirs = [
    path.join(dir, 'node_modules', '.bin'),
    path.join(REPO_ROOT, 'node_modules', '.bin'),
    path.dirname(process.execPath),
  ];
  const searchPath = [...binDirs, env.PATH ?? process.env.PATH ?? ''].join(path.delimiter);
  return {
    file: '/bin/sh',
    args: ['-c', command],
    cwd: dir,
    env: { ...serviceEnv(service.dir, env), PATH: searchPath },
  };
}

/**
 * Starts a service (serviceProcess) in its own process group.
 * @param {StackService} service
 * @param {NodeJS.ProcessEnv} env from stackEnv, plus anything only this child needs
 * @param {(chunk: Buffer, stream: 'stdout' | 'stderr') => void} [onOutput]
 */
export function startService(service, env, onOutput) {
  const { file, args, cwd, env: childEnv } = serviceProcess(service, env);
  return spawnInGroup(service.dir, file, args, { cwd, env: childEnv, onOutput });
}
