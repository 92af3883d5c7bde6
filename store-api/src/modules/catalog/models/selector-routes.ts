// The vehicle (year → make → model → engine) and outboard (make → horsepower → year) selectors'
// cascading choices. Each list is of the store named by X-Store-ID; a store without vehicles or
// outboards, or a choice nothing was built for, answers an empty list. The last choice names the
// equipment model (/models/{id}) the "fits" badge and filter work with.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dataResponse,
  outboardYearChoiceSchema,
  vehicleEngineChoiceSchema,
} from '@storefront/contract/records';
import { z } from 'zod';
import { errorResponse, storeHeaders } from '../../../schemas/common.js';
import {
  outboardHorsepowerQuery,
  outboardYearsQuery,
  vehicleEnginesQuery,
  vehicleMakesQuery,
  vehicleModelsQuery,
} from './selector-schemas.js';

const listOf = <T extends z.ZodType>(item: T) => ({
  200: dataResponse(z.array(item)),
  400: errorResponse,
});

const selectorRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = (summary: string) => ({ tags: ['catalog'], summary, headers: storeHeaders });

  app.get(
    '/vehicles/years',
    {
      schema: {
        ...schema('Model years with vehicles, newest first'),
        response: listOf(z.number().int()),
      },
    },
    async (request) => ({ data: await app.vehicleSelector.vehicleYears(request.storeId) }),
  );

  app.get(
    '/vehicles/makes',
    {
      schema: {
        ...schema('Makes with vehicles built in the year'),
        querystring: vehicleMakesQuery,
        response: listOf(z.string()),
      },
    },
    async (request) => ({
      data: await app.vehicleSelector.vehicleMakes(request.storeId, request.query.year),
    }),
  );

  app.get(
    '/vehicles/models',
    {
      schema: {
        ...schema("The make's models built in the year"),
        querystring: vehicleModelsQuery,
        response: listOf(z.string()),
      },
    },
    async (request) => {
      const { year, make } = request.query;
      return { data: await app.vehicleSelector.vehicleModels(request.storeId, year, make) };
    },
  );

  app.get(
    '/vehicles/engines',
    {
      schema: {
        ...schema("The model's engines in the year, each with its vehicle's equipment model id"),
        querystring: vehicleEnginesQuery,
        response: listOf(vehicleEngineChoiceSchema),
      },
    },
    async (request) => {
      const { year, make, model } = request.query;
      return {
        data: await app.vehicleSelector.vehicleEngines(request.storeId, year, make, model),
      };
    },
  );

  app.get(
    '/outboards/makes',
    { schema: { ...schema('Makes of outboards'), response: listOf(z.string()) } },
    async (request) => ({ data: await app.vehicleSelector.outboardMakes(request.storeId) }),
  );

  app.get(
    '/outboards/horsepower',
    {
      schema: {
        ...schema("The make's outboard ratings, smallest first"),
        querystring: outboardHorsepowerQuery,
        response: listOf(z.number()),
      },
    },
    async (request) => ({
      data: await app.vehicleSelector.outboardHorsepower(request.storeId, request.query.make),
    }),
  );

  app.get(
    '/outboards/years',
    {
      schema: {
        ...schema('Years the make built the rating, newest first, each with its model id'),
        querystring: outboardYearsQuery,
        response: listOf(outboardYearChoiceSchema),
      },
    },
    async (request) => {
      const { make, horsepower } = request.query;
      return {
        data: await app.vehicleSelector.outboardYears(request.storeId, make, horsepower),
      };
    },
  );
};

export default selectorRoutes;
