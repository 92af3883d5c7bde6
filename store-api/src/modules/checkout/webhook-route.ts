// POST /checkout/webhook: the provider's signed events. The body is kept raw (this route only) so
// the SDK's constructEvent can check the Stripe-Signature over the exact bytes that were signed.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import { errorResponse } from '@storefront/contract/records';
import { z } from 'zod';
import { badRequest } from '../../http-error.js';
import { BODY_LIMITS } from '../../plugins/app/input-guard.js';
import type { CheckoutFlow } from './checkout-service.js';
import { CHECKOUT_MESSAGES } from './messages.js';

const webhookRoute: FastifyPluginAsyncZod<{ flow: CheckoutFlow | null }> = async (
  app,
  { flow },
) => {
  const provider = app.payments;
  // Every content type arrives as bytes here: whatever was sent, only a valid signature counts.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/checkout/webhook',
    {
      bodyLimit: BODY_LIMITS.webhook,
      schema: {
        tags: ['checkout'],
        summary:
          "The provider's signed events: checkout.session.completed marks the order paid once, checkout.session.expired releases it",
        headers: z.object({
          'stripe-signature': z.string().optional().meta({ description: 't=…,v1=… (HMAC-SHA256)' }),
        }),
        response: {
          200: z.object({ received: z.boolean() }),
          400: errorResponse,
        },
      },
    },
    async (request) => {
      // Without a provider there is no secret, so no event can be genuine.
      if (!provider || !flow) throw badRequest(CHECKOUT_MESSAGES.providerNotEnabled);
      const signature = request.headers['stripe-signature'];
      const body = request.body;
      let event: Stripe.Event;
      try {
        if (!signature || !Buffer.isBuffer(body)) throw new Error('unsigned');
        event = provider.verifyWebhookEvent(body, signature);
      } catch {
        throw badRequest(CHECKOUT_MESSAGES.invalidSignature);
      }
      switch (event.type) {
        case 'checkout.session.completed':
        case 'checkout.session.async_payment_succeeded':
          await flow.completeSession(event.data.object);
          break;
        case 'checkout.session.expired':
          await flow.expireSession(event.data.object);
          break;
        default:
          // Anything else is acknowledged, so the provider stops sending it.
          request.log.debug({ type: event.type }, 'webhook event ignored');
      }
      return { received: true };
    },
  );
};

export default webhookRoute;
