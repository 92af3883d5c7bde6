// A Redis of the test's own: Debian's redis-server on a free loopback port, nothing saved to disk,
// stopped by its pid (never the machine's Redis on 6379). `stop` plays an outage.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createConnection, createServer, type AddressInfo } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';

import { Redis } from 'ioredis';

/** A port nothing listens on now. */
async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

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

/** Starts redis-server; its URL, a client for the test's own reads, and `stop`. */
export async function startTestRedis() {
  const port = await freePort();
  const server = spawn(
    '/usr/bin/redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const stopOnExit = () => server.kill('SIGKILL');
  process.once('exit', stopOnExit);
  for (let tries = 0; !(await answers(port)); tries += 1) {
    if (tries > 100 || server.exitCode !== null) throw new Error('redis-server did not start');
    await delay(20);
  }
  const url = `redis://127.0.0.1:${port}`;
  const client = new Redis(url);
  let stopped = false;
  return {
    url,
    client,
    async stop() {
      if (stopped) return;
      stopped = true;
      client.disconnect();
      process.removeListener('exit', stopOnExit);
      if (server.exitCode !== null) return;
      const exited = once(server, 'exit');
      server.kill('SIGTERM');
      await exited;
    },
  };
}
