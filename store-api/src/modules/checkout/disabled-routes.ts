// SPEC §7's other payment paths (the non-provider POST process-payment and the cart's hosted
// checkout POST /api/checkout/create-session) are switched off: they answer 410 with the way in.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@storefront/contract/records';
import { HttpError } from '../../http-error.js';
import { CHECKOUT_MESSAGES } from './messages.js';

export const DISABLED_PAYMENT_PATHS = [
  '/store-api/process-payment',
  '/api/checkout/create-session',
];

const disabledPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const url of DISABLED_PAYMENT_PATHS) {
    app.post(
      url,
      {
        schema: {
          tags: ['checkout'],
          summary: 'Disabled payment path: always 410, use POST /store-api/checkout/create-session',
          response: { 410: errorResponse },
        },
      },
      async () => {
        throw new HttpError(410, CHECKOUT_MESSAGES.paymentPathDisabled);
      },
    );
  }
};

export default disabledPaymentRoutes;
