// GET /products, /products/{id} and /products/inventories/{sku}.
import {
  dataResponse,
  inventorySchema,
  productFacetsSchema,
  productListSchema,
  productSchema,
  TOTAL_COUNT_HEADER,
} from '@storefront/contract/records';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../../http-error.js';
import { errorResponse, storeHeaders } from '../../../schemas/common.js';
import type { ProductFilters } from './repository.js';
import {
  inventoryParams,
  listProductsQuery,
  productFacetsQuery,
  productIdParams,
  specFiltersOf,
} from './schemas.js';

/** The filters of a list or facets query, spec filters read from their `spec.` parameters. */
export function filtersOf(
  query: Record<string, unknown> & {
    categoryId?: number | undefined;
    brandId?: number | undefined;
    parent_id?: number | undefined;
    search?: string | undefined;
    inStock: boolean;
    minPrice?: number | undefined;
    maxPrice?: number | undefined;
    fits?: number[] | undefined;
  },
): ProductFilters {
  const { categoryId, brandId, parent_id, search, inStock, minPrice, maxPrice, fits } = query;
  return {
    categoryId,
    brandId,
    parentId: parent_id,
    search,
    inStock,
    minPrice,
    maxPrice,
    specs: specFiltersOf(query),
    fitsModelIds: fits,
  };
}

/** What the filter parameters mean, for both routes' documentation. */
const FILTERS_DESCRIPTION =
  "`categoryId` includes the whole subtree. `search` matches words in any order and form, corrects typos (`didYouMean`) and matches part numbers however typed. `inStock=true` keeps products with stock on hand; `minPrice`/`maxPrice` bound the price before discount. `fits` keeps the parts of the given equipment models. Spec filters (see GET /products/facets for a list's specs): `spec.<key>=<value>` repeated for any of several choices (a number spec takes its exact numbers), `spec.<key>.min` and `spec.<key>.max` bound a number spec.";

const productRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products',
    {
      schema: {
        tags: ['catalog'],
        summary: 'List products',
        description: `Relevance (a search's best matches first, else newest first) unless \`sort\` says otherwise. ${FILTERS_DESCRIPTION}`,
        headers: storeHeaders,
        querystring: listProductsQuery,
        response: { 200: productListSchema, 400: errorResponse },
      },
    },
    async (request, reply) => {
      const { limit, _start, sort } = request.query;
      const { products, total, didYouMean } = await app.products.list(
        request.storeId,
        filtersOf(request.query),
        { start: _start, limit, sort },
      );
      reply.header(TOTAL_COUNT_HEADER, total);
      return didYouMean ? { data: products, total, didYouMean } : { data: products, total };
    },
  );

  app.get(
    '/products/facets',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Filter counts of a product list',
        description: `Takes the filters of GET /products. Each facet is counted with every other filter applied but not its own. ${FILTERS_DESCRIPTION}`,
        headers: storeHeaders,
        querystring: productFacetsQuery,
        response: { 200: dataResponse(productFacetsSchema), 400: errorResponse },
      },
    },
    async (request) => ({
      data: await app.products.facets(request.storeId, filtersOf(request.query)),
    }),
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
