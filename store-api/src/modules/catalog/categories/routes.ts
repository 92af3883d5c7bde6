// GET /categories, /categories/tree and /categories/{id}.
import {
  categorySchema,
  categoryTreeNodeSchema,
  categoryWithChildrenSchema,
  dataResponse,
  TOTAL_COUNT_HEADER,
} from '@storefront/contract/records';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../../http-error.js';
import { errorResponse, listResponse, storeHeaders } from '../../../schemas/common.js';
import { countsWithDescendants, withoutChildren } from './repository.js';
import { categoryIdParams, listCategoriesQuery } from './schemas.js';

const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/categories',
    {
      schema: {
        tags: ['catalog'],
        summary: 'List categories',
        description: 'Top-down: level 1 first, then level 2 and 3, each in display order.',
        headers: storeHeaders,
        querystring: listCategoriesQuery,
        response: { 200: listResponse(categorySchema), 400: errorResponse },
      },
    },
    async (request, reply) => {
      const { _start, limit, parent_id, search, productSearch } = request.query;
      const tree = await app.categories.tree(request.storeId);
      // A product search's matches per category, counted in the database (undefined without one).
      const searchCounts =
        productSearch === undefined
          ? undefined
          : countsWithDescendants(
              tree.byId,
              await app.products.countByCategory(request.storeId, { search: productSearch }),
            );
      const needle = search?.toLowerCase();
      const matching = tree.all.filter(
        (node) =>
          (parent_id === undefined || (node.parent?.id ?? 0) === parent_id) &&
          (needle === undefined || node.name.toLowerCase().includes(needle)) &&
          (searchCounts === undefined || searchCounts.has(node.id)),
      );
      reply.header(TOTAL_COUNT_HEADER, matching.length);
      return {
        data: matching.slice(_start, _start + limit).map((node) => ({
          ...withoutChildren(node),
          ...(searchCounts && { productCount: searchCounts.get(node.id) ?? 0 }),
        })),
        total: matching.length,
      };
    },
  );

  app.get(
    '/categories/tree',
    {
      schema: {
        tags: ['catalog'],
        summary: 'The whole category tree',
        headers: storeHeaders,
        response: { 200: dataResponse(z.array(categoryTreeNodeSchema)) },
      },
    },
    async (request) => {
      const tree = await app.categories.tree(request.storeId);
      return { data: tree.roots };
    },
  );

  app.get(
    '/categories/:id',
    {
      schema: {
        tags: ['catalog'],
        summary: 'One category with its direct children',
        headers: storeHeaders,
        params: categoryIdParams,
        response: {
          200: dataResponse(categoryWithChildrenSchema),
          400: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const tree = await app.categories.tree(request.storeId);
      const node = tree.byId.get(request.params.id);
      if (!node) throw notFound(`Category ${request.params.id} not found in this store`);
      return { data: { ...withoutChildren(node), children: node.children.map(withoutChildren) } };
    },
  );
};

export default categoryRoutes;
