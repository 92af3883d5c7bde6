// Freight (issue 40 item 7): a condensing unit that ships by freight pays the store's freight rule
// ($99.00 a shipment for 150 lb, $0.50 each pound over) in the cart, the quote, the order and the
// provider's session; the free-shipping threshold frees parcels only; the shipping estimate gives
// the delivery window of the ZIP's zone.
import assert from 'node:assert/strict';
import { after, it } from 'node:test';
import type { CartRecord, CheckoutQuoteRecord } from '@storefront/contract/records';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/connection.js';
import { newGuestId, send } from '../../testing/cart.js';
import { callApi } from '../../testing/customers.js';
import { describeOnEachDatabase } from '../../testing/test-app.js';
import {
  checkoutBody,
  createSession,
  orderOfSession,
  startCheckoutSandbox,
  stockedProduct,
  stockOf,
} from '../../testing/checkout.js';

const provider = await startCheckoutSandbox();
after(() => provider.close());

/** A product of the store at this price, class and weight (ounces), with stock to spare. */
async function product(db: Db, price: string, shippingClass: 'parcel' | 'freight', weightOz = 32) {
  const stocked = await stockedProduct(db, 20);
  await db
    .updateTable('products')
    .set({ price, discount: 0, shipping_class: shippingClass, weight_oz: weightOz })
    .where('id', '=', stocked.id)
    .execute();
  return stocked;
}

/** The condensing unit of the report: $3,289.99, 200 lb crated. */
const condensingUnit = (db: Db) => product(db, '3289.99', 'freight', 3200);

type Lines = Array<{ id: number; itemQuantity: number }>;

const quote = (app: FastifyInstance, items: Lines) =>
  callApi<CheckoutQuoteRecord & { error?: string }>(app, {
    method: 'POST',
    path: '/checkout/quote',
    store: 'hvac',
    body: { items },
  });

const totalsOf = ({ subtotal, shipping_charge, freight_charge, total }: CheckoutQuoteRecord) => ({
  subtotal,
  shipping_charge,
  freight_charge,
  total,
});

interface Estimate {
  data: {
    shipping_charge: number;
    freight_charge: number;
    delivery: {
      minDays: number;
      maxDays: number;
      earliest: string;
      latest: string;
      zone: string | null;
    };
  };
}

const estimate = (app: FastifyInstance, productId: number, postalCode?: string) =>
  send<Estimate>(app, 'POST', '/shipping/estimate', {
    items: [{ productId, quantity: 1 }],
    ...(postalCode && {
      address: {
        street: '1 Main St',
        city: 'Town',
        state: 'TX',
        postal_code: postalCode,
        country: 'US',
      },
    }),
  });

