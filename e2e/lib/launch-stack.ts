// Starts the composed storefront on free ports for one scenario file: the store API on a fresh
// embedded database, the payment sandbox, and a static server per front-end build. Every
// child gets its own process group so stop() ends it with everything it spawned.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { FRONTEND_PACKAGES } from '../../scripts/lib/ports.mjs';
import type { RemoteName } from './shared-domain';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SERVE_STATIC = path.join(REPO_ROOT, 'scripts', 'serve-static.mjs');
const READY_TIMEOUT_MS = 120_000;

export interface LaunchOptions {
  /** Start the store API (default: when store-api has a start script). */
  api?: boolean;
  /** Start the payment sandbox (default: when payment-sandbox has a start script). */
  paymentSandbox?: boolean;
  /** Extra environment for every child, e.g. STORE_ID. */
  env?: Record<string, string>;
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
  /** Kills one remote's server, to show how the site copes without it. */
  stopRemote(name: RemoteName): Promise<void>;
  /** Starts a stopped remote's server again on the same port. */
  restartRemote(name: RemoteName): Promise<void>;
  /** Kills every child; safe to call twice. */
  stop(): Promise<void>;
}

/** A port nobody listens on right now: bind port 0, read it, release it. */
export function getFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * `pnpm <args>` as [command, args]. Under `pnpm test` the running pnpm is in npm_execpath,
 * which also works on a machine where pnpm came through npx and is not on PATH.
 */
function pnpm(args: string[]): [string, string[]] {
  const execPath = process.env.npm_execpath;
  if (execPath && path.basename(execPath).startsWith('pnpm'))
    return [process.execPath, [execPath, ...args]];
  return ['pnpm', args];
}

function hasStartScript(packageDir: string): boolean {
  try {
    const manifest = JSON.parse(
      readFileSync(path.join(REPO_ROOT, packageDir, 'package.json'), 'utf8'),
    );
    return (
      typeof manifest.scripts?.start === 'string' &&
      existsSync(path.join(REPO_ROOT, packageDir, 'src'))
    );
  } catch {
    return false;
  }
}

interface Child {
  name: string;
  process: ChildProcess;
  output: string[];
  exited: Promise<void>;
}

const liveChildren = new Set<Child>();

function killGroup(child: Child, signal: NodeJS.Signals): void {
  const pid = child.process.pid;
  if (pid === undefined || child.process.exitCode !== null || child.process.signalCode !== null)
    return;
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is already gone.
  }
}

