// The checkout domain (SPEC §7 Checkout and payment): create-session and verify-session for the
// store of X-Store-ID, the provider's webhook, and the disabled payment paths. The provider is the
// official SDK from configuration; without a key the routes answer that it is not enabled.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type Stripe from 'stripe';
import type { CheckoutConfig } from '../../config.js';
import { repeatWhileUp } from '../../plugins/app/repeat-while-up.js';
import { emptyCatalogCacheAfterWrites } from '../catalog/response-cache.js';
import { createCheckoutService, type CheckoutService } from './checkout-service.js';
import disabledPaymentRoutes from './disabled-routes.js';
import { createPaymentProvider } from './payment-provider.js';
import checkoutRoutes from './routes.js';
import webhookRoute from './webhook-route.js';

/** The configured provider: its SDK client, the webhook's secret and the checkout service over it. */
export interface CheckoutProvider {
  stripe: Stripe;
  webhookSecret: string;
  service: CheckoutService;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment provider and the checkout service; null when no STRIPE_SECRET_KEY is set. */
    checkout: CheckoutProvider | null;
  }
}

/** How often unpaid orders whose webhook never came are settled with the provider. */
const RESERVATION_SWEEP_MS = 5 * 60 * 1000;

/** Decorates the app with `checkout` (the provider and service) and runs the reservation sweep. */
export const checkoutProvider = fp(
  async function checkoutProvider(app: FastifyInstance, config: CheckoutConfig) {
    const stripe = createPaymentProvider(config.provider, (answered) =>
      app.dependencies.report('paymentProvider', answered),
    );
    if (!stripe || !config.provider) {
      app.log.info(
        'STRIPE_SECRET_KEY is not set: checkout answers that card payment is not enabled',
      );
      app.dependencies.turnOff('paymentProvider');
      app.decorate('checkout', null);
      return;
    }
    const service = createCheckoutService({
      db: app.db,
      products: app.products,
      accounts: app.accounts,
      stripe,
      storefrontUrls: config.storefrontUrls,
      unpaidLimits: config.unpaidLimits,
      log: app.log.child({ module: 'checkout' }),
    });
    app.decorate('checkout', { stripe, webhookSecret: config.provider.webhookSecret, service });
    repeatWhileUp(
      app,
      RESERVATION_SWEEP_MS,
      () => service.sweepStaleReservations(),
      'reservation sweep',
    );
  },
  {
    name: 'checkout-provider',
    dependencies: ['database', 'catalog-repositories', 'customer-auth', 'dependency-status'],
  },
);

/** The checkout routes, registered under /store-api. */
export async function checkoutRoutesPlugin(app: FastifyInstance) {
  // A checkout reserves stock and an expired session releases it.
  emptyCatalogCacheAfterWrites(app);
  await app.register(async (scoped) => {
    scoped.addHook('onRequest', scoped.requireStore);
    await scoped.register(checkoutRoutes);
  });
  await app.register(webhookRoute);
}

export { checkoutRoutesPlugin as checkoutRoutes, disabledPaymentRoutes };
