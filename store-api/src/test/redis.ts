// A Redis of the test's own: Debian's redis-server on a free loopback port, nothing saved to disk,
// a random password (so a test can check it is never logged), stopped by its pid. Never the
// machine's Redis on 6379. `stop` and `start` again on the same port play an outage.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createConnection } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { freePort } from './maildev.js';

const REDIS_SERVER = '/usr/bin/redis-server';

/** Whether something accepts connections on the port. */
async function answers(port: number): Promise<boolean> {
  const socket = createConnection({ host: '127.0.0.1', port });
  try {
    await once(socket, 'connect');
    return true;
  } catch {
    return false;
  } finally {
    socket.destroy();
  }
}

export async function startTestRedis() {
  const port = await freePort();
  const password = randomBytes(12).toString('hex');
  let child: ChildProcess | undefined;

  async function start(): Promise<void> {
    const server = spawn(
      REDIS_SERVER,
      [
        ...['--port', String(port), '--bind', '127.0.0.1', '--requirepass', password],
        ...['--save', '', '--appendonly', 'no'],
      ],
      { stdio: 'ignore' },
    );
    child = server;
    // A test process that dies without stopping it must not leave it running.
    const stopOnExit = () => server.kill();
    process.once('exit', stopOnExit);
    server.once('exit', () => process.removeListener('exit', stopOnExit));
    for (let tries = 0; !(await answers(port)); tries += 1) {
      if (tries > 100 || server.exitCode !== null) throw new Error('redis-server did not start');
      await delay(20);
    }
  }

  async function stop(): Promise<void> {
    const server = child;
    child = undefined;
    if (!server?.pid || server.exitCode !== null || server.signalCode !== null) return;
    const exited = once(server, 'exit');
    process.kill(server.pid, 'SIGTERM');
    await exited;
  }

  await start();
  return {
    url: `redis://:${password}@127.0.0.1:${port}`,
    password,
    /** Starts it again on the same port (after stop). */
    start,
    stop,
  };
}

export type TestRedis = Awaited<ReturnType<typeof startTestRedis>>;
