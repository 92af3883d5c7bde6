// The tighter per-client limit of the form routes (contact, bulk request): each route counts on its
// own, CONTACT_RATE_LIMIT_MAX per CONTACT_RATE_LIMIT_WINDOW_MS, on top of the API-wide allowance.
// The attempt limiter keeps the count: with REDIS_URL one count for every API process, and while
// Redis is down or hung each process's own, so a form never goes unlimited (each message is an
// e-mail the store's inbox has to take).
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { createAttemptLimiter } from '../../limits/attempt-limiter.js';
import { TOO_MANY_REQUESTS } from '../../plugins/external/rate-limit.js';

export interface FormRateLimitOptions {
  max: number;
  windowMs: number;
}

/**
 * A form route's `onRequest` hook: counts the client address (before the body is read) and refuses
 * with 429 and Retry-After once it has sent its share. `name` keeps each route's count apart.
 */
export function formRateLimit(
  app: FastifyInstance,
  name: string,
  { max, windowMs }: FormRateLimitOptions,
): onRequestHookHandler {
  const limiter = createAttemptLimiter({ name, max, windowMs, redis: app.redis });
  return async function limitForm(request: FastifyRequest, reply: FastifyReply) {
    const waitMs = await limiter.takeOrWait(request.ip);
    if (waitMs === 0) return undefined;
    return reply
      .code(429)
      .header('retry-after', String(Math.ceil(waitMs / 1000)))
      .send({ error: TOO_MANY_REQUESTS });
  };
}
