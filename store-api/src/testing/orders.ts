// Test helpers for the orders: a customer's order paid on the sandbox's hosted page (so it has a
// real payment to refund), and moving an order on by hand (shipped, completed, placed days ago).
import type { CheckoutSessionBody } from '@storefront/contract/validation';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/connection.js';
import { callApi } from './customers.js';
import { checkoutBody, createSession, payOnHostedPage, stockedProduct } from './checkout.js';

export interface PaidOrder {
  orderId: number;
  storeOrderId: string;
  sku: string;
  quantity: number;
}

/** `lines` products with `units` in stock each, bought (`quantity` each) and paid by the customer of `token`; `sku` is the first line's. */
export async function placePaidOrder(
  app: FastifyInstance,
  db: Db,
  {
    token,
    store = 'hvac',
    units = 10,
    quantity = 2,
    lines = 1,
    billingAddress,
    unitPrices,
  }: {
    token: string;
    store?: string;
    units?: number;
    quantity?: number;
    lines?: number;
    /** The checkout's billing address, when not the shipping address. */
    billingAddress?: CheckoutSessionBody['billingAddress'];
    /** Each line's unit price in USD, set on its product (no discount) before the checkout. */
    unitPrices?: number[];
  },
): Promise<PaidOrder> {
  const products = [];
  for (let line = 0; line < lines; line += 1) products.push(await stockedProduct(db, units, store));
  for (const [line, price] of (unitPrices ?? []).entries()) {
    const product = products[line];
    if (!product) throw new Error(`no line ${line + 1} to price`);
    await db
      .updateTable('products')
      .set({ price: price.toFixed(2), discount: 0 })
      .where('id', '=', product.id)
      .execute();
  }
  const [product] = products;
  if (!product) throw new Error('an order needs a line');
  const created = await createSession(
    app,
    checkoutBody(
      products.map(({ id }) => ({ id, itemQuantity: quantity })),
      billingAddress ? { billingAddress } : {},
    ),
    { store, token },
  );
  if (created.status !== 200) throw new Error(`create-session answered ${created.status}`);
  if ((await payOnHostedPage(created.url)) !== 303) throw new Error('the payment was refused');
  // verify-session asks the provider, so the test needs no webhook.
  const verified = await callApi<{
    status: string;
    order: { order_id: number; store_order_id: string };
  }>(app, { path: `/checkout/verify-session/${created.sessionId}`, store });
  if (verified.body.status !== 'paid') throw new Error(`the order is ${verified.body.status}`);
  return {
    orderId: verified.body.order.order_id,
    storeOrderId: verified.body.order.store_order_id,
    sku: product.sku,
    quantity,
  };
}

/** Marks every item shipped and the order completed, placed `daysAgo` days ago (minus `slackMinutes`). */
export async function completeOrder(db: Db, orderId: number, daysAgo = 0, slackMinutes = 0) {
  await db
    .updateTable('order_items')
    .set({ tracking_number: `1Z-TEST-${orderId}` })
    .where('order_id', '=', orderId)
    .execute();
  await sql`update orders set status = 'completed', date_completed = now(),
    created_at = now() - make_interval(days => ${daysAgo}) + make_interval(mins => ${slackMinutes})
    where id = ${orderId}`.execute(db);
}
