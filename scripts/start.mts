#!/usr/bin/env -S node --import tsx
// `npm start`: install what is missing, build the front end, publish each remote's build into the
// deployment store (deploy/src/publish/publish-current.ts), start MailDev, the payment sandbox, the
// store API, the host and the four remotes with prefixed output, print the URLs, stop all on
// Ctrl-C.
// Flags: --rebuild (build every front-end package even when up to date), --mock (mock mode: the
// catalogue from the sample product API, the local stand-in unless MOCK_API_URL is set),
// --scale N (N store API processes behind HAProxy with Redis and PostgreSQL, scripts/lib/scale-out.mjs).
// package.json runs ensure-install.mjs first (with plain node): this file needs tsx and the
// workspace installed.
import path from 'node:path';

import { storeDirectory } from '@storefront/deploy';
import { publishCurrentBuilds } from '@storefront/deploy/publish';

import { ensureInstall } from './ensure-install.mjs';
import { buildFrontend } from './lib/frontend-build.mjs';
import { stopGroup, waitUntilReady, type GroupChild } from './lib/processes.mjs';
import { REPO_ROOT } from './lib/run.mjs';
import {
  HEALTH_CHECK_INTERVAL_MS,
  describeDatabase,
  scaleFromArgs,
  startScaledApi,
  type Launcher,
  type OutputWriter,
} from './lib/scale-out.mjs';
import {
  canStart,
  maildevService,
  stackEnv,
  stackServices,
  startMaildev,
  startService,
  usesMaildev,
} from './lib/stack.mjs';

const READY_TIMEOUT_MS = 180_000;

type Stream = 'stdout' | 'stderr';

/** Writes a child's output line by line, each line prefixed with the package name. */
function linePrefixer(prefix: string): { write: OutputWriter; flush: () => void } {
  const pending: Record<Stream, string> = { stdout: '', stderr: '' };
  const target = (stream: Stream) => (stream === 'stdout' ? process.stdout : process.stderr);
  return {
    write(chunk, stream) {
      const lines = (pending[stream] + chunk.toString()).split('\n');
      pending[stream] = lines.pop() ?? '';
      for (const line of lines) target(stream).write(`${prefix} ${line}\n`);
    },
    /** The last line of each stream, when the child exited without a newline. */
    flush() {
      for (const stream of ['stdout', 'stderr'] as const) {
        if (pending[stream]) target(stream).write(`${prefix} ${pending[stream]}\n`);
        pending[stream] = '';
      }
    },
  };
}

