// GET /featured-products: a short list picked by a strategy (SPEC §9: default random, 12 items).
import {
  dataResponse,
  featuredProductsSchema,
  TOTAL_COUNT_HEADER,
} from '@storefront/contract/records';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, storeHeaders } from '../../../schemas/common.js';
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
          200: dataResponse(featuredProductsSchema),
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
      reply.header(TOTAL_COUNT_HEADER, products.length);
      return { data: { products } };
    },
  );
};

export default featuredRoutes;
