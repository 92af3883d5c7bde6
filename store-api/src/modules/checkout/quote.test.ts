// POST /checkout/quote: the figures the review step shows are the ones create-session charges,
// discounts and shipping included, priced from the database whatever the browser believed.
import assert from 'node:assert/strict';
import { after, it } from 'node:test';
import type { CheckoutQuoteRecord } from '@storefront/contract/records';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/connection.js';
import { callApi } from '../../testing/customers.js';
import { describeOnEachDatabase } from '../../testing/test-app.js';
import {
  checkoutBody,
  createSession,
  orderOfSession,
  startCheckoutSandbox,
  stockedProduct,
} from '../../testing/checkout.js';
import { CHECKOUT_MESSAGES } from './messages.js';

const provider = await startCheckoutSandbox();
after(() => provider.close());

/** A product of the store with this catalogue price and discount, and stock to spare. */
async function pricedProduct(db: Db, price: string, discount: number) {
  const product = await stockedProduct(db, 50);
  await db.updateTable('products').set({ price, discount }).where('id', '=', product.id).execute();
  return product.id;
}

type Lines = Array<{ id: number; itemQuantity: number; price?: number }>;

const quote = (app: FastifyInstance, items: Lines) =>
  callApi<CheckoutQuoteRecord & { error?: string }>(app, {
    method: 'POST',
    path: '/checkout/quote',
    store: 'hvac',
    body: { items },
  });

/** What create-session charged for the lines: the order's and the provider's totals, in cents. */
async function charged(app: FastifyInstance, db: Db, items: Lines) {
  const created = await createSession(app, checkoutBody(items));
  assert.equal(created.status, 200, created.error);
  const { order } = await orderOfSession(db, created.sessionId);
  const session = await provider.stripe.checkout.sessions.retrieve(created.sessionId);
  return { orderCents: order.total_cents, providerCents: session.amount_total };
}

describeOnEachDatabase(
  'checkout quote',
  (context) => {
    it('quotes the total create-session then charges, with a discount and the shipping charge', async () => {
      const { app, db } = context();
      const fan = await pricedProduct(db, '19.99', 15);
      const filter = await pricedProduct(db, '10.10', 15);
      const items = [
        { id: fan, itemQuantity: 3, price: 0.01 },
        { id: filter, itemQuantity: 1, price: 0.01 },
      ];

      const answer = await quote(app, items);
      assert.equal(answer.status, 200, answer.body.error);
      // 19.99 at 15% off is 16.9915: 16.99; 10.10 at 15% off is 8.585: 8.59 (half a cent up).
      assert.deepEqual(
        answer.body.items.map(({ id, quantity, unit_price, line_total }) => ({
          id,
          quantity,
          unit_price,
          line_total,
        })),
        [
          { id: fan, quantity: 3, unit_price: 16.99, line_total: 50.97 },
          { id: filter, quantity: 1, unit_price: 8.59, line_total: 8.59 },
        ],
      );
      assert.equal(answer.body.subtotal, 59.56);
      assert.equal(answer.body.shipping_charge, 5);
      assert.equal(answer.body.total, 64.56);

      assert.deepEqual(await charged(app, db, items), { orderCents: 6456, providerCents: 6456 });
    });

    it('quotes free shipping from $100.00 on, as create-session charges it', async () => {
      const { app, db } = context();
      const heater = await pricedProduct(db, '50.00', 0);
      const items = [{ id: heater, itemQuantity: 2 }];

      const answer = await quote(app, items);
      assert.equal(answer.status, 200, answer.body.error);
      assert.equal(answer.body.subtotal, 100);
      assert.equal(answer.body.shipping_charge, 0);
      assert.equal(answer.body.total, 100);

      assert.deepEqual(await charged(app, db, items), { orderCents: 10000, providerCents: 10000 });
    });

    it("quotes the database's price after it changed, not the one the browser had", async () => {
      const { app, db } = context();
      const pump = await pricedProduct(db, '20.00', 0);
      await db.updateTable('products').set({ price: '25.00' }).where('id', '=', pump).execute();

      const answer = await quote(app, [{ id: pump, itemQuantity: 2, price: 20 }]);
      assert.equal(answer.status, 200, answer.body.error);
      assert.equal(answer.body.subtotal, 50);
      assert.equal(answer.body.total, 55);
    });

    it('counts a product named on two lines once, as create-session does', async () => {
      const { app, db } = context();
      const valve = await pricedProduct(db, '12.50', 0);

      const answer = await quote(app, [
        { id: valve, itemQuantity: 1 },
        { id: valve, itemQuantity: 2 },
      ]);
      assert.equal(answer.status, 200, answer.body.error);
      assert.deepEqual(
        answer.body.items.map(({ id, quantity, line_total }) => ({ id, quantity, line_total })),
        [{ id: valve, quantity: 3, line_total: 37.5 }],
      );
    });

    it('refuses a product the store does not sell with the message create-session gives', async () => {
      const { app } = context();
      const answer = await quote(app, [{ id: 2_000_000_000, itemQuantity: 1 }]);
      assert.equal(answer.status, 409);
      assert.equal(answer.body.error, CHECKOUT_MESSAGES.productUnavailable(2_000_000_000));
    });

    it('refuses an empty cart with 400', async () => {
      const { app } = context();
      const answer = await quote(app, []);
      assert.equal(answer.status, 400);
      assert.equal(answer.body.error, 'Invalid body field "items": Your cart is empty');
    });
  },
  { env: provider.env },
);
