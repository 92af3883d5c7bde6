// The checkout domain (SPEC §7 Checkout and payment): create-session and verify-session for the
// store of X-Store-ID, the provider's webhook, and the disabled payment paths. The provider is the
// official SDK from configuration; without a key the routes answer that it is not enabled.
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import type { CheckoutConfig } from '../../config.js';
import { createCheckoutService, type CheckoutService } from './checkout-service.js';
import disabledPaymentRoutes from './disabled-routes.js';
import { createPaymentProvider } from './payment-provider.js';
import checkoutRoutes from './routes.js';
import webhookRoute from './webhook-route.js';

export { DISABLED_PAYMENT_PATHS } from './disabled-routes.js';

/** The configured provider: its SDK client, the webhook's secret and the checkout service over it. */
export interface CheckoutProvider {
  stripe: Stripe;
  webhookSecret: string;
  service: CheckoutService;
}

function checkoutProvider(app: FastifyInstance, config: CheckoutConfig): CheckoutProvider | null {
  const stripe = createPaymentProvider(config.provider);
  if (!stripe || !config.provider) {
    app.log.info('STRIPE_SECRET_KEY is not set: checkout answers that card payment is not enabled');
    return null;
  }
  return {
    stripe,
    webhookSecret: config.provider.webhookSecret,
    service: createCheckoutService({
      db: app.db,
      products: app.products,
      accounts: app.accounts,
      stripe,
      storefrontUrls: config.storefrontUrls,
      log: app.log.child({ module: 'checkout' }),
    }),
  };
}

/** Registered under /store-api. */
export async function checkoutRoutesPlugin(app: FastifyInstance, config: CheckoutConfig) {
  const provider = checkoutProvider(app, config);
  await app.register(async (scoped) => {
    scoped.addHook('onRequest', scoped.requireStore);
    await scoped.register(checkoutRoutes, { provider });
  });
  await app.register(webhookRoute, { provider });
}

export { checkoutRoutesPlugin as checkoutRoutes, disabledPaymentRoutes };
