// The payments module: the hosted card provider (the official SDK from configuration, or null
// without STRIPE_SECRET_KEY), the provider's side of its signed webhook, and the refunds of
// cancelled orders with their retry loop. Other modules and the flows use it through this file.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type Stripe from 'stripe';
import type { PaymentProviderConfig } from '../../config.js';
import { createPaymentProvider } from './payment-provider.js';

export { isProviderUnavailable } from './payment-provider.js';
export {
  refundIdempotencyKey,
  returnRefundIdempotencyKey,
  REFUND_LEASE_MS,
  inMilliseconds,
  returnRefundOf,
} from './refund-repository.js';
export type { OwedRefund } from './refund-repository.js';
export { refundRetries, type Refunds } from './refunds.js';

/** The configured provider: its SDK client and the check of its webhook's signature. */
export interface PaymentProvider {
  stripe: Stripe;
  /** The event of a webhook delivery; throws when the signature is not the provider's. */
  verifyWebhookEvent(body: Buffer, signature: string): Stripe.Event;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The card provider; null when no STRIPE_SECRET_KEY is set. */
    payments: PaymentProvider | null;
  }
}

/** Decorates the app with `payments`, the provider whose outcomes /health reports. */
export const paymentProvider = fp(
  async function paymentProvider(
    app: FastifyInstance,
    { config }: { config: PaymentProviderConfig | null },
  ) {
    const stripe = createPaymentProvider(config, (answered) =>
      app.dependencies.report('paymentProvider', answered),
    );
    if (!stripe || !config) {
      app.log.info(
        'STRIPE_SECRET_KEY is not set: checkout answers that card payment is not enabled',
      );
      app.dependencies.turnOff('paymentProvider');
      app.decorate('payments', null);
      return;
    }
    app.decorate('payments', {
      stripe,
      verifyWebhookEvent: (body, signature) =>
        stripe.webhooks.constructEvent(body, signature, config.webhookSecret),
    });
  },
  { name: 'payment-provider', dependencies: ['dependency-status'] },
);
