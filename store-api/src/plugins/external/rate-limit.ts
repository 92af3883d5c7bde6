// A rate limit per client address on every request, unknown paths included: it stops runaway
// loops and scrapers, not shoppers. Nobody is exempt; tests and benchmarks raise the limits
// through the configuration. The forms' tighter limits are their own (contact/form-rate-limit.ts).
// With the shared Redis every count is the same for every API process; while Redis cannot be
// reached this limit is not checked (fail open: a Redis outage must not refuse every shopper),
// which the Redis plugin logs once per outage.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { RateLimitConfig } from '../../config.js';
import { HttpError } from '../../http-error.js';
import { isSameSecret } from '../../ops-key.js';

export const TOO_MANY_REQUESTS = 'Too many requests, please try again later.';

/**
 * The host server's key on its server renders' requests (SERVER_RENDER_API_KEY): with it they
 * count against the host server's own allowance, never against the shoppers at its address
 * (145 renders in 5 s emptied every rendered page for the rest of the minute). A missing or wrong
 * key is an ordinary request: nobody gains anything by sending one.
 */
export const SERVER_RENDER_KEY_HEADER = 'x-server-render-key';
/** The bucket of the host server's renders, by its address. */
const SERVER_RENDER_BUCKET = 'server-render:';

/**
 * Routes counted apart, each with its own allowance: images (one product list shows dozens) and
 * the health check (a load balancer asks every process every second from one address; sharing the
 * shoppers' allowance, a busy shopper at that address would take every process out of rotation).
 */
const SEPARATE_BUCKETS: {
  bucket: string;
  matches: (url: string) => boolean;
  max: (options: RateLimitConfig) => number;
}[] = [
  {
    bucket: 'images:',
    matches: (url) => url.startsWith('/store-api/images/'),
    max: (options) => options.imagesMax,
  },
  {
    bucket: 'health:',
    matches: (url) => url === '/store-api/health',
    max: (options) => options.healthMax,
  },
];
/** The prefix of the counts' keys in the shared Redis. */
const REDIS_KEY_PREFIX = 'storefront:rate-limit:';

export default fp(
  async function rateLimitPlugin(app: FastifyInstance, options: RateLimitConfig) {
    await app.register(rateLimit, {
      global: true,
      timeWindow: options.windowMs,
      // request.ip is the socket address unless the peer is a proxy named in TRUST_PROXY.
      keyGenerator: (request: FastifyRequest) => {
        const url = request.routeOptions.url ?? '';
        const separate = SEPARATE_BUCKETS.find((entry) => entry.matches(url));
        if (separate) return separate.bucket + request.ip;
        const key = request.headers[SERVER_RENDER_KEY_HEADER];
        const isServerRender =
          options.serverKey !== null &&
          typeof key === 'string' &&
          isSameSecret(key, options.serverKey);
        return (isServerRender ? SERVER_RENDER_BUCKET : '') + request.ip;
      },
      max: (_request, key) => {
        if (String(key).startsWith(SERVER_RENDER_BUCKET)) return options.serverMax;
        return (
          SEPARATE_BUCKETS.find((entry) => String(key).startsWith(entry.bucket))?.max(options) ??
          options.max
        );
      },
      errorResponseBuilder: () => new HttpError(429, TOO_MANY_REQUESTS),
      ...(app.redis && { redis: app.redis, nameSpace: REDIS_KEY_PREFIX, skipOnError: true }),
    });
    // The global limit hooks into routes; a path no route matches is counted here, so probing
    // for unknown URLs uses up the same allowance.
    const limitUnknownRoute = app.rateLimit();
    app.addHook('onRequest', async (request, reply) => {
      if (request.is404) await limitUnknownRoute.call(app, request, reply);
    });
  },
  { name: 'rate-limit', dependencies: ['redis'] },
);