describeOnEachDatabase(
  'freight shipping',
  (context) => {
    it('charges one freight item the freight rule in the quote, the order and the provider session', async () => {
      const { app, db } = context();
      const unit = await condensingUnit(db);
      const items = [{ id: unit.id, itemQuantity: 1 }];

      const answer = await quote(app, items);
      assert.equal(answer.status, 200, answer.body.error);
      assert.deepEqual(totalsOf(answer.body), {
        subtotal: 3289.99,
        shipping_charge: 124,
        freight_charge: 124,
        total: 3413.99,
      });

      const created = await createSession(app, checkoutBody(items));
      assert.equal(created.status, 200, created.error);
      const { order } = await orderOfSession(db, created.sessionId);
      assert.deepEqual(
        {
          subtotal: order.subtotal_cents,
          shipping: order.shipping_cents,
          freight: order.freight_cents,
          total: order.total_cents,
        },
        { subtotal: 328999, shipping: 12400, freight: 12400, total: 341399 },
      );
      const lines = await provider.stripe.checkout.sessions.listLineItems(created.sessionId);
      assert.deepEqual(
        lines.data.map((line) => [line.quantity, line.amount_total]),
        [
          [1, 328999],
          [1, 12400],
        ],
      );
      assert.equal(lines.data[1]?.description, 'Freight delivery');
      // The reservation is the one a parcel's would be: one unit off the stock.
      assert.equal(await stockOf(db, unit.sku), 19);
    });

    it('ships parcels over the threshold free beside a freight item, which is still charged', async () => {
      const { app, db } = context();
      const unit = await condensingUnit(db);
      const filter = await product(db, '60.00', 'parcel');
      const items = [
        { id: unit.id, itemQuantity: 1 },
        { id: filter.id, itemQuantity: 2 },
      ];
      const answer = await quote(app, items);
      assert.equal(answer.status, 200, answer.body.error);
      assert.deepEqual(totalsOf(answer.body), {
        subtotal: 3409.99,
        shipping_charge: 124,
        freight_charge: 124,
        total: 3533.99,
      });

      const created = await createSession(app, checkoutBody(items));
      assert.equal(created.status, 200, created.error);
      const lines = await provider.stripe.checkout.sessions.listLineItems(created.sessionId);
      assert.deepEqual(
        lines.data.slice(2).map((line) => [line.description, line.amount_total]),
        [['Freight delivery', 12400]],
      );
      const session = await provider.stripe.checkout.sessions.retrieve(created.sessionId);
      assert.equal(session.amount_total, 353399);
    });

    it('charges a freight item and parcels under the threshold both: $124.00 + $5.00', async () => {
      const { app, db } = context();
      const unit = await condensingUnit(db);
      const capacitor = await product(db, '20.00', 'parcel');
      const answer = await quote(app, [
        { id: unit.id, itemQuantity: 1 },
        { id: capacitor.id, itemQuantity: 1 },
      ]);
      assert.deepEqual(totalsOf(answer.body), {
        subtotal: 3309.99,
        shipping_charge: 129,
        freight_charge: 124,
        total: 3438.99,
      });
    });

    it('prices parcels only as before: $5.00 below $100, free from it, no freight', async () => {
      const { app, db } = context();
      const motor = await product(db, '45.00', 'parcel');
      assert.deepEqual(totalsOf((await quote(app, [{ id: motor.id, itemQuantity: 2 }])).body), {
        subtotal: 90,
        shipping_charge: 5,
        freight_charge: 0,
        total: 95,
      });
      assert.deepEqual(totalsOf((await quote(app, [{ id: motor.id, itemQuantity: 3 }])).body), {
        subtotal: 135,
        shipping_charge: 0,
        freight_charge: 0,
        total: 135,
      });
    });

    it("shows the freight charge in the guest's cart", async () => {
      const { app, db } = context();
      const unit = await condensingUnit(db);
      const guestId = newGuestId();
      const { status, body } = await send<CartRecord>(app, 'PUT', `/cart/guest/${guestId}`, {
        items: [{ productId: unit.id, quantity: 1 }],
      });
      assert.equal(status, 200);
      assert.deepEqual(
        {
          subtotal: body.subtotal,
          shipping_charge: body.shipping_charge,
          freight_charge: body.freight_charge,
          total: body.total,
          line: [body.items[0]?.shipping_class, body.items[0]?.weight_lb],
        },
        {
          subtotal: 3289.99,
          shipping_charge: 124,
          freight_charge: 124,
          total: 3413.99,
          line: ['freight', 200],
        },
      );
    });

    it("estimates delivery by the ZIP's zone: Dallas sooner than New York, freight later than parcels", async () => {
      const { app, db } = context();
      const unit = await condensingUnit(db);
      const motor = await product(db, '45.00', 'parcel');
      const window = async (productId: number, zip?: string) => {
        const { status, body } = await estimate(app, productId, zip);
        assert.equal(status, 200);
        const { minDays, maxDays, zone } = body.data.delivery;
        assert.ok(body.data.delivery.earliest <= body.data.delivery.latest);
        return { minDays, maxDays, zone };
      };
      // Freight: 2 handling days + 2-3 in the Gulf South, 5-7 to the coasts.
      assert.deepEqual(await window(unit.id, '75226'), {
        minDays: 4,
        maxDays: 5,
        zone: 'Gulf South',
      });
      assert.deepEqual(await window(unit.id, '10001'), { minDays: 7, maxDays: 9, zone: 'Coasts' });
      // Parcels: 1 handling day + 1-2 in the Gulf South, 3-5 to the coasts.
      assert.deepEqual(await window(motor.id, '75226'), {
        minDays: 2,
        maxDays: 3,
        zone: 'Gulf South',
      });
      assert.deepEqual(await window(motor.id, '10001'), { minDays: 4, maxDays: 6, zone: 'Coasts' });
      // No ZIP yet: from the nearest zone's soonest to the farthest's latest.
      assert.deepEqual(await window(motor.id), { minDays: 2, maxDays: 6, zone: null });
      const { body } = await estimate(app, unit.id, '75226');
      assert.equal(body.data.freight_charge, 124);
    });
  },
  { env: provider.env },
);
