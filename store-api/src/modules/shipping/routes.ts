// POST /shipping/validate and /shipping/estimate (SPEC §7, rules of §5 and §9): the contiguous 48
// states and DC, a 5 or 5+4 digit ZIP, the store's configured charge, free from the threshold on.
import {
  dataResponse,
  shippingEstimateRecord,
  shippingValidationRecord,
} from '@storefront/contract/records';
import { FREE_SHIPPING_THRESHOLD } from '@storefront/contract';
import { shippingServerAddressSchema } from '@storefront/contract/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { badRequest } from '../../http-error.js';
import { errorResponse, storeHeaders } from '../../schemas/common.js';
import { shippingAddressInput, shippingEstimateBody, shippingValidateBody } from './schemas.js';

/** The address normalised, or a 400 with the first SPEC §5 message it breaks. */
function shippableAddress(address: z.infer<typeof shippingAddressInput>) {
  const result = shippingServerAddressSchema.safeParse(address);
  if (!result.success) {
    throw badRequest(result.error.issues[0]?.message ?? 'Please fill in all required fields');
  }
  return result.data;
}

function checkStoreId(sent: string | undefined, storeId: string): void {
  if (sent !== undefined && sent.trim().toLowerCase() !== storeId) {
    throw badRequest('store_id does not name the store of the X-Store-ID header');
  }
}

const shippingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireStore);

  app.post(
    '/shipping/validate',
    {
      schema: {
        tags: ['shipping'],
        summary: 'Check that the store ships to an address',
        description: "400 with SPEC §5's message when it does not (Alaska, Hawaii, a bad ZIP...).",
        headers: storeHeaders,
        body: shippingValidateBody,
        response: { 200: dataResponse(shippingValidationRecord), 400: errorResponse },
      },
    },
    async (request) => {
      checkStoreId(request.body.store_id, request.storeId);
      return { data: { valid: true as const, address: shippableAddress(request.body.address) } };
    },
  );

  app.post(
    '/shipping/estimate',
    {
      schema: {
        tags: ['shipping'],
        summary: 'Shipping charge and total for these lines (and address, when given)',
        description:
          "Lines are priced from the database; the charge is the store's configuration, 0 from the free-shipping threshold on.",
        headers: storeHeaders,
        body: shippingEstimateBody,
        response: { 200: dataResponse(shippingEstimateRecord), 400: errorResponse },
      },
    },
    async (request) => {
      const { address, store_id, items } = request.body;
      checkStoreId(store_id, request.storeId);
      if (address) shippableAddress(address);
      const priced = await app.cartService.priceLines(request.storeId, items);
      return {
        data: {
          subtotal: priced.subtotal,
          shipping_charge: priced.shipping_charge,
          total: priced.total,
          free_shipping_threshold: FREE_SHIPPING_THRESHOLD,
          free_shipping: priced.subtotal >= FREE_SHIPPING_THRESHOLD,
        },
      };
    },
  );
};

export default shippingRoutes;
