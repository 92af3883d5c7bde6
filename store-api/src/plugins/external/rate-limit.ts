// A generous global rate limit per client address: it stops runaway loops, not shoppers.
// Tighter per-route limits (login, password reset) are set on those routes.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export default fp(
  async function rateLimitPlugin(app: FastifyInstance, options: { max: number }) {
    await app.register(rateLimit, {
      global: true,
      max: options.max,
      timeWindow: '1 minute',
      // Loopback traffic is the developer, the e2e suite or the benchmark.
      allowList: (request) => request.ip === '127.0.0.1' || request.ip === '::1',
      errorResponseBuilder: (_request, context) => ({
        statusCode: context.statusCode,
        error: `Too many requests: try again in ${context.after}`,
      }),
    });
  },
  { name: 'rate-limit' },
);
