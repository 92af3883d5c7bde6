// Test helpers for the checkout: the payment sandbox in-process (the real SDK talks to it), its
// webhooks caught by a local receiver and replayed into the app as often as a test wants, and a
// valid create-session body.
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { startSandbox, type RunningSandbox } from 'payment-sandbox';
import {
  sdkClient,
  submitPaymentForm,
  TEST_SECRET_KEY,
} from 'payment-sandbox/testing/sandbox-client';
import {
  startWebhookReceiver,
  type ReceivedWebhook,
  type WebhookReceiver,
} from 'payment-sandbox/testing/webhook-receiver';
import type { CheckoutSessionBody } from '@storefront/contract/validation';
import { discountedPrice } from '@storefront/contract';
import type { Db } from '../db/connection.js';
import { callApi } from './customers.js';

export interface CheckoutSandbox {
  sandbox: RunningSandbox;
  /** The SDK on the sandbox, as the test's own view of the provider. */
  stripe: Stripe;
  /** Every event the sandbox sent. */
  webhooks: WebhookReceiver;
  /** The store API's configuration for this sandbox. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startCheckoutSandbox(): Promise<CheckoutSandbox> {
  const webhooks = await startWebhookReceiver();
  const sandbox = await startSandbox({ config: { webhookEndpoints: [webhooks.url] } });
  return {
    sandbox,
    stripe: sdkClient(sandbox),
    webhooks,
    env: {
      STRIPE_SECRET_KEY: TEST_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: sandbox.webhookSecret,
      STRIPE_API_HOST: sandbox.host,
      STRIPE_API_PORT: String(sandbox.port),
      STRIPE_API_PROTOCOL: 'http',
    },
    async close() {
      await sandbox.close();
      await webhooks.close();
    },
  };
}

/** Pays a session on the hosted page with 4242 4242 4242 4242 (or the card given). */
export async function payOnHostedPage(url: string, cardNumber = '4242 4242 4242 4242') {
  const response = await submitPaymentForm(url, { card_number: cardNumber });
  return response.status;
}

/** Posts a webhook delivery to the app exactly as it was signed. */
export async function deliverWebhook(
  app: FastifyInstance,
  delivery: Pick<ReceivedWebhook, 'body' | 'headers'>,
) {
  const response = await app.inject({
    method: 'POST',
    url: '/store-api/checkout/webhook',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': String(delivery.headers['stripe-signature'] ?? ''),
    },
    payload: delivery.body,
  });
  return response.statusCode;
}

/** A delivery of a hand-made event, signed with `secret` the way the provider signs. */
export function signedDelivery(event: object, secret: string) {
  const body = JSON.stringify(event);
  const header = Stripe.webhooks.generateTestHeaderString({ payload: body, secret });
  return { body, headers: { 'stripe-signature': header } };
}

export const TEST_ADDRESS = {
  first_name: 'Ann',
  last_name: 'Lee',
  address1: '12 Main St',
  address2: 'Apt 4',
  city: 'Austin',
  state: 'TX',
  postal_code: '78701',
  country: 'US',
  phone: '(512) 555-0100',
};

/** A guest's body for the given lines; prices sent are whatever the test says (ignored). */
export function checkoutBody(
  items: Array<{ id: number; itemQuantity: number; price?: number }>,
  overrides: Partial<CheckoutSessionBody> = {},
): CheckoutSessionBody {
  return {
    items: items.map((item) => ({ itemName: 'x', sku: 'x', price: 0.01, ...item })),
    customer: {
      first_name: 'Ann',
      last_name: 'Lee',
      email: 'ann.lee@example.com',
      phone: '(512) 555-0100',
    },
    shippingAddress: TEST_ADDRESS,
    billingAddress: TEST_ADDRESS,
    origin: 'https://evil.example',
    shipping_fee: 0,
    ...overrides,
  };
}

export interface CreatedSession {
  status: number;
  sessionId: string;
  url: string;
  error?: string;
}

export async function createSession(
  app: FastifyInstance,
  body: unknown,
  { store = 'hvac', token }: { store?: string; token?: string } = {},
): Promise<CreatedSession> {
  const { status, body: answer } = await callApi<{
    sessionId: string;
    url: string;
    error?: string;
  }>(app, { method: 'POST', path: '/checkout/create-session', store, token, body });
  return { status, ...answer };
}

export interface StockedProduct {
  id: number;
  sku: string;
  /** What one unit costs at checkout, in cents, as the catalogue says. */
  unitCents: number;
}

let productsTaken = 0;

/** A product of the store no other test uses, with exactly `units` in stock. */
export async function stockedProduct(
  db: Db,
  units: number,
  store = 'hvac',
): Promise<StockedProduct> {
  const row = await db
    .selectFrom('products')
    .select(['id', 'sku', 'price', 'discount'])
    .where('store_id', '=', store)
    .where('is_active', '=', true)
    .orderBy('id')
    .offset(productsTaken++)
    .limit(1)
    .executeTakeFirstOrThrow();
  // A parcel, whatever the seed made it: the tests' shipping is the flat charge unless they say.
  await db
    .updateTable('products')
    .set({ shipping_class: 'parcel', weight_oz: 32 })
    .where('id', '=', row.id)
    .execute();
  await db
    .updateTable('inventory')
    .set({ total_on_hand: units })
    .where('store_id', '=', store)
    .where('sku', '=', row.sku)
    .execute();
  return {
    id: row.id,
    sku: row.sku,
    unitCents: Math.round(discountedPrice(Number(row.price), row.discount) * 100),
  };
}

export async function stockOf(db: Db, sku: string, store = 'hvac'): Promise<number> {
  const row = await db
    .selectFrom('inventory')
    .select('total_on_hand')
    .where('store_id', '=', store)
    .where('sku', '=', sku)
    .executeTakeFirstOrThrow();
  return row.total_on_hand;
}

/** The order a checkout session was created for, with its payment row. */
export async function orderOfSession(db: Db, sessionId: string) {
  const order = await db
    .selectFrom('orders')
    .selectAll()
    .where('provider_session_id', '=', sessionId)
    .executeTakeFirstOrThrow();
  const payment = await db
    .selectFrom('payments')
    .selectAll()
    .where('order_id', '=', order.id)
    .executeTakeFirstOrThrow();
  return { order, payment };
}
