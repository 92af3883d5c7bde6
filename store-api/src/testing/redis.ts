// A Redis of the test's own: Debian's redis-server on a free loopback port, nothing saved to disk,
// a random password (so a test can check it is never logged), stopped by its pid. Never the
// machine's Redis on 6379. `stop` and `start` again on the same port play an outage; `pause` and
// `resume` (SIGSTOP, SIGCONT) a Redis that hangs with its connections open.
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
    // A test process that dies without stopping it must not leave it running (paused or not).
    const stopOnExit = () => server.kill('SIGKILL');
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
    // A paused server would keep the SIGTERM pending.
    process.kill(server.pid, 'SIGCONT');
    process.kill(server.pid, 'SIGTERM');
    await exited;
  }

  /** Sends the running server a signal by its pid. */
  function signal(name: 'SIGSTOP' | 'SIGCONT'): void {
    if (!child?.pid || child.exitCode !== null || child.signalCode !== null) {
      throw new Error('redis-server is not running');
    }
    process.kill(child.pid, name);
  }

  await start();
  return {
    url: `redis://:${password}@127.0.0.1:${port}`,
    password,
    /** Starts it again on the same port (after stop). */
    start,
    stop,
    /** Freezes it (SIGSTOP): connections stay open, no command is answered. */
    pause: () => signal('SIGSTOP'),
    /** Lets a paused server answer again (SIGCONT). */
    resume: () => signal('SIGCONT'),
  };
}

export type TestRedis = Awaited<ReturnType<typeof startTestRedis>>;
