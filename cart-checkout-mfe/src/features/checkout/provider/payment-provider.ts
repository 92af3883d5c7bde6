// The card provider in the browser: @stripe/stripe-js's loadStripe(publishableKey). Stripe.js comes
// from the runtime env's stripeJsUrl when set (offline: the payment sandbox's stand-in), loaded by
// our own <script> first so loadStripe finds window.Stripe instead of fetching js.stripe.com.
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { getRuntimeEnv } from '@storefront/platform';
import { type RuntimeEnv } from '@storefront/contract/runtime-env';

export const PROVIDER_MESSAGES = {
  notEnabled: 'Card payment through the hosted provider is not enabled in configuration.',
  failedToLoad: 'The payment provider failed to load. Please check your connection and try again.',
  failedToInitialize: 'Stripe failed to initialize. Please try again later.',
  setupFailed: 'Failed to setup payment method',
} as const;

export type ProviderFailure = keyof Omit<typeof PROVIDER_MESSAGES, 'setupFailed'>;

export class ProviderError extends Error {
  constructor(readonly reason: ProviderFailure) {
    super(PROVIDER_MESSAGES[reason]);
    this.name = 'ProviderError';
  }
}

let scriptLoad: Promise<void> | null = null;

/** Loads the configured Stripe.js once; a failed load may be tried again. */
function loadScript(url: string): Promise<void> {
  if (window.Stripe) return Promise.resolve();
  scriptLoad ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      script.remove();
      reject(new ProviderError('failedToLoad'));
    });
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    scriptLoad = null;
    throw error;
  });
  return scriptLoad;
}

/** The provider, or a ProviderError saying which of SPEC §8's failures happened. */
export async function loadPaymentProvider(env: RuntimeEnv = getRuntimeEnv()): Promise<Stripe> {
  const key = env.stripePublishableKey;
  if (!key) throw new ProviderError('notEnabled');
  if (env.stripeJsUrl) await loadScript(env.stripeJsUrl);
  let stripe: Stripe | null;
  try {
    stripe = await loadStripe(key);
  } catch {
    // loadStripe rejects when the script cannot load, throws from Stripe() on a bad key.
    throw new ProviderError(window.Stripe ? 'failedToInitialize' : 'failedToLoad');
  }
  if (!stripe) throw new ProviderError('failedToInitialize');
  return stripe;
}

/** Whether card payment is configured at all (decides Proceed to Payment vs Place Order). */
export function isProviderEnabled(env: RuntimeEnv = getRuntimeEnv()): boolean {
  return Boolean(env.stripePublishableKey);
}

/** Forgets a loaded script (tests). */
export function resetProviderForTests(): void {
  scriptLoad = null;
}
