// GET /models and /models/{id}: equipment models found by model number, brand and kind, and one
// model with its diagram sections and the parts at each callout. (The diagrams themselves are
// pictures, served with the other generated images.) GET /products/{id}/models and
// /products/{id}/fit: the models one part fits, and whether it fits a shopper's saved models.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../../http-error.js';
import {
  dataResponse,
  equipmentModelDetailSchema,
  equipmentModelSchema,
  productFitSchema,
  TOTAL_COUNT_HEADER,
} from '@storefront/contract/records';
import { errorResponse, listResponse, storeHeaders } from '../../../schemas/common.js';
import { productIdParams } from '../products/schemas.js';
import { listModelsQuery, modelIdParams, productFitQuery, productModelsQuery } from './schemas.js';

const modelRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/models',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Find equipment models by model number (however typed), brand and kind',
        headers: storeHeaders,
        querystring: listModelsQuery,
        response: { 200: listResponse(equipmentModelSchema), 400: errorResponse },
      },
    },
    async (request, reply) => {
      const { _start, limit, search, brand, kind } = request.query;
      const { models, total } = await app.models.list(request.storeId, {
        search,
        brand,
        kind,
        start: _start,
        limit,
      });
      reply.header(TOTAL_COUNT_HEADER, total);
      return { data: models, total };
    },
  );

  app.get(
    '/models/:id',
    {
      schema: {
        tags: ['catalog'],
        summary: 'One equipment model with its diagram sections and parts by callout',
        headers: storeHeaders,
        params: modelIdParams,
        response: {
          200: dataResponse(equipmentModelDetailSchema),
          400: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const model = await app.models.findById(request.storeId, request.params.id);
      if (!model) throw notFound(`Model ${request.params.id} not found in this store`);
      return { data: model };
    },
  );

  app.get(
    '/products/:id/models',
    {
      schema: {
        tags: ['catalog'],
        summary: 'The equipment models a part fits, by brand and model number',
        headers: storeHeaders,
        params: productIdParams,
        querystring: productModelsQuery,
        response: {
          200: listResponse(equipmentModelSchema),
          400: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const page = await app.models.fittedBy(request.storeId, id, {
        start: request.query._start,
        limit: request.query.limit,
      });
      if (!page) throw notFound(`Product ${id} not found in this store`);
      reply.header(TOTAL_COUNT_HEADER, page.total);
      return { data: page.models, total: page.total };
    },
  );

  app.get(
    '/products/:id/fit',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Whether a part fits each of the given equipment models',
        description:
          'fits, does-not-fit (the part fits other models, not this one) or unknown (the part has no fitment data: check fit). Ids of no model of the store are left out of the answer.',
        headers: storeHeaders,
        params: productIdParams,
        querystring: productFitQuery,
        response: {
          200: dataResponse(z.array(productFitSchema)),
          400: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const fit = await app.models.fitOf(request.storeId, id, request.query.models);
      if (!fit) throw notFound(`Product ${id} not found in this store`);
      return { data: fit };
    },
  );
};

export default modelRoutes;
