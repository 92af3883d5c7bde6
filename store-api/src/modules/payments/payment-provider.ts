// The one client of the hosted card provider: the official `stripe` SDK built from the
// configuration, pointed at the payment sandbox when STRIPE_API_HOST says so. Every call has a
// time limit and bounded retries, and its outcome is the provider's last known state (/health).
import Stripe from 'stripe';
import type { PaymentProviderConfig } from '../../config.js';

/** Told after each HTTP exchange whether the provider answered (a 5xx counts as not). */
export type ProviderOutcome = (answered: boolean) => void;

/** The SDK client, or null when no STRIPE_SECRET_KEY is configured. */
export function createPaymentProvider(
  config: PaymentProviderConfig | null,
  onOutcome: ProviderOutcome = () => {},
): Stripe | null {
  if (!config) return null;
  return new Stripe(config.secretKey, {
    ...(config.apiOverride ?? {}),
    // The SDK retries with the same Idempotency-Key, so a network blip never makes two sessions.
    maxNetworkRetries: config.maxNetworkRetries,
    timeout: config.timeoutMs,
    httpClient: observedHttpClient(onOutcome),
    telemetry: false,
  });
}

/** The SDK's own Node HTTP client, reporting each exchange's outcome. */
function observedHttpClient(onOutcome: ProviderOutcome) {
  const client = Stripe.createNodeHttpClient();
  const send = client.makeRequest.bind(client);
  client.makeRequest = async (...args) => {
    try {
      const response = await send(...args);
      onOutcome(response.getStatusCode() < 500);
      return response;
    } catch (error) {
      onOutcome(false);
      throw error;
    }
  };
  return client;
}

/**
 * The provider could not be reached, did not answer in time, or failed on its side: the same
 * call may well succeed later. Anything else (a refused request) will not.
 */
export function isProviderUnavailable(error: unknown): boolean {
  if (!(error instanceof Stripe.errors.StripeError)) return false;
  return (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeRateLimitError ||
    // Another request with the same key is still running (two processes retrying one refund).
    error.code === 'idempotency_key_in_use' ||
    (error.statusCode ?? 0) >= 500
  );
}
