// GET /brands and /brands/{id}.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../../http-error.js';
import { brandSchema, dataResponse, TOTAL_COUNT_HEADER } from '@storefront/contract/records';
import { errorResponse, listResponse, storeHeaders } from '../../../schemas/common.js';
import { brandIdParams, listBrandsQuery } from './schemas.js';

const brandRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/brands',
    {
      schema: {
        tags: ['catalog'],
        summary: 'List brands (alphabetical)',
        headers: storeHeaders,
        querystring: listBrandsQuery,
        response: { 200: listResponse(brandSchema), 400: errorResponse },
      },
    },
    async (request, reply) => {
      const { _start, limit, search, categoryId, productSearch } = request.query;
      const { brands, total } = await app.brands.list(request.storeId, {
        search,
        start: _start,
        limit,
        productCounts:
          categoryId === undefined && productSearch === undefined
            ? undefined
            : await app.products.countByBrand(request.storeId, {
                categoryId,
                search: productSearch,
              }),
      });
      reply.header(TOTAL_COUNT_HEADER, total);
      return { data: brands, total };
    },
  );

  app.get(
    '/brands/:id',
    {
      schema: {
        tags: ['catalog'],
        summary: 'One brand of the store',
        headers: storeHeaders,
        params: brandIdParams,
        response: {
          200: dataResponse(brandSchema),
          400: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const brand = await app.brands.findById(request.storeId, request.params.id);
      if (!brand) throw notFound(`Brand ${request.params.id} not found in this store`);
      return { data: brand };
    },
  );
};

export default brandRoutes;
