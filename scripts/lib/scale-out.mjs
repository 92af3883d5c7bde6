// The store API as several processes, for `npm start -- --scale N` and the scale-out tests: Redis
// (Debian's redis-server) holds what the processes must agree on (limits, cache invalidation),
// N API processes share one PostgreSQL, and HAProxy (Debian's haproxy) answers on the API's
// public port, checks each process's /health and sends requests only to those that answer.
// docs/deploy.md says how the same shape runs in production.
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { getFreePort, spawnInGroup, stopGroup, waitUntilReady } from './processes.mjs';
import { REPO_ROOT, outputOf } from './run.mjs';
import { startService } from './stack.mjs';

export const REDIS_SERVER = '/usr/bin/redis-server';
export const HAPROXY = '/usr/sbin/haproxy';

/** How often HAProxy asks each API process's /health; two misses take it out. */
export const HEALTH_CHECK_INTERVAL_MS = 1000;

/**
 * The local server and schema `--scale` uses when DATABASE_URL is unset: PGlite is embedded in
 * one process and cannot be shared.
 */
export const LOCAL_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const LOCAL_POSTGRES_SCHEMA = 'storefront';

/**
 * The database the API processes share: DATABASE_URL, or the local server in its own schema.
 * @param {NodeJS.ProcessEnv} env
 */
function sharedDatabaseEnv(env) {
  return env.DATABASE_URL
    ? { DATABASE_URL: env.DATABASE_URL }
    : {
        DATABASE_URL: LOCAL_POSTGRES_URL,
        DATABASE_SCHEMA: env.DATABASE_SCHEMA || LOCAL_POSTGRES_SCHEMA,
      };
}

/**
 * Where the shared database is, without credentials, for npm start's summary.
 * @param {NodeJS.ProcessEnv} env
 */
export function describeDatabase(env) {
  const { DATABASE_URL: url, DATABASE_SCHEMA: schema } = sharedDatabaseEnv(env);
  const { host, pathname } = new URL(url);
  return `${host}${pathname}${schema ? ` (schema ${schema})` : ''}`;
}

const HEALTH_PATH = '/store-api/health';
/**
 * One store API process (its package's start script) with `env`, in its own process group.
 * @param {NodeJS.ProcessEnv} env
 * @param {OutputWriter} [onOutput]
 */
export function startApiProcess(env, onOutput) {
  // startService needs only the package directory.
  const service = /** @type {import('./stack.mjs').StackService} */ ({ dir: 'store-api' });
  return startService(service, env, onOutput);
}
const READY_TIMEOUT_MS = 180_000;

/**
 * The number after --scale (1 without it); N ≥ 2 runs the API scaled out.
 * @param {string[]} args
 */
export function scaleFromArgs(args) {
  const at = args.indexOf('--scale');
  if (at < 0) return 1;
  const count = Number(args[at + 1]);
  if (!Number.isInteger(count) || count < 1 || count > 16) {
    throw new Error(
      `--scale takes a number of API processes from 1 to 16, got "${args[at + 1] ?? ''}"`,
    );
  }
  return count;
}

/**
 * HAProxy's configuration: one frontend on `port` (loopback), round robin over the API
 * processes, each checked on /health every second. A process that stops answering is out after
 * two missed checks; a request whose connection it refuses goes to another process (only then:
 * a request that reached a process is never sent twice, so a checkout is not created twice).
 * @param {{ port: number, apiPorts: number[] }} options
 * @returns {string}
 */
export function haproxyConfig({ port, apiPorts }) {
  const servers = apiPorts.map(
    (apiPort, index) => `  server api${index + 1} 127.0.0.1:${apiPort} check`,
  );
  return [
    'global',
    '  maxconn 4096',
    'defaults',
    '  mode http',
    '  timeout connect 1s',
    '  timeout client 60s',
    // Longer than the API's own request deadline, which answers 503 itself.
    '  timeout server 60s',
    '  timeout http-request 10s',
    '  retries 2',
    '  option redispatch',
    '  retry-on conn-failure',
    'frontend store_api',
    `  bind 127.0.0.1:${port}`,
    // The API believes this header only from the proxy it trusts (TRUST_PROXY).
    '  option forwardfor',
    '  default_backend api_processes',
    'backend api_processes',
    '  balance roundrobin',
    `  option httpchk GET ${HEALTH_PATH}`,
    '  http-check expect status 200',
    `  default-server inter ${HEALTH_CHECK_INTERVAL_MS} fastinter 500 fall 2 rise 1`,
    ...servers,
    '',
  ].join('\n');
}

/**
 * The environment of one API process behind the proxy: its own port, the public origin (the
 * proxy's) for the links it writes, the proxy as the only trusted forwarder, the shared Redis and
 * PostgreSQL, and one token key for all (a customer signed in through one process is signed in
 * through every other).
 * @param {NodeJS.ProcessEnv} env from stackEnv, STORE_API_PORT being the proxy's port
 * @param {{ apiPort: number, redisUrl: string, tokenSecret: string }} options
 * @returns {NodeJS.ProcessEnv}
 */
export function apiProcessEnv(env, { apiPort, redisUrl, tokenSecret }) {
  return {
    ...env,
    AUTH_TOKEN_SECRET: tokenSecret,
    STORE_API_PORT: String(apiPort),
    PUBLIC_BASE_URL: env.PUBLIC_BASE_URL || `http://localhost:${env.STORE_API_PORT}`,
    TRUST_PROXY: '127.0.0.1',
    REDIS_URL: redisUrl,
    ...sharedDatabaseEnv(env),
  };
}