async function main() {
  const scale = scaleFromArgs(process.argv.slice(2));
  await ensureInstall({ services: scale > 1 });
  const { exitCode: buildExitCode } = await buildFrontend({
    force: process.argv.includes('--rebuild'),
  });
  if (buildExitCode !== 0) throw new Error('the front-end build failed (see above)');
  // The host serves each remote's registry choice: the builds just made, unless an operator's.
  try {
    await publishCurrentBuilds({
      storeDir: storeDirectory(process.env),
      log: (line) => console.log(`[start] ${line}`),
    });
  } catch (error) {
    console.error(
      `[start] could not publish the current builds or update the registry (${error instanceof Error ? error.message : error}); the remotes serve what the registry already names`,
    );
  }

  // A restart in the middle of a payment keeps its sessions, as the real provider would
  // (relative to payment-sandbox/; set it empty for memory only).
  process.env.SANDBOX_STATE_FILE ??= '.data/payment-sandbox.json';
  if (process.argv.includes('--mock')) process.env.CATALOG_SOURCE = 'mock';
  const env = stackEnv(process.env);
  const services = stackServices(env);
  const width = Math.max(...services.map((service) => service.dir.length)) + 2;
  const running = new Map<string, GroupChild>();
  let stopping = false;

  /** Starts a child with prefixed output; when the last one stops on its own, so does this. */
  const launch: Launcher = (name, start) => {
    const output = linePrefixer(`[${name}]`.padEnd(width + 1));
    const child = start(output.write);
    running.set(name, child);
    void child.exited.then(() => {
      output.flush();
      running.delete(name);
      if (stopping) return;
      const { exitCode, signalCode } = child.process;
      console.log(`[start] ${name} stopped (${signalCode ?? `exit code ${exitCode}`})`);
      if (running.size === 0) process.exit(1);
    });
    return child;
  };

  // The store API sends its e-mails here unless the operator set SMTP_URL (see stackEnv).
  const maildev = usesMaildev(process.env) ? maildevService(env) : null;
  // The inbox outlives a restart, like the database (.data/ is not committed).
  const inboxDir = path.join(REPO_ROOT, '.data', 'maildev');
  if (maildev) launch('maildev', (onOutput) => startMaildev(env, inboxDir, onOutput));
  // Scaled, the API's Redis starts first: the host keeps shoppers' signals in it (REDIS_URL).
  const scaled = scale > 1 ? await startScaledApi({ env, processes: scale, launch }) : undefined;
  const hostEnv = scaled ? { ...env, REDIS_URL: scaled.redisUrl } : env;
  for (const service of services) {
    if (!canStart(service)) {
      console.log(`[start] skipping ${service.dir}: no start script or no sources yet`);
      continue;
    }
    if (service.dir === 'store-api' && scale > 1) continue;
    const serviceEnv = service.dir === 'host' ? hostEnv : env;
    launch(service.dir, (onOutput) => startService(service, serviceEnv, onOutput));
  }

  const stopAll = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n[start] stopping ${[...running.keys()].join(', ') || 'nothing'}`);
    await Promise.all([...running.values()].map((child) => stopGroup(child)));
    process.exit(signal === 'SIGINT' ? 130 : 0);
  };
  process.on('SIGINT', () => void stopAll('SIGINT'));
  process.on('SIGTERM', () => void stopAll('SIGTERM'));

  const started = services.filter(
    (service) => running.has(service.dir) || (service.dir === 'store-api' && scaled),
  );
  const readiness = await Promise.all(
    [...started, ...(maildev ? [{ dir: 'maildev', readyUrl: maildev.readyUrl }] : [])].map(
      (service) =>
        waitUntilReady(service.readyUrl, {
          child: running.get(service.dir),
          timeoutMs: READY_TIMEOUT_MS,
          intervalMs: 300,
        }).then(
          () => ({ service, ready: true }),
          () => ({ service, ready: false }),
        ),
    ),
  );
  const urlOf = (dir: string) => services.find((service) => service.dir === dir)?.url;
  const hostAddress = urlOf('host');
  if (!hostAddress) throw new Error('the stack has no host service (scripts/lib/stack.mjs)');
  const hostUrl = new URL(hostAddress);
  const lines = [
    '',
    'Storefront is running:',
    `  default store   ${hostUrl.origin}`,
    `  HVAC store      http://hvac.localhost:${hostUrl.port}`,
    `  parts store     http://parts.localhost:${hostUrl.port}`,
    `  store API       ${urlOf('store-api')}/store-api`,
    ...(scaled
      ? [
          `                  HAProxy over ${scale} processes (ports ${scaled.apis.map((api) => api.port).join(', ')}), each checked every ${HEALTH_CHECK_INTERVAL_MS / 1000} s`,
          `                  Redis ${scaled.redisUrl.replace(/\/\/[^@]*@/, '//')}, PostgreSQL ${describeDatabase(env)}`,
          `  shoppers' signals REDIS_URL=<the Redis above> npm run remotes -- status`,
        ]
      : []),
    `  payment sandbox ${urlOf('payment-sandbox')}`,
    ...(env.CATALOG_SOURCE === 'mock'
      ? [`  mock mode: the catalogue comes from ${env.MOCK_API_URL}`]
      : []),
    maildev ? `  E-mail inbox: ${maildev.inboxUrl}` : `  e-mails sent to SMTP_URL (no local inbox)`,
    `  operator API    OPS_API_KEY=${env.OPS_API_KEY} pnpm --filter store-api ops ship <orderId> --tracking <number>`,
  ];
  for (const { service, ready } of readiness) {
    if (!ready) lines.push(`  (!) ${service.dir} did not answer ${service.readyUrl}`);
  }
  for (const service of services) {
    if (!started.includes(service)) lines.push(`  (-) ${service.dir} not started`);
  }
  lines.push('Press Ctrl-C to stop.', '');
  console.log(lines.join('\n'));
}

main().catch((error) => {
  console.error(`[start] ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
