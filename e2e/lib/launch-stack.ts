// Starts the composed storefront on free ports for a worker's scenarios or one scenario file: the
// store API on a fresh embedded database, the payment sandbox, a MailDev inbox for the API's
// e-mails, and a static server per front-end build. Which services exist, their environment and
// how each starts come from scripts/lib/stack.mjs, the same as `npm start`; every child leads its
// own process group, so stop() ends all it spawned.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { publishCurrentBuilds } from '@storefront/deploy/publish';

import {
  getFreePort,
  killGroup,
  spawnInGroup,
  stopGroup,
  waitUntilReady,
  type GroupChild,
} from '../../scripts/lib/processes.mjs';
import { MAILDEV_PORTS } from '../../scripts/lib/ports.mjs';
import {
  canStart,
  maildevService,
  stackEnv,
  stackServices,
  startMaildev,
  startService,
  type StackService,
} from '../../scripts/lib/stack.mjs';
import type { RemoteName } from './shared-domain';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const READY_TIMEOUT_MS = 120_000;
// Ports are split into this many lanes by their remainder; each Playwright worker takes the lane of
// its parallel index, so two workers' stacks can never be handed the same port.
const PORT_LANES = 8;

/** This process's port lane: its Playwright worker's, or none outside the runner (benchmarks). */
function portLane(): { index: number; count: number } | undefined {
  const index = Number(process.env.TEST_PARALLEL_INDEX);
  return Number.isInteger(index) && index >= 0 ? { index, count: PORT_LANES } : undefined;
}

export interface LaunchOptions {
  /** Start the store API (default: when store-api can be started). */
  api?: boolean;
  /** Start the payment sandbox (default: when payment-sandbox can be started). */
  paymentSandbox?: boolean;
  /**
   * Mock mode (CATALOG_SOURCE=mock): `true` reads the catalogue from the stack's own sample product
   * API stand-in, `{ url }` from the sample API at that URL (no stand-in).
   */
  mockCatalog?: boolean | { url: string };
  /** Extra environment for every child, e.g. STORE_ID. */
  env?: Record<string, string>;
  /**
   * A deployment store of the stack's own (DEPLOY_DIR): the current build of every remote is
   * published into it and made live before the servers start, as `npm start` does.
   */
  deployDir?: string;
}

export interface Stack {
  /** http://localhost:<host port> */
  hostUrl: string;
  hostPort: number;
  /** URL of `pathname` on the host under another host name, e.g. urlFor('/', 'hvac.localhost'). */
  urlFor(pathname: string, hostname?: string): string;
  /** Origin of each remote's static server. */
  remoteUrls: Record<RemoteName, string>;
  /** API origin as the browser sees it, or null when the store API was not started. */
  apiBaseUrl: string | null;
  paymentSandboxUrl: string | null;
  /** The sample product API mock mode reads, or null outside mock mode. */
  mockApiUrl: string | null;
  /** This stack's MailDev (web inbox and REST API): every e-mail the store API sends lands here. */
  mailInboxUrl: string;
  /** The key of the store API's operator routes (`/store-api/ops/`): `OPS_API_KEY` or a fresh one. */
  opsApiKey: string;
  /** Kills the sample product API stand-in (mock mode), to show how the site copes without it. */
  stopMockProductApi(): Promise<void>;
  /** Kills one remote's server, to show how the site copes without it. */
  stopRemote(name: RemoteName): Promise<void>;
  /** Starts a stopped remote's server again on the same port. */
  restartRemote(name: RemoteName): Promise<void>;
  /** Pauses a remote's server (SIGSTOP): it accepts connections and never answers, a hung remote. */
  freezeRemote(name: RemoteName): Promise<void>;
  /** Lets a frozen remote's server go on (SIGCONT). */
  thawRemote(name: RemoteName): Promise<void>;
  /**
   * Serves another build of a remote (a package directory named like the remote's, holding its
   * dist) on a free port of this stack's lane, as a deploy of that remote alone; answers its
   * origin. `stop()` of the answer ends that server by its process id.
   */
  serveRemoteBuild(
    name: RemoteName,
    packageDir: string,
  ): Promise<{ url: string; stop(): Promise<void> }>;
  /**
   * Starts the host's static server again on its port, with `env` added to what it started with
   * (e.g. REMOTES_JSON); its built files are not touched. Without `env`, as at the start.
   */
  restartHost(env?: Record<string, string>): Promise<void>;
  /** Kills every child; safe to call twice. */
  stop(): Promise<void>;
}

