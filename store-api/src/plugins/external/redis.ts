// The Redis that several API processes share (REDIS_URL): the request and form limits, the sign-in
// and link limits and the catalogue's invalidation messages go through it. Unset, app.redis is null
// and all of that stays in this process. No request ever waits for Redis: a command fails within
// REDIS_COMMAND_TIMEOUT_MS, or at once while the connection is down, and its caller goes on without
// it (docs/decisions/0090-redis.md); the client reconnects by itself.
import { once } from 'node:events';
import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis, type RedisOptions } from 'ioredis';
import type { RedisConfig } from '../../config.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared Redis; null without REDIS_URL (every limit and cache is this process's own). */
    redis: Redis | null;
  }
}

/** Longest wait for a connection: also how long a start waits for Redis before going on without. */
const CONNECT_TIMEOUT_MS = 2000;
/** Longest pause between reconnect attempts, so limits are shared again soon after an outage. */
const MAX_RECONNECT_DELAY_MS = 1000;
/** How long closing the app waits for Redis to acknowledge QUIT. */
const CLOSE_WAIT_MS = 1000;

/** What an outage means for the shopper-facing limits and caches, logged once per outage. */
const OUTAGE_EFFECTS =
  'request rate limits are not checked, sign-in, e-mail link and form limits count per process, ' +
  "and other processes' catalogue caches keep a change until their TTL";

/** Options of every connection to the shared Redis: fail fast, reconnect on its own. */
export function redisClientOptions(commandTimeoutMs: number): RedisOptions {
  return {
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: commandTimeoutMs,
    // A connection whose replies stop coming is dropped and made again, so a stalled Redis shows
    // as down (and its commands fail at once) instead of costing each request the full timeout.
    socketTimeout: commandTimeoutMs * 2,
    // While disconnected, commands fail at once instead of queueing for a reconnect.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    retryStrategy: (attempt) => Math.min(attempt * 100, MAX_RECONNECT_DELAY_MS),
  };
}

/** Quits a connection, waiting at most CLOSE_WAIT_MS for Redis to acknowledge. */
export async function closeRedis(client: Redis): Promise<void> {
  await Promise.race([client.quit().catch(() => {}), delay(CLOSE_WAIT_MS, null, { ref: false })]);
  client.disconnect();
}

/** Resolves once the client is ready, its first attempt failed, or CONNECT_TIMEOUT_MS passed. */
async function firstConnection(client: Redis): Promise<void> {
  const done = new AbortController();
  const { signal } = done;
  try {
    await Promise.race([
      once(client, 'ready', { signal }),
      once(client, 'close', { signal }),
      delay(CONNECT_TIMEOUT_MS, null, { signal }),
    ]);
  } catch {
    // An 'error' event: the first attempt failed, which the close handler reports.
  } finally {
    done.abort();
  }
}

export default fp(
  async function redisPlugin(app: FastifyInstance, config: RedisConfig) {
    if (!config.url) {
      app.dependencies.turnOff('redis');
      app.decorate('redis', null);
      return;
    }
    const client = new Redis(config.url, {
      ...redisClientOptions(config.commandTimeoutMs),
      connectionName: 'store-api',
    });
    let closing = false;
    let lastError = '';
    // Each reconnect attempt of an outage emits an error; the transition below logs it once.
    client.on('error', (error: Error) => void (lastError = error.message));
    client.on('ready', () => {
      lastError = '';
      if (app.dependencies.state('redis') !== 'up') {
        app.log.info('Redis is up: limits and catalogue invalidation are shared by every process');
      }
      app.dependencies.report('redis', true);
    });
    client.on('close', () => {
      if (closing || app.dependencies.state('redis') === 'down') return;
      // The message only: the URL (and a password in it) never reaches the log.
      app.log.warn(
        { reason: lastError || 'connection closed' },
        `Redis is down: ${OUTAGE_EFFECTS}`,
      );
      app.dependencies.report('redis', false);
    });
    app.decorate('redis', client);
    app.addHook('onClose', async () => {
      closing = true;
      await closeRedis(client);
    });
    // The first requests already count in Redis, unless it cannot be reached in time: then the
    // API starts without it, as in any outage.
    await firstConnection(client);
  },
  { name: 'redis', dependencies: ['dependency-status'] },
);
