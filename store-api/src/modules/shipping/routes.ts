// POST /shipping/validate and /shipping/estimate (SPEC §7, rules of §5 and §9): the contiguous 48
// states and DC, a 5 or 5+4 digit ZIP, the store's configured parcel charge, free once the parcels
// reach the threshold, the freight rule's charge of freight lines and the delivery window to the ZIP.
import {
  dataResponse,
  shippingEstimateRecord,
  shippingValidationRecord,
} from '@storefront/contract/records';
import {
  FREE_SHIPPING_THRESHOLD,
  centsFromDollars,
  deliveryWindowFor,
  getStoreConfig,
  slowestClass,
} from '@storefront/contract';
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
          "Lines are priced from the database: parcels at the store's charge (0 once the parcels reach the free-shipping threshold), freight lines by the store's freight rule; the delivery window is to the address's ZIP (every zone's span without one).",
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
      const parcelSubtotalCents = priced.items
        .filter((line) => line.shipping_class === 'parcel')
        .reduce((sum, line) => sum + centsFromDollars(line.line_total), 0);
      const delivery = deliveryWindowFor(
        slowestClass(priced.items.map((line) => line.shipping_class)),
        address?.postal_code,
        getStoreConfig(request.storeId).delivery,
        new Date().toISOString().slice(0, 10),
      );
      return {
        data: {
          subtotal: priced.subtotal,
          shipping_charge: priced.shipping_charge,
          total: priced.total,
          free_shipping_threshold: FREE_SHIPPING_THRESHOLD,
          free_shipping: parcelSubtotalCents >= centsFromDollars(FREE_SHIPPING_THRESHOLD),
          freight_charge: priced.freight_charge,
          delivery,
        },
      };
    },
  );
};

export default shippingRoutes;
