// The one client of the hosted card provider: the official `stripe` SDK built from the
// configuration, pointed at the payment sandbox when STRIPE_API_HOST says so.
import Stripe from 'stripe';
import type { PaymentProviderConfig } from '../../config.js';

/** The SDK client, or null when no STRIPE_SECRET_KEY is configured. */
export function createPaymentProvider(config: PaymentProviderConfig | null): Stripe | null {
  if (!config) return null;
  return new Stripe(config.secretKey, {
    ...(config.apiOverride ?? {}),
    // The SDK retries with the same Idempotency-Key, so a network blip never makes two sessions.
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
  });
}
