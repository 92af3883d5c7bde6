#!/usr/bin/env node
// `npm start`: install what is missing, build the front end, start the payment sandbox, the store
// API, the host and the four remotes with prefixed output, print the URLs, stop all on Ctrl-C.
// Flags: --rebuild (build every front-end package even when up to date).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

import { ensureInstall } from './ensure-install.mjs';
import { buildFrontend } from './lib/frontend-build.mjs';
import { BACKEND_SERVICES, FRONTEND_PACKAGES, portFromEnv } from './lib/ports.mjs';
import { REPO_ROOT, packagesWithScript, pnpmInvocationArgs } from './lib/run.mjs';

const READY_TIMEOUT_MS = 180_000;

/** Everything `npm start` runs, in start order, with the URL that answers once it is up. */
function plannedServices(env) {
  const backends = BACKEND_SERVICES.map((service) => {
    const port = portFromEnv(env, service.portEnv, service.defaultPort);
    const healthPath = service.dir === 'store-api' ? '/store-api/health' : '/';
    return {
      dir: service.dir,
      url: `http://localhost:${port}`,
      readyUrl: `http://localhost:${port}${healthPath}`,
    };
  });
  const frontends = FRONTEND_PACKAGES.map((pkg) => {
    const url = `http://localhost:${portFromEnv(env, pkg.portEnv, pkg.defaultPort)}`;
    return { dir: pkg.dir, url, readyUrl: `${url}/` };
  });
  return [...backends, ...frontends];
}

/** Streams a child's output line by line, each line prefixed with the package name. */
function pipeWithPrefix(stream, prefix, target) {
  let pending = '';
  stream.on('data', (chunk) => {
    const lines = (pending + chunk.toString()).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) target.write(`${prefix} ${line}\n`);
  });
  stream.on('end', () => pending && target.write(`${prefix} ${pending}\n`));
}

async function waitForUrl(url, isRunning) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline && isRunning()) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.status < 500) return true;
    } catch {
      // Not up yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return false;
}

async function main() {
  await ensureInstall();
  const { exitCode: buildExitCode } = await buildFrontend({
    force: process.argv.includes('--rebuild'),
  });
  if (buildExitCode !== 0) throw new Error('the front-end build failed (see above)');

  // A restart in the middle of a payment keeps its sessions, as the real provider would
  // (relative to payment-sandbox/; set it empty for memory only).
  process.env.SANDBOX_STATE_FILE ??= '.data/payment-sandbox.json';
  const services = plannedServices(process.env);
  const startable = new Set(
    packagesWithScript(
      services.map((service) => service.dir),
      'start',
    ),
  );
  const width = Math.max(...services.map((service) => service.dir.length)) + 2;
  const [pnpmCommand, ...pnpmArgs] = pnpmInvocationArgs();
  const running = new Map();
  let stopping = false;

  for (const service of services) {
    const hasSources = existsSync(path.join(REPO_ROOT, service.dir, 'src'));
    if (!startable.has(service.dir) || !hasSources) {
      console.log(`[start] skipping ${service.dir}: no start script or no sources yet`);
      continue;
    }
    // Own process group per child so Ctrl-C / SIGTERM stops the whole tree it spawns.
    const child = spawn(pnpmCommand, [...pnpmArgs, '--silent', 'start'], {
      cwd: path.join(REPO_ROOT, service.dir),
      env: process.env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const prefix = `[${service.dir}]`.padEnd(width + 1);
    pipeWithPrefix(child.stdout, prefix, process.stdout);
    pipeWithPrefix(child.stderr, prefix, process.stderr);
    running.set(service.dir, child);
    child.on('exit', (code, signal) => {
      running.delete(service.dir);
      if (!stopping)
        console.log(`[start] ${service.dir} stopped (${signal ?? `exit code ${code}`})`);
      if (!stopping && running.size === 0) process.exit(1);
    });
  }

  const stopAll = (signal) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n[start] stopping ${[...running.keys()].join(', ') || 'nothing'}`);
    for (const child of running.values()) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
    const forceTimer = setTimeout(() => {
      for (const child of running.values()) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // Already gone.
        }
      }
      process.exit(1);
    }, 5000);
    const poll = setInterval(() => {
      if (running.size > 0) return;
      clearInterval(poll);
      clearTimeout(forceTimer);
      process.exit(signal === 'SIGINT' ? 130 : 0);
    }, 100);
  };
  process.on('SIGINT', () => stopAll('SIGINT'));
  process.on('SIGTERM', () => stopAll('SIGTERM'));

  const started = services.filter((service) => running.has(service.dir));
  const readiness = await Promise.all(
    started.map(async (service) => ({
      service,
      ready: await waitForUrl(service.readyUrl, () => running.has(service.dir)),
    })),
  );
  const urlOf = (dir) => services.find((service) => service.dir === dir)?.url;
  const hostUrl = new URL(urlOf('host'));
  const lines = [
    '',
    'Storefront is running:',
    `  default store   ${hostUrl.origin}`,
    `  HVAC store      http://hvac.localhost:${hostUrl.port}`,
    `  parts store     http://parts.localhost:${hostUrl.port}`,
    `  store API       ${urlOf('store-api')}/store-api`,
    `  payment sandbox ${urlOf('payment-sandbox')}`,
  ];
  for (const { service, ready } of readiness) {
    if (!ready) lines.push(`  (!) ${service.dir} did not answer ${service.readyUrl}`);
  }
  for (const service of services) {
    if (!running.has(service.dir) && !started.includes(service))
      lines.push(`  (-) ${service.dir} not started`);
  }
  lines.push('Press Ctrl-C to stop.', '');
  console.log(lines.join('\n'));
}

main().catch((error) => {
  console.error(`[start] ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
