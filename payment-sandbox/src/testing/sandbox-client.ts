// Test helpers: a sandbox on a free port, the official SDK pointed at it, and a shopper paying
// through the hosted page's plain form post.
import Stripe from 'stripe';
import type { SandboxOptions } from '../app.js';
import { startSandbox, type RunningSandbox } from '../start-sandbox.js';

export const TEST_SECRET_KEY = 'sk_test_sandbox';

/** The official SDK, configured the way the store API points it at the sandbox. */
export function sdkClient(sandbox: RunningSandbox, key = TEST_SECRET_KEY): Stripe {
  return new Stripe(key, {
    host: sandbox.host,
    port: sandbox.port,
    protocol: 'http',
    telemetry: false,
  });
}

export interface TestSandbox {
  sandbox: RunningSandbox;
  stripe: Stripe;
}

export async function startTestSandbox(options: SandboxOptions = {}): Promise<TestSandbox> {
  const sandbox = await startSandbox(options);
  return { sandbox, stripe: sdkClient(sandbox) };
}

/** Valid create params: two items of $19.99 × 2 and $5.00, success_url with the id template. */
export function sessionParams(
  overrides: Partial<Stripe.Checkout.SessionCreateParams> = {},
): Stripe.Checkout.SessionCreateParams {
  return {
    mode: 'payment',
    line_items: [
      {
        price_data: {
          currency: 'usd',
          unit_amount: 1999,
          product_data: {
            name: 'Condenser fan motor',
            images: ['http://localhost:4000/store-api/images/fan.svg'],
          },
        },
        quantity: 2,
      },
      {
        price_data: {
          currency: 'usd',
          unit_amount: 500,
          product_data: { name: 'Capacitor 45/5 µF' },
        },
        quantity: 1,
      },
    ],
    success_url: 'http://localhost:3000/checkout/success?session_id={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://localhost:3000/checkout/payment',
    customer_email: 'pat@example.com',
    client_reference_id: 'order-1001',
    metadata: { orderId: '1001', storeId: 'hvac' },
    ...overrides,
  };
}

export interface CardForm {
  card_number?: string;
  card_expiry?: string;
  card_cvc?: string;
  email?: string;
}

export interface SubmitOptions {
  /** Sent as the Origin header, as a browser does on a form post. */
  origin?: string;
  /** The form token to send; by default the one on the page, as the shopper's browser does. */
  formToken?: string | null;
}

/** The hidden form token of a hosted page, or undefined when the page has no form. */
export async function formTokenOf(sessionUrl: string): Promise<string | undefined> {
  const html = await (await fetch(sessionUrl)).text();
  return /<input type="hidden" name="form_token" value="([^"]*)"/.exec(html)?.[1];
}

/**
 * Loads the hosted page and posts its form as a browser without JavaScript would; does not follow
 * redirects.
 */
export async function submitPaymentForm(
  sessionUrl: string,
  form: CardForm = {},
  options: SubmitOptions = {},
): Promise<Response> {
  const formToken =
    options.formToken === undefined ? await formTokenOf(sessionUrl) : options.formToken;
  const fields: Record<string, string> = {
    card_number: '4242 4242 4242 4242',
    card_expiry: '12 / 34',
    card_cvc: '123',
    ...(formToken ? { form_token: formToken } : {}),
    ...(form as Record<string, string>),
  };
  return fetch(sessionUrl, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      ...(options.origin ? { Origin: options.origin } : {}),
    },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

/** A paid session: created through the SDK, paid with 4242 4242 4242 4242. */
export async function createPaidSession(
  stripe: Stripe,
  overrides: Partial<Stripe.Checkout.SessionCreateParams> = {},
): Promise<Stripe.Checkout.Session> {
  const session = await stripe.checkout.sessions.create(sessionParams(overrides));
  const response = await submitPaymentForm(session.url!);
  if (response.status !== 303) throw new Error(`Payment failed with HTTP ${response.status}`);
  return stripe.checkout.sessions.retrieve(session.id);
}
