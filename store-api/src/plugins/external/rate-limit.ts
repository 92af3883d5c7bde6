// A rate limit per client address on every request, unknown paths included: it stops runaway
// loops and scrapers, not shoppers. Nobody is exempt; tests and benchmarks raise the limits
// through the configuration. Tighter per-route limits (login, password reset) go on those routes
// as `config: { rateLimit: { ... } }`.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { RateLimitConfig } from '../../config.js';
import { HttpError } from '../../http-error.js';

export const TOO_MANY_REQUESTS = 'Too many requests, please try again later.';

/** Images are counted apart with their own, higher limit: one product list shows dozens. */
const IMAGES_PREFIX = '/store-api/images/';
const IMAGES_BUCKET = 'images:';

export default fp(
  async function rateLimitPlugin(app: FastifyInstance, options: RateLimitConfig) {
    await app.register(rateLimit, {
      global: true,
      timeWindow: options.windowMs,
      // request.ip is the socket address unless the peer is a proxy named in TRUST_PROXY.
      keyGenerator: (request: FastifyRequest) =>
        request.routeOptions.url?.startsWith(IMAGES_PREFIX)
          ? IMAGES_BUCKET + request.ip
          : request.ip,
      max: (_request, key) =>
        String(key).startsWith(IMAGES_BUCKET) ? options.imagesMax : options.max,
      errorResponseBuilder: () => new HttpError(429, TOO_MANY_REQUESTS),
    });
    // The global limit hooks into routes; a path no route matches is counted here, so probing
    // for unknown URLs uses up the same allowance.
    const limitUnknownRoute = app.rateLimit();
    app.addHook('onRequest', async (request, reply) => {
      if (request.is404) await limitUnknownRoute.call(app, request, reply);
    });
  },
  { name: 'rate-limit' },
);