export async function launchStack(options: LaunchOptions = {}): Promise<Stack> {
  const { mockCatalog } = options;
  // Empty MOCK_API_URL: the stand-in, never a sample API a developer configured.
  const mockEnv: Record<string, string> = mockCatalog
    ? { CATALOG_SOURCE: 'mock', MOCK_API_URL: mockCatalog === true ? '' : mockCatalog.url }
    : {};
  const ports: Record<string, string> = {};
  const portEnvs = [
    ...stackServices({ ...process.env, ...mockEnv }).map((service) => service.portEnv),
    ...Object.values(MAILDEV_PORTS).map((maildevPort) => maildevPort.portEnv),
  ];
  const taken = new Set<number>();
  for (const portEnv of portEnvs) {
    const port = await getFreePort({ lane: portLane(), taken });
    taken.add(port);
    ports[portEnv] = String(port);
  }
  const env = stackEnv({
    ...process.env,
    ...ports,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    // Empty: the browser calls this stack's API (derived from its port), not a developer's.
    API_BASE_URL: '',
    // Empty: the API sends to this stack's MailDev, never to a developer's SMTP server.
    SMTP_URL: '',
    // Every scenario and the first-load benchmark reach the API from one loopback address.
    RATE_LIMIT_MAX: '1000000',
    RATE_LIMIT_IMAGES_MAX: '1000000',
    // A shared stack's scenarios are many shoppers on one address, and a declined payment keeps
    // its checkout open: the unpaid-checkout limits are proved by the store API's own tests.
    UNPAID_CHECKOUTS_MAX: '1000',
    UNPAID_UNITS_MAX: '100000',
    // Its registrations and bulk requests all come from loopback, some to one requester: the
    // courtesy e-mail limits are proved by the store API's own tests.
    COURTESY_EMAILS_PER_CLIENT_MAX: '1000000',
    COURTESY_EMAILS_PER_RECIPIENT_MAX: '1000000',
    // Two scenarios' browsers share two cores: the server render may wait longer than a quiet
    // server's 300 ms for the remotes' code and the API before leaving a part to the browser.
    SERVER_RENDER_DEADLINE_MS: '3000',
    // The scenarios load pages from one address far faster than a shopper: the per-client render
    // budget is proved by scripts/server-render.test.mjs.
    SERVER_RENDERS_PER_MINUTE: '0',
    ...mockEnv,
    // Without a store of its own the stack serves the builds as they are: an empty store, never
    // the repository's .deployments/ that `npm start` publishes into.
    DEPLOY_DIR: options.deployDir ?? path.join(tmpdir(), `e2e-no-deployments-${process.pid}`),
    ...options.env,
  });
  // The scenarios run on a throw-away embedded database, never on a shared PostgreSQL.
  delete env.DATABASE_URL;

  const services = stackServices(env);
  const wanted = (service: StackService) => {
    if (service.dir === 'store-api') return options.api ?? canStart(service);
    if (service.dir === 'payment-sandbox') return options.paymentSandbox ?? canStart(service);
    return true;
  };
  const children = new Map<string, GroupChild>();
  const tempDirs: string[] = [];

  const maildev = maildevService(env);
  const startInbox = async () => {
    const mailDir = mkdtempSync(path.join(tmpdir(), 'e2e-maildev-'));
    tempDirs.push(mailDir);
    const child = startMaildev(env, mailDir, (chunk) => {
      if (process.env.E2E_VERBOSE) process.stderr.write(`[maildev] ${chunk}`);
    });
    children.set('maildev', child);
    await waitUntilReady(maildev.readyUrl, { child, timeoutMs: READY_TIMEOUT_MS });
  };

  const start = async (service: StackService, extraEnv: Record<string, string> = {}) => {
    let childEnv = { ...env, ...extraEnv };
    if (service.dir === 'store-api') {
      // In memory: a file-backed PGlite wrote the 64 MB snapshot to disk at each start and read
      // its pages back through the file system (about 1 s of CPU per stack); nothing reopens it.
      childEnv = { ...childEnv, PGLITE_DIR: 'memory://', PUBLIC_BASE_URL: service.url };
    }
    const child = startService(service, childEnv, (chunk) => {
      if (process.env.E2E_VERBOSE) process.stderr.write(`[${service.dir}] ${chunk}`);
    });
    children.set(service.dir, child);
    await waitUntilReady(service.readyUrl, { child, timeoutMs: READY_TIMEOUT_MS });
  };

  const stop = async () => {
    await Promise.all([...children.values()].map((child) => stopGroup(child)));
    for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  };

  const signalRemote = (name: RemoteName, signal: NodeJS.Signals) => {
    const pid = children.get(serviceOf(name).dir)?.process.pid;
    if (pid === undefined || !killGroup(pid, signal)) {
      throw new Error(`${name}'s server is not running`);
    }
  };

  const serviceOf = (name: RemoteName) => {
    const service = services.find((candidate) => candidate.remote === name);
    if (!service) throw new Error(`unknown remote "${name}"`);
    return service;
  };

  try {
    for (const service of services.filter((candidate) => candidate.frontend)) {
      // The page and the server its `start` runs (the host's own, or the remotes' static-server).
      const builds = [
        path.join(REPO_ROOT, service.dir, 'dist', 'index.html'),
        service.remote
          ? path.join(REPO_ROOT, 'static-server', 'dist', 'main.mjs')
          : path.join(REPO_ROOT, service.dir, 'dist-server', 'main.mjs'),
      ];
      const missing = builds.find((file) => !existsSync(file));
      if (missing) {
        throw new Error(`${service.dir} is not built (${missing} missing): run "npm run build"`);
      }
    }
    if (options.deployDir) {
      const log = (line: string) => process.env.E2E_VERBOSE && console.log(`[deploy] ${line}`);
      await publishCurrentBuilds({ storeDir: options.deployDir, log });
    }
    await Promise.all([startInbox(), ...services.filter(wanted).map((service) => start(service))]);

    const host = services.find((service) => service.frontend && !service.remote);
    if (!host) throw new Error('the stack has no host shell');
    const hostShell = host;
    const remoteUrls = Object.fromEntries(
      services.filter((service) => service.remote).map((service) => [service.remote, service.url]),
    ) as Record<RemoteName, string>;
    const started = (dir: string) =>
      children.has(dir) ? (services.find((service) => service.dir === dir)?.url ?? null) : null;

    return {
      hostUrl: host.url,
      hostPort: host.port,
      urlFor: (pathname, hostname = 'localhost') => `http://${hostname}:${host.port}${pathname}`,
      remoteUrls,
      apiBaseUrl: started('store-api'),
      paymentSandboxUrl: started('payment-sandbox'),
      mockApiUrl: env.CATALOG_SOURCE === 'mock' ? (env.MOCK_API_URL ?? null) : null,
      mailInboxUrl: maildev.inboxUrl,
      opsApiKey: env.OPS_API_KEY ?? '',
      async stopRemote(name) {
        const child = children.get(serviceOf(name).dir);
        if (child) await stopGroup(child);
      },
      restartRemote: (name) => start(serviceOf(name)),
      freezeRemote: async (name) => signalRemote(name, 'SIGSTOP'),
      thawRemote: async (name) => signalRemote(name, 'SIGCONT'),
      async serveRemoteBuild(name, packageDir) {
        const service = serviceOf(name);
        if (path.basename(packageDir) !== service.dir) {
          throw new Error(`the static server names the package by its directory: ${service.dir}`);
        }
        const port = await getFreePort({ lane: portLane(), taken });
        taken.add(port);
        const url = `http://localhost:${port}`;
        const child = spawnInGroup(
          `${service.dir}@${port}`,
          process.execPath,
          [path.join(REPO_ROOT, 'static-server', 'dist', 'main.mjs')],
          { cwd: packageDir, env: { ...env, [service.portEnv]: String(port) } },
        );
        children.set(child.name, child);
        const stopServer = async () => {
          await stopGroup(child);
          children.delete(child.name);
        };
        try {
          await waitUntilReady(`${url}/`, { child, timeoutMs: READY_TIMEOUT_MS });
        } catch (error) {
          await stopServer();
          throw error;
        }
        return { url, stop: stopServer };
      },
      async restartHost(extraEnv = {}) {
        const child = children.get(hostShell.dir);
        if (child) await stopGroup(child);
        await start(hostShell, extraEnv);
      },
      async stopMockProductApi() {
        const child = children.get('mock-product-api');
        if (child) await stopGroup(child);
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
