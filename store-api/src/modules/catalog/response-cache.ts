// Catalogue reads are the same few URLs asked for again and again: a successful answer is kept
// in-process for a few seconds per store and URL, sent with an ETag (304 when the browser already
// has it) and a short Cache-Control. A successful write that changes stock empties the store's
// entries, so a shopper sees stock a checkout took at once. With the shared Redis it also tells
// every other API process to empty theirs (pub/sub), so a shopper served by another process sees
// it within a second; writes from elsewhere (the ops CLI, the timer releasing expired orders, any
// process while Redis is down) show within the TTL. Cart and checkout never read stock from here:
// they re-check it in the database.
import { createHash } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { TOTAL_COUNT_HEADER } from '@storefront/contract/records';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { closeRedis } from '../../plugins/external/redis.js';

/** Entries kept per store; the oldest goes first (a store's catalogue has few hot URLs). */
const MAX_ENTRIES_PER_STORE = 1000;

/** How long a start waits for the invalidation channel when Redis is up. */
const SUBSCRIBE_WAIT_MS = 2000;

/** The Redis channel of invalidations; a message is the store id, empty for every store. */
export const CATALOG_INVALIDATION_CHANNEL = 'storefront:catalog-invalidate';

interface CachedAnswer {
  body: string;
  etag: string;
  totalCount: string | undefined;
  expires: number;
}

interface StoreEntries {
  answers: Map<string, CachedAnswer>;
  /** Counts the store's invalidations: an answer read before one of them is not kept. */
  generation: number;
}

export type CatalogResponseCache = ReturnType<typeof createCatalogResponseCache>;

declare module 'fastify' {
  interface FastifyInstance {
    catalogCache: CatalogResponseCache;
  }
  interface FastifyRequest {
    /** The store's cache generation when this request started (-1: not a cacheable read). */
    catalogCacheGeneration: number;
  }
}

/**
 * @param shareInvalidation tells the other API processes about each invalidate (with Redis).
 */
export function createCatalogResponseCache(
  ttlMs: number,
  shareInvalidation: (storeId: string) => void = () => {},
) {
  const stores = new Map<string, StoreEntries>();
  /** Told of every invalidation, this process's or another's (the repositories' search counts). */
  const listeners: ((storeId: string) => void)[] = [];
  const entriesOf = (storeId: string) => {
    let entries = stores.get(storeId);
    if (!entries) stores.set(storeId, (entries = { answers: new Map(), generation: 0 }));
    return entries;
  };
  function invalidateHere(storeId: string) {
    for (const [id, entries] of stores) {
      if (storeId && id !== storeId) continue;
      entries.answers.clear();
      entries.generation++;
    }
    for (const listener of listeners) listener(storeId);
  }
  return {
    ttlMs,
    /** A fresh answer for the URL, or undefined. */
    lookup(storeId: string, url: string): CachedAnswer | undefined {
      const hit = entriesOf(storeId).answers.get(url);
      return hit && hit.expires > Date.now() ? hit : undefined;
    },
    generation: (storeId: string) => entriesOf(storeId).generation,
    /** Keeps an answer read at `generation`, unless the store was invalidated since. */
    keep(storeId: string, url: string, generation: number, answer: Omit<CachedAnswer, 'expires'>) {
      const entries = entriesOf(storeId);
      if (ttlMs <= 0 || entries.generation !== generation) return;
      entries.answers.delete(url);
      entries.answers.set(url, { ...answer, expires: Date.now() + ttlMs });
      if (entries.answers.size > MAX_ENTRIES_PER_STORE) {
        // Maps iterate in insertion order: drop the oldest.
        entries.answers.delete(entries.answers.keys().next().value as string);
      }
    },
    /** Drops the cached answers of one store, or of every store when storeId is empty. */
    invalidate(storeId: string) {
      invalidateHere(storeId);
      shareInvalidation(storeId);
    },
    /** Like invalidate, in this process only (another process's invalidation). */
    invalidateHere,
    /** Calls `listener` with the store id ('' for every store) on each invalidation. */
    onInvalidate(listener: (storeId: string) => void) {
      listeners.push(listener);
    },
  };
}

/**
 * Empties this process's entries on every other process's invalidation: a connection of its own
 * (a subscribed one only waits for messages), subscribed again after each reconnect. Messages
 * sent while it was down are lost, so each (re)connection empties every store. Resolves once
 * subscribed, or at once when Redis is down (it subscribes when Redis is back).
 */
