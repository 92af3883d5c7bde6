// POST /quick-order/resolve (issue 40): up to 100 part numbers with quantities looked up at once,
// for guests and customers alike. It only reads the catalogue; its own per-client limit keeps it
// from being a cheap way to walk the catalogue by number.
import { quickOrderResolution, quickOrderResolveBody } from '@storefront/contract/records';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createAttemptLimiter } from '../../limits/attempt-limiter.js';
import { TOO_MANY_REQUESTS } from '../../plugins/external/rate-limit.js';
import { errorResponse, storeHeaders } from '../../schemas/common.js';
import { createPartNumberLookup } from '../catalog/index.js';
import type { ImageUrls } from '../images/index.js';
import { resolveLines } from './resolve-lines.js';

export interface QuickOrderOptions {
  imageUrls: ImageUrls;
  rateLimit: { max: number; windowMs: number };
}

const quickOrderRoutes: FastifyPluginAsyncZod<QuickOrderOptions> = async (app, options) => {
  app.addHook('onRequest', app.requireStore);
  const lookup = createPartNumberLookup(app.db, options.imageUrls);
  const limiter = createAttemptLimiter({
    name: 'quick-order',
    max: options.rateLimit.max,
    windowMs: options.rateLimit.windowMs,
    redis: app.redis,
  });

  app.post(
    '/quick-order/resolve',
    {
      // Counted before the body is read, so refused requests cost no parsing.
      onRequest: async (request, reply) => {
        const waitMs = await limiter.takeOrWait(request.ip);
        if (waitMs === 0) return undefined;
        return reply
          .code(429)
          .header('retry-after', String(Math.ceil(waitMs / 1000)))
          .send({ error: TOO_MANY_REQUESTS });
      },
      schema: {
        tags: ['quick-order'],
        summary: 'Look up part numbers and quantities for a quick order',
        description:
          'Each line (at most 100) is a SKU or part number, matched whole however it is typed (case, spaces, dashes, leading zeros), and a quantity. Each row answers what it found, priced now, with the quantity capped by the stock (lines naming the same product share it), or why it cannot be added: unknown, several parts match (with the candidates), out of stock, not a number.',
        headers: storeHeaders,
        body: quickOrderResolveBody,
        response: { 200: quickOrderResolution, 400: errorResponse, 429: errorResponse },
      },
    },
    async (request) => {
      const { lines } = request.body;
      const matches = await lookup.find(
        request.storeId,
        lines.map((line) => line.partNumber),
      );
      return { lines: resolveLines(lines, matches) };
    },
  );
};

export default quickOrderRoutes;
