// GET /models and /models/{id}: equipment models found by model number, brand and kind, and one
// model with its diagram sections and the parts at each callout. (The diagrams themselves are
// pictures, served with the other generated images.)
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../../http-error.js';
import {
  dataResponse,
  equipmentModelDetailSchema,
  equipmentModelSchema,
  TOTAL_COUNT_HEADER,
} from '@storefront/shared/contract';
import { errorResponse, listResponse, storeHeaders } from '../../../schemas/common.js';
import { listModelsQuery, modelIdParams } from './schemas.js';

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
};

export default modelRoutes;
