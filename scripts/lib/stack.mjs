// What the running storefront is made of, for `npm start` and the e2e stacks alike: the services
// in start order, the environment every child starts with, and how each one is started. Add a
// variable every service needs (HOST, TRUST_PROXY, ...) in stackEnv, the one place both read.
import { existsSync } from 'node:fs';
import path from 'node:path';

import { BACKEND_SERVICES, FRONTEND_PACKAGES, portFromEnv } from './ports.mjs';
import { spawnInGroup } from './processes.mjs';
import { REPO_ROOT, packagesWithScript, pnpmInvocationArgs } from './run.mjs';

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
    ...BACKEND_SERVICES.map((pkg) => service(pkg, null, false)),
    ...FRONTEND_PACKAGES.map((pkg) => service(pkg, pkg.remote, true)),
  ];
}

/**
 * The environment every child of the stack starts with: `env` plus each service's port and the
 * API origin the browser calls (derived from STORE_API_PORT unless API_BASE_URL is set).
 * @param {NodeJS.ProcessEnv} env
 * @returns {NodeJS.ProcessEnv}
 */
export function stackEnv(env) {
  const services = stackServices(env);
  const api = services.find((service) => service.dir === 'store-api');
  return {
    ...env,
    ...Object.fromEntries(services.map((service) => [service.portEnv, String(service.port)])),
    API_BASE_URL: env.API_BASE_URL || api?.url,
  };
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
 * Starts a service with its package's own `start` script, in its own process group.
 * @param {StackService} service
 * @param {NodeJS.ProcessEnv} env from stackEnv, plus anything only this child needs
 * @param {(chunk: Buffer, stream: 'stdout' | 'stderr') => void} [onOutput]
 */
export function startService(service, env, onOutput) {
  const [command, ...leading] = pnpmInvocationArgs();
  return spawnInGroup(service.dir, command, [...leading, '--silent', 'start'], {
    cwd: path.join(REPO_ROOT, service.dir),
    env,
    onOutput,
  });
}
