// The checkout domain (SPEC §7 Checkout and payment): create-session and verify-session for the
// store of X-Store-ID, the provider's webhook, and the disabled payment paths. Its service prices a
// checkout, applies the unpaid-checkout limits and opens the provider's session; the checkout
// itself is the checkout flow (src/flows/checkout.ts), which the routes are given. Without a card
// provider the service is null and the routes answer that it is not enabled.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { CheckoutConfig } from '../../config.js';
import { emptyCatalogCacheAfterWrites } from '../catalog/index.js';
import {
  createCheckoutService,
  type CheckoutFlow,
  type CheckoutService,
} from './checkout-service.js';
import disabledPaymentRoutes from './disabled-routes.js';
import checkoutRoutes from './routes.js';
import webhookRoute from './webhook-route.js';

export {
  orderIdOf,
  PAYMENT_PROVIDER,
  paymentIntentIdOf,
  paymentMismatch,
  PROVIDER_CHECK_INTERVAL_SECONDS,
  SWEEP_BATCH,
  type CheckoutFlow,
  type CheckoutRequest,
  type CheckoutService,
} from './checkout-service.js';
export { CHECKOUT_MESSAGES } from './messages.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The checkout service; null when no card provider is configured. */
    checkout: CheckoutService | null;
  }
}

/** Decorates the app with `checkout`, the checkout service over the card provider. */
export const checkoutService = fp(
  async function checkoutService(app: FastifyInstance, config: CheckoutConfig) {
    const service =
      app.payments &&
      createCheckoutService({
        stripe: app.payments.stripe,
        storefrontUrls: config.storefrontUrls,
        unpaidLimits: config.unpaidLimits,
      });
    app.decorate('checkout', service);
  },
  { name: 'checkout-service', dependencies: ['payment-provider'] },
);

/** The checkout routes, registered under /store-api, calling the checkout flow. */
export async function checkoutRoutesPlugin(
  app: FastifyInstance,
  options: { flow: CheckoutFlow | null },
) {
  // A checkout reserves stock and an expired session releases it.
  emptyCatalogCacheAfterWrites(app);
  await app.register(async (scoped) => {
    scoped.addHook('onRequest', scoped.requireStore);
    await scoped.register(checkoutRoutes, options);
  });
  await app.register(webhookRoute, options);
}

export { checkoutRoutesPlugin as checkoutRoutes, disabledPaymentRoutes };
