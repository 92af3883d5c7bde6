// GET /products, /products/{id} and /products/inventories/{sku}.
import {
  dataResponse,
  inventorySchema,
  productListSchema,
  productSchema,
  TOTAL_COUNT_HEADER,
} from '@storefront/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../../http-error.js';
import { errorResponse, storeHeaders } from '../../../schemas/common.js';
import { inventoryParams, listProductsQuery, productIdParams } from './schemas.js';

const productRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products',
    {
      schema: {
        tags: ['catalog'],
        summary: 'List products',
        description:
          'Newest first unless `sort` says otherwise. `categoryId` includes the whole subtree. `search` matches words in any order and form, corrects typos (`didYouMean`) and matches part numbers however typed. `fits` keeps the parts of the given equipment models.',
        headers: storeHeaders,
        querystring: listProductsQuery,
        response: { 200: productListSchema, 400: errorResponse },
      },
    },
    async (request, reply) => {
      const { categoryId, brandId, parent_id, search, limit, _start, sort, fits } = request.query;
      const { products, total, didYouMean } = await app.products.list(
        request.storeId,
        { categoryId, brandId, parentId: parent_id, search, fitsModelIds: fits },
        { start: _start, limit, sort },
      );
      reply.header(TOTAL_COUNT_HEADER, total);
      return didYouMean ? { data: products, total, didYouMean } : { data: products, total };
    },
  );

  app.get(
    '/products/:id',
    {
      schema: {
        tags: ['catalog'],
        summary: 'One product of the store',
        headers: storeHeaders,
        params: productIdParams,
        response: {
          200: dataResponse(productSchema),
          400: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const product = await app.products.findById(request.storeId, request.params.id);
      if (!product) throw notFound(`Product ${request.params.id} not found in this store`);
      return { data: product };
    },
  );

  app.get(
    '/products/inventories/:sku',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Units on hand for a SKU',
        headers: storeHeaders,
        params: inventoryParams,
        response: { 200: inventorySchema, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const { sku } = request.params;
      const totalOnHand = await app.products.stockOnHand(request.storeId, sku);
      if (totalOnHand === undefined) throw notFound(`No inventory for SKU ${sku} in this store`);
      return { sku, total_on_hand: totalOnHand };
    },
  );
};

export default productRoutes;
