// /account/equipment: "My equipment" of the signed-in customer (issue 37 item 4). Every route is
// behind requireCustomer and reads or changes only that customer's list, in their store. Each
// answer is the whole list, newest first, as the bus's `equipment:changed` carries it.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dataResponse,
  mergeEquipmentBody,
  saveEquipmentBody,
  savedEquipmentListRecord,
  savedEquipmentMergeRecord,
} from '@storefront/contract/records';
import { MAX_SAVED_EQUIPMENT } from '@storefront/contract';
import { z } from 'zod';
import { badRequest, HttpError, notFound } from '../../http-error.js';
import { errorResponse, idParam, storeHeaders } from '../../schemas/common.js';
import { BEARER_AUTH, signedInCustomer } from '../auth/index.js';
import type { SavedEquipmentRepository } from './repository.js';

const modelIdParams = z.object({ modelId: idParam('Model id') });

export const EQUIPMENT_MESSAGES = {
  unknownModel: (modelId: number) => `Model ${modelId} not found in this store`,
  yearOutsideModel: (modelNumber: string, from: number, to: number) =>
    `Model ${modelNumber} was made for the years ${from} to ${to}: please choose a year in that range.`,
  listFull: `My equipment holds up to ${MAX_SAVED_EQUIPMENT} models. Please remove one before saving another.`,
} as const;

const accountEquipmentRoutes: FastifyPluginAsyncZod<{
  equipment: SavedEquipmentRepository;
}> = async (app, { equipment }) => {
  app.addHook('preHandler', app.requireCustomer);

  const listAnswer = { 200: dataResponse(savedEquipmentListRecord) };
  const authErrors = { 400: errorResponse, 401: errorResponse };

  app.get(
    '/account/equipment',
    {
      schema: {
        tags: ['account'],
        summary: 'The signed-in customer\'s saved equipment ("My equipment"), newest first',
        headers: storeHeaders,
        security: BEARER_AUTH,
        response: { ...listAnswer, ...authErrors },
      },
    },
    async (request) => {
      const { id, storeId } = signedInCustomer(request);
      return { data: await equipment.list(id, storeId) };
    },
  );

  app.put(
    '/account/equipment/:modelId',
    {
      schema: {
        tags: ['account'],
        summary: 'Save a model of the store to My equipment (again: changes its year)',
        headers: storeHeaders,
        security: BEARER_AUTH,
        params: modelIdParams,
        body: saveEquipmentBody,
        response: { ...listAnswer, ...authErrors, 404: errorResponse, 409: errorResponse },
      },
    },
    async (request) => {
      const { id, storeId } = signedInCustomer(request);
      const { modelId } = request.params;
      const outcome = await equipment.save(id, storeId, modelId, request.body.year);
      if (!outcome.saved) {
        switch (outcome.reason) {
          case 'unknown-model':
            throw notFound(EQUIPMENT_MESSAGES.unknownModel(modelId));
          case 'list-full':
            throw new HttpError(409, EQUIPMENT_MESSAGES.listFull);
          case 'year-outside-model':
            throw badRequest(
              EQUIPMENT_MESSAGES.yearOutsideModel(
                outcome.model.model_number,
                outcome.model.year_from,
                outcome.lastYear,
              ),
            );
        }
      }
      return { data: await equipment.list(id, storeId) };
    },
  );

  app.delete(
    '/account/equipment/:modelId',
    {
      schema: {
        tags: ['account'],
        summary: 'Remove a model from My equipment (one not saved: the list as it is)',
        headers: storeHeaders,
        security: BEARER_AUTH,
        params: modelIdParams,
        response: { ...listAnswer, ...authErrors },
      },
    },
    async (request) => {
      const { id, storeId } = signedInCustomer(request);
      await equipment.remove(id, request.params.modelId);
      return { data: await equipment.list(id, storeId) };
    },
  );

  app.post(
    '/account/equipment/merge',
    {
      schema: {
        tags: ['account'],
        summary:
          "Add a guest's saved equipment on sign-in; unknown models and those past the limit are skipped",
        headers: storeHeaders,
        security: BEARER_AUTH,
        body: mergeEquipmentBody,
        response: { 200: dataResponse(savedEquipmentMergeRecord), ...authErrors },
      },
    },
    async (request) => {
      const { id, storeId } = signedInCustomer(request);
      return { data: await equipment.merge(id, storeId, request.body.equipment) };
    },
  );
};

export default accountEquipmentRoutes;