/** @param {number} port */
function answersPing(port) {
  try {
    return outputOf('redis-cli', ['-p', String(port), 'ping']) === 'PONG';
  } catch {
    return false; // not listening yet
  }
}

/**
 * @typedef {(chunk: Buffer, stream: 'stdout' | 'stderr') => void} OutputWriter
 * @typedef {(name: string, spawn: (onOutput: OutputWriter | undefined) => GroupChild) => GroupChild} Launcher
 *   starts a child through `spawn`, handing it a writer for its output (npm start prefixes lines)
 * @typedef {import('./processes.mjs').GroupChild} GroupChild
 */

/** @type {Launcher} */
const launchQuietly = (_name, spawn) => spawn(undefined);

/**
 * Starts Debian's redis-server on loopback `port`, its files under `dataDir`; resolves once it
 * answers PING. Nothing is saved to disk: it holds counters and messages that may be lost.
 * @param {{ port: number, dataDir: string, launch?: Launcher }} options
 */
export async function startRedis({ port, dataDir, launch = launchQuietly }) {
  mkdirSync(dataDir, { recursive: true });
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
  const child = launch('redis', (onOutput) =>
    spawnInGroup('redis', REDIS_SERVER, [...args, '--dir', dataDir], { onOutput }),
  );
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (!child.running()) throw new Error(`redis-server exited:\n${child.output.join('')}`);
    if (answersPing(port)) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stopGroup(child);
  throw new Error(`redis-server did not answer on port ${port}:\n${child.output.join('')}`);
}

/**
 * Writes the configuration under `dataDir` and starts HAProxy in the foreground.
 * @param {{ port: number, apiPorts: number[], dataDir: string, launch?: Launcher }} options
 */
export function startHaproxy({ port, apiPorts, dataDir, launch = launchQuietly }) {
  mkdirSync(dataDir, { recursive: true });
  const configPath = path.join(dataDir, 'haproxy.cfg');
  writeFileSync(configPath, haproxyConfig({ port, apiPorts }));
  return launch('haproxy', (onOutput) =>
    spawnInGroup('haproxy', HAPROXY, ['-db', '-f', configPath], { onOutput }),
  );
}

/**
 * @typedef {object} ScaledApi
 * @property {GroupChild} haproxy
 * @property {{ port: number, child: GroupChild }[]} apis
 * @property {string} redisUrl
 * @property {() => Promise<void>} stopRedis stops our Redis (an outage); none with REDIS_URL
 * @property {() => Promise<void>} startRedis starts it again on its port
 * @property {() => Promise<void>} stop stops every process it started
 */

/**
 * Starts Redis (unless env.REDIS_URL names one), `processes` store API processes and HAProxy on
 * env.STORE_API_PORT; resolves when every process answers its /health and the proxy answers.
 * The first process migrates and seeds; the others wait on its migration lock.
 * @param {{ env: NodeJS.ProcessEnv, processes: number, dataDir?: string, launch?: Launcher }} options
 *   env from stackEnv
 * @returns {Promise<ScaledApi>}
 */
export async function startScaledApi({
  env,
  processes,
  dataDir = path.join(REPO_ROOT, '.data'),
  launch = launchQuietly,
}) {
  const publicPort = Number(env.STORE_API_PORT);
  const taken = new Set([publicPort]);
  const freePort = async () => {
    const port = await getFreePort({ taken });
    taken.add(port);
    return port;
  };
  /** @type {GroupChild[]} */
  const started = [];
  const stop = () => Promise.all(started.map((child) => stopGroup(child))).then(() => {});
  // The operator's key, or one for this run that every process shares.
  const tokenSecret = env.AUTH_TOKEN_SECRET || randomBytes(32).toString('base64url');
  const redisPort = env.REDIS_URL ? undefined : await freePort();
  /** @type {GroupChild | undefined} */
  let redis;
  const startOurRedis = async () => {
    if (redisPort === undefined) return;
    redis = await startRedis({ port: redisPort, dataDir: path.join(dataDir, 'redis'), launch });
    started.push(redis);
  };
  try {
    await startOurRedis();
    const redisUrl = env.REDIS_URL || `redis://127.0.0.1:${redisPort}`;
    const apis = [];
    for (let index = 0; index < processes; index += 1) {
      const port = await freePort();
      const name = `store-api-${index + 1}`;
      const apiEnv = apiProcessEnv(env, { apiPort: port, redisUrl, tokenSecret });
      const child = launch(name, (onOutput) => startApiProcess(apiEnv, onOutput));
      started.push(child);
      apis.push({ port, child });
    }
    const haproxy = startHaproxy({
      port: publicPort,
      apiPorts: apis.map((api) => api.port),
      dataDir: path.join(dataDir, 'haproxy'),
      launch,
    });
    started.push(haproxy);
    await Promise.all(
      apis.map(({ port, child }) =>
        waitUntilReady(`http://127.0.0.1:${port}${HEALTH_PATH}`, {
          child,
          timeoutMs: READY_TIMEOUT_MS,
          intervalMs: 300,
        }),
      ),
    );
    await waitUntilReady(`http://127.0.0.1:${publicPort}${HEALTH_PATH}`, {
      child: haproxy,
      timeoutMs: 10_000,
    });
    return {
      haproxy,
      apis,
      redisUrl,
      stopRedis: async () => {
        if (redis) await stopGroup(redis);
      },
      startRedis: startOurRedis,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
