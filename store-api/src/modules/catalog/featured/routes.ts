// GET /featured-products: a short list picked by a strategy (SPEC §9: default random, 12 items).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, storeHeaders } from '../../../schemas/common.js';
import { productSchema } from '../products/schemas.js';
import { featuredQuery } from './schemas.js';

const featuredRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/featured-products',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Featured products',
        headers: storeHeaders,
        querystring: featuredQuery,
        response: {
          200: z.object({ data: z.object({ products: z.array(productSchema) }) }),
          400: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const { strategy, limit, categoryId, brandId } = request.query;
      const products = await app.products.featured(request.storeId, strategy, {
        limit,
        categoryId,
        brandId,
      });
      reply.header('x-total-count', products.length);
      return { data: { products } };
    },
  );
};

export default featuredRoutes;