async function followInvalidations(
  app: FastifyInstance,
  redis: Redis,
  cache: CatalogResponseCache,
): Promise<void> {
  const subscriber = redis.duplicate({ autoResubscribe: false, connectionName: 'store-api-sub' });
  app.addHook('onClose', () => closeRedis(subscriber));
  // Its outages are the shared client's too, which reports and logs them.
  subscriber.on('error', () => {});
  subscriber.on('message', (_channel: string, storeId: string) => cache.invalidateHere(storeId));
  const subscribed = new Promise<void>((resolve) => {
    subscriber.on('ready', () => {
      cache.invalidateHere('');
      // A subscribe that fails meets a reconnect (socketTimeout drops a silent connection).
      subscriber.subscribe(CATALOG_INVALIDATION_CHANNEL).then(
        () => resolve(),
        (error: unknown) =>
          app.log.warn({ reason: String(error) }, 'catalogue invalidations: subscribe failed'),
      );
    });
  });
  if (redis.status !== 'ready') return;
  await Promise.race([subscribed, delay(SUBSCRIBE_WAIT_MS, null, { ref: false })]);
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function entityTag(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

function notModified(request: FastifyRequest, etag: string): boolean {
  const tags = request.headers['if-none-match'];
  return tags?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag) ?? false;
}

/** Decorates the app with the cache; the scopes whose writes change the catalogue empty it. */
export const catalogResponseCache = fp(
  async function catalogResponseCache(app: FastifyInstance, options: { ttlMs: number }) {
    const { redis } = app;
    // A failed publish means Redis is down, which the Redis plugin logs: the others' TTL bounds it.
    const publish = redis
      ? (storeId: string) =>
          void redis.publish(CATALOG_INVALIDATION_CHANNEL, storeId).catch(() => {})
      : undefined;
    const cache = createCatalogResponseCache(options.ttlMs, publish);
    // The products' kept search counts change with the catalogue like the cached answers.
    cache.onInvalidate((storeId) => app.products.forgetSearches(storeId));
    if (redis) await followInvalidations(app, redis, cache);
    app.decorate('catalogCache', cache);
    app.decorateRequest('catalogCacheGeneration', -1);
  },
  { name: 'catalog-response-cache', dependencies: ['redis', 'catalog-repositories'] },
);

/**
 * Empties the store's cached catalogue answers after each successful write of the scope: for the
 * routes that change stock (checkout, its webhook, order cancel and return, the operator API).
 * Cart syncs, sign-ins and forms change no catalogue data, so they leave the cache alone.
 * On the response, so after the write's transaction committed. Routes outside a store (the
 * operator API, the webhook) have no storeId and empty every store.
 */
export function emptyCatalogCacheAfterWrites(scope: FastifyInstance) {
  const cache = scope.catalogCache;
  scope.addHook('onResponse', async (request, reply) => {
    if (READ_METHODS.has(request.method) || reply.statusCode >= 400) return;
    cache.invalidate(request.storeId);
  });
}

/** Serves the scope's GETs (store-scoped catalogue reads) from the cache, with ETag and 304. */
export function serveFromCatalogCache(scope: FastifyInstance) {
  const cache = scope.catalogCache;
  const maxAge = Math.ceil(cache.ttlMs / 1000);
  const cacheControl =
    maxAge > 0 ? `public, max-age=${maxAge}, stale-while-revalidate=${maxAge * 2}` : 'no-cache';

  function sendValidators(reply: FastifyReply, etag: string) {
    const vary = reply.getHeader('vary');
    reply
      .header('etag', etag)
      .header('cache-control', cacheControl)
      // The answer depends on the store header as well as the URL.
      .header('vary', vary ? `${String(vary)}, X-Store-ID` : 'X-Store-ID');
  }

  // preValidation, not onRequest: the rate limit's hook is a route hook, and every onRequest
  // hook of the scope runs before it. A hit still skips validating the query and the handler.
  scope.addHook('preValidation', async (request, reply) => {
    if (request.method !== 'GET') return;
    const hit = cache.lookup(request.storeId, request.url);
    if (!hit) {
      request.catalogCacheGeneration = cache.generation(request.storeId);
      return;
    }
    sendValidators(reply, hit.etag);
    if (notModified(request, hit.etag)) return reply.code(304).send();
    if (hit.totalCount !== undefined) reply.header(TOTAL_COUNT_HEADER, hit.totalCount);
    return reply.type('application/json; charset=utf-8').send(hit.body);
  });

  scope.addHook('onSend', async (request, reply, payload) => {
    const generation = request.catalogCacheGeneration;
    if (generation < 0 || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const etag = entityTag(payload);
    sendValidators(reply, etag);
    const total = reply.getHeader(TOTAL_COUNT_HEADER);
    cache.keep(request.storeId, request.url, generation, {
      body: payload,
      etag,
      totalCount: total === undefined ? undefined : String(total),
    });
    if (!notModified(request, etag)) return payload;
    reply.code(304);
    return '';
  });
}