// A scenario that crashes or times out must not leave servers behind on the machine.
// A signal (the test runner cancelling a file, Ctrl-C) skips 'exit' handlers unless handled.
process.on('exit', () => {
  for (const child of liveChildren) killGroup(child, 'SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => process.exit(signal === 'SIGINT' ? 130 : 143));
}

function startChild(
  name: string,
  command: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
): Child {
  const child = spawn(command, args, {
    cwd,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
    if (process.env.E2E_VERBOSE) process.stderr.write(`[${name}] ${chunk}`);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const entry: Child = {
    name,
    process: child,
    output,
    exited: new Promise((resolve) => child.on('exit', () => resolve())),
  };
  liveChildren.add(entry);
  void entry.exited.then(() => liveChildren.delete(entry));
  return entry;
}

async function stopChild(child: Child): Promise<void> {
  killGroup(child, 'SIGTERM');
  const killed = await Promise.race([
    child.exited.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 5000).unref()),
  ]);
  if (!killed) {
    killGroup(child, 'SIGKILL');
    await child.exited;
  }
}

/** Polls `url` until it answers with a status below 500, or fails with the child's output. */
async function waitUntilAnswering(child: Child, url: string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let exited = false;
  void child.exited.then(() => (exited = true));
  while (Date.now() < deadline) {
    if (exited) {
      throw new Error(`${child.name} exited before answering ${url}:\n${child.output.join('')}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.status < 500) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(
    `${child.name} did not answer ${url} within ${READY_TIMEOUT_MS / 1000}s:\n${child.output.join('')}`,
  );
}

export async function launchStack(options: LaunchOptions = {}): Promise<Stack> {
  const startApi = options.api ?? hasStartScript('store-api');
  const startSandbox = options.paymentSandbox ?? hasStartScript('payment-sandbox');
  const children: Child[] = [];
  const tempDirs: string[] = [];

  const ports = new Map<string, number>();
  for (const pkg of FRONTEND_PACKAGES) ports.set(pkg.portEnv, await getFreePort());
  const apiPort = await getFreePort();
  const sandboxPort = await getFreePort();
  const apiBaseUrl = `http://localhost:${apiPort}`;
  const paymentSandboxUrl = `http://localhost:${sandboxPort}`;

  const baseEnv: NodeJS.ProcessEnv = {
    ...process.env,
    ...Object.fromEntries([...ports].map(([envVar, port]) => [envVar, String(port)])),
    STORE_API_PORT: String(apiPort),
    PAYMENT_SANDBOX_PORT: String(sandboxPort),
    API_BASE_URL: apiBaseUrl,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    // Every scenario and the first-load benchmark reach the API from one loopback address.
    RATE_LIMIT_MAX: '1000000',
    RATE_LIMIT_IMAGES_MAX: '1000000',
    ...options.env,
  };
  // The scenarios run on a throw-away embedded database, never on a shared PostgreSQL.
  delete baseEnv.DATABASE_URL;

  const stop = async () => {
    await Promise.all(children.map(stopChild));
    for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  };

  try {
    const waits: Promise<void>[] = [];
    if (startSandbox) {
      const sandbox = startChild(
        'payment-sandbox',
        ...pnpm(['--filter', 'payment-sandbox', 'start']),
        REPO_ROOT,
        baseEnv,
      );
      children.push(sandbox);
      waits.push(waitUntilAnswering(sandbox, paymentSandboxUrl));
    }
    if (startApi) {
      const pgliteDir = mkdtempSync(path.join(tmpdir(), 'e2e-pglite-'));
      tempDirs.push(pgliteDir);
      const api = startChild('store-api', ...pnpm(['--filter', 'store-api', 'start']), REPO_ROOT, {
        ...baseEnv,
        PGLITE_DIR: pgliteDir,
        PUBLIC_BASE_URL: apiBaseUrl,
      });
      children.push(api);
      waits.push(waitUntilAnswering(api, `${apiBaseUrl}/store-api/health`));
    }

    const startStaticServer = (dir: string, port: number) => {
      const server = startChild(
        dir,
        process.execPath,
        [SERVE_STATIC],
        path.join(REPO_ROOT, dir),
        baseEnv,
      );
      children.push(server);
      return { server, ready: waitUntilAnswering(server, `http://localhost:${port}/`) };
    };

    const remoteUrls = {} as Record<RemoteName, string>;
    const remoteChildren = new Map<RemoteName, Child>();
    let hostPort = 0;
    for (const pkg of FRONTEND_PACKAGES) {
      const port = ports.get(pkg.portEnv) ?? 0;
      const dist = path.join(REPO_ROOT, pkg.dir, 'dist', 'index.html');
      if (!existsSync(dist)) {
        throw new Error(`${pkg.dir} is not built (${dist} missing): run "npm run build" first`);
      }
      const { server, ready } = startStaticServer(pkg.dir, port);
      waits.push(ready);
      if (pkg.remote) {
        remoteUrls[pkg.remote as RemoteName] = `http://localhost:${port}`;
        remoteChildren.set(pkg.remote as RemoteName, server);
      } else {
        hostPort = port;
      }
    }
    await Promise.all(waits);

    return {
      hostUrl: `http://localhost:${hostPort}`,
      hostPort,
      urlFor: (pathname, hostname = 'localhost') => `http://${hostname}:${hostPort}${pathname}`,
      remoteUrls,
      apiBaseUrl: startApi ? apiBaseUrl : null,
      paymentSandboxUrl: startSandbox ? paymentSandboxUrl : null,
      async stopRemote(name) {
        const child = remoteChildren.get(name);
        if (!child) throw new Error(`unknown remote "${name}"`);
        await stopChild(child);
      },
      async restartRemote(name) {
        const pkg = FRONTEND_PACKAGES.find((candidate) => candidate.remote === name);
        if (!pkg) throw new Error(`unknown remote "${name}"`);
        const { server, ready } = startStaticServer(pkg.dir, ports.get(pkg.portEnv) ?? 0);
        remoteChildren.set(name, server);
        await ready;
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
