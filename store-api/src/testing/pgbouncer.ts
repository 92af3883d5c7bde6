// Debian's PgBouncer in transaction pooling mode in front of the test PostgreSQL (DATABASE_URL),
// as operators run it: a process of the test's own on a free port, from a configuration written
// in a temporary directory, stopped by its pid.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './maildev.js';

export const PGBOUNCER_PATH = process.env.PGBOUNCER_PATH || '/usr/sbin/pgbouncer';

/**
 * Server connections per database and user: fewer than the API's pool has clients, so one
 * client's transactions land on different server connections, as in production.
 */
export const PGBOUNCER_POOL_SIZE = 4;

/** PgBouncer's own wait for a server connection, in seconds: the API's acquire limit (3 s). */
export const PGBOUNCER_QUERY_WAIT_TIMEOUT_S = 3;

/** How long PgBouncer may take to listen; it is up in milliseconds. */
const START_TIMEOUT_MS = 10_000;

export function pgBouncerAvailable(): boolean {
  return Boolean(process.env.DATABASE_URL) && existsSync(PGBOUNCER_PATH);
}

export interface RunningPgBouncer {
  /** DATABASE_URL through PgBouncer: same user, password and database. */
  url: string;
  port: number;
  stop(): Promise<void>;
}

/** `"name"` as PgBouncer's auth file quotes it. */
const quoted = (text: string) => `"${text.replaceAll('"', '""')}"`;

/**
 * Starts PgBouncer in front of `databaseUrl`'s server, on `port` (a restart) or a free one; a
 * free port taken meanwhile gets another try.
 */
export async function startPgBouncer(
  databaseUrl: string,
  port?: number,
): Promise<RunningPgBouncer> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOnce(databaseUrl, port ?? (await freePort()));
    } catch (error) {
      if (port !== undefined || attempt === 3 || !(error instanceof PortTakenError)) throw error;
    }
  }
}

class PortTakenError extends Error {}

async function startOnce(databaseUrl: string, port: number): Promise<RunningPgBouncer> {
  const server = new URL(databaseUrl);
  const database = decodeURIComponent(server.pathname.slice(1)) || 'postgres';
  // PgBouncer's configuration takes database names as bare words.
  if (!/^[\w-]+$/.test(database))
    throw new Error(`PgBouncer tests need a plain database name, not ${database}`);
  const user = decodeURIComponent(server.username) || 'postgres';
  const dir = mkdtempSync(path.join(tmpdir(), 'store-api-pgbouncer-'));
  // The client side trusts whoever reaches the loopback port; the auth file's password (the
  // URL's, when it has one) is what PgBouncer logs in to PostgreSQL with.
  writeFileSync(
    path.join(dir, 'userlist.txt'),
    `${quoted(user)} ${quoted(decodeURIComponent(server.password))}\n`,
    { mode: 0o600 },
  );
  writeFileSync(
    path.join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      `${database} = host=${server.hostname || '127.0.0.1'} port=${server.port || 5432} dbname=${database}`,
      '[pgbouncer]',
      'pool_mode = transaction',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${path.join(dir, 'userlist.txt')}`,
      `default_pool_size = ${PGBOUNCER_POOL_SIZE}`,
      `query_wait_timeout = ${PGBOUNCER_QUERY_WAIT_TIMEOUT_S}`,
      'server_idle_timeout = 5',
      'log_connections = 0',
      'log_disconnections = 0',
      '',
    ].join('\n'),
    { mode: 0o600 },
  );
  // PgBouncer refuses to run as root; it reads its files first, then becomes `postgres`.
  const asUser = process.getuid?.() === 0 ? ['-u', 'postgres'] : [];
  const child = spawn(PGBOUNCER_PATH, [...asUser, path.join(dir, 'pgbouncer.ini')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const removeFiles = () => rmSync(dir, { recursive: true, force: true });
  // A crashed test run must not leave it listening.
  const stopOnExit = () => child.kill('SIGTERM');
  process.once('exit', stopOnExit);

  let log = '';
  const up = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`PgBouncer did not start:\n${log}`)),
      START_TIMEOUT_MS,
    );
    child.stderr.on('data', (chunk: Buffer) => {
      log = (log + chunk.toString()).slice(-4000);
      if (/process up/.test(log)) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', () => {
      clearTimeout(timer);
      const message = `PgBouncer exited before listening:\n${log}`;
      reject(
        /bind|Address already in use/i.test(log) ? new PortTakenError(message) : new Error(message),
      );
    });
  });
  try {
    await up;
  } catch (error) {
    process.off('exit', stopOnExit);
    child.kill('SIGTERM');
    removeFiles();
    throw error;
  }

  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.href,
    port,
    async stop() {
      process.off('exit', stopOnExit);
      if (child.exitCode === null && child.signalCode === null && child.pid !== undefined) {
        const exited = once(child, 'exit');
        process.kill(child.pid, 'SIGTERM');
        await exited;
      }
      removeFiles();
    },
  };
}
