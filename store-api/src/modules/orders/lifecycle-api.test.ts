// The order lifecycle through the API (issue 22): whatever path brings a late event (webhook,
// customer action, operator), an order that has left a stage stays out of it, and a refused
// change is a 409 with SPEC §4's reason, never a 5xx.
import assert from 'node:assert/strict';
import { after, it } from 'node:test';
import type { OrderRecord } from '@storefront/contract/records';
import { callApi, registerCustomer } from '../../testing/customers.js';
import { describeOnEachDatabaseAndPgBouncer, type TestContext } from '../../testing/test-app.js';
import {
  checkoutBody,
  createSession,
  deliverWebhook,
  orderOfSession,
  payOnHostedPage,
  signedDelivery,
  startCheckoutSandbox,
  stockedProduct,
  stockOf,
} from '../../testing/checkout.js';
import { completeOrder, placePaidOrder } from '../../testing/orders.js';

const OPS_KEY = 'ops-lifecycle-key-0123456789abcdef';
const provider = await startCheckoutSandbox();
after(() => provider.close());

type Answer = { data: OrderRecord; error?: string };

/** The sandbox's signed delivery of `sessionId`'s event, its session's fields changed. */
async function sessionEvent(
  type: 'checkout.session.completed' | 'checkout.session.expired',
  sessionId: string,
  changes: Record<string, unknown> = {},
) {
  const delivery = await provider.webhooks.waitForEvent(
    'checkout.session.completed',
    sessionId,
    10_000,
  );
  const event = JSON.parse(delivery.body) as {
    type: string;
    data: { object: Record<string, unknown> };
  };
  event.type = type;
  event.data.object = { ...event.data.object, ...changes };
  return signedDelivery(event, provider.sandbox.webhookSecret);
}

const ship = (context: TestContext, orderId: number) =>
  callApi<Answer>(context.app, {
    method: 'POST',
    path: `/ops/orders/${orderId}/ship`,
    token: OPS_KEY,
    body: { trackingNumber: '1Z-LIFECYCLE' },
  });

describeOnEachDatabaseAndPgBouncer(
  'the order lifecycle',
  (context) => {
    it('a cancelled order is not paid by a late webhook, nor returned, shipped or cancelled again', async () => {
      const { app, db } = context();
      const customer = await registerCustomer(app);
      const placed = await placePaidOrder(app, db, { token: customer.token });
      const action = (name: 'cancel' | 'return') =>
        callApi<Answer>(app, {
          method: 'POST',
          path: `/auth/orders/${placed.orderId}/${name}`,
          token: customer.token,
          store: customer.store,
          body: { reason: 'Changed my mind' },
        });
      const cancelled = await action('cancel');
      assert.equal(cancelled.status, 200, cancelled.body.error);
      assert.equal(cancelled.body.data.status, 'cancelled');
      assert.equal(cancelled.body.data.payment.status, 'refunded');

      const sessionId = cancelled.body.data.payment.provider_session_id ?? '';
      const late = await sessionEvent('checkout.session.completed', sessionId);
      assert.equal(await deliverWebhook(app, late), 200);
      const afterWebhook = await orderOfSession(db, sessionId);
      assert.equal(afterWebhook.order.status, 'cancelled');
      assert.equal(afterWebhook.payment.status, 'refunded');

      const returned = await action('return');
      assert.equal(returned.status, 409);
      assert.equal(
        returned.body.error,
        'This order cannot be returned: it is cancelled, and only a completed order can be returned.',
      );
      const shipped = await ship(context(), placed.orderId);
      assert.equal(shipped.status, 409);
      assert.equal(
        shipped.body.error,
        'This order cannot be shipped: it is cancelled, and only a paid, open order ships.',
      );
      const again = await action('cancel');
      assert.equal(again.status, 409);
      assert.equal(
        again.body.error,
        'This order cannot be cancelled: it is cancelled, and only a pending order can be cancelled.',
      );
    });

    it('a completed order is shipped no more and cancelled not at all; returned once', async () => {
      const { app, db } = context();
      const customer = await registerCustomer(app);
      const placed = await placePaidOrder(app, db, { token: customer.token });
      const first = await ship(context(), placed.orderId);
      assert.equal(first.status, 200, first.body.error);
      assert.equal(first.body.data.status, 'completed');
      const second = await ship(context(), placed.orderId);
      assert.equal(second.status, 409);
      assert.equal(
        second.body.error,
        'This order cannot be shipped: it is completed, and only a paid, open order ships.',
      );
      await completeOrder(db, placed.orderId, 1);
      const path = `/auth/orders/${placed.orderId}`;
      const call = (name: string) =>
        callApi<Answer>(app, {
          method: 'POST',
          path: `${path}/${name}`,
          token: customer.token,
          store: customer.store,
          body: { reason: 'Wrong part' },
        });
      assert.equal((await call('return')).status, 200);
      const cancel = await call('cancel');
      assert.equal(cancel.status, 409);
      assert.equal(cancel.body.error, 'This order cannot be cancelled: it has been returned.');
    });

    it('an expired-session event leaves an order waiting for a payment review as it is', async () => {
      const { app, db } = context();
      const product = await stockedProduct(db, 5);
      const created = await createSession(app, checkoutBody([{ id: product.id, itemQuantity: 1 }]));
      assert.equal(created.status, 200, created.error);
      assert.equal(await payOnHostedPage(created.url), 303);
      const wrongAmount = await sessionEvent('checkout.session.completed', created.sessionId, {
        amount_total: 1,
      });
      assert.equal(await deliverWebhook(app, wrongAmount), 200);
      const expired = await sessionEvent('checkout.session.expired', created.sessionId, {
        status: 'expired',
        payment_status: 'unpaid',
      });
      assert.equal(await deliverWebhook(app, expired), 200);

      const held = await orderOfSession(db, created.sessionId);
      assert.equal(held.order.status, 'pending');
      assert.equal(held.payment.status, 'pending');
      assert.match(held.order.payment_review_reason ?? '', /^The provider reported 0\.01 USD/);
      assert.equal(held.order.cancellation_reason, null);
      assert.equal(await stockOf(db, product.sku), 4, 'its unit stays reserved for the operator');
    });

    it('an order released unpaid is not paid by a late webhook', async () => {
      const { app, db } = context();
      const product = await stockedProduct(db, 5);
      const created = await createSession(app, checkoutBody([{ id: product.id, itemQuantity: 1 }]));
      assert.equal(await payOnHostedPage(created.url), 303);
      const expired = await sessionEvent('checkout.session.expired', created.sessionId, {
        status: 'expired',
        payment_status: 'unpaid',
      });
      assert.equal(await deliverWebhook(app, expired), 200);
      const late = await sessionEvent('checkout.session.completed', created.sessionId);
      assert.equal(await deliverWebhook(app, late), 200);

      const released = await orderOfSession(db, created.sessionId);
      assert.equal(released.order.status, 'cancelled');
      assert.equal(released.payment.status, 'failed');
      assert.equal(await stockOf(db, product.sku), 5, 'its unit came back once');
      const verified = await callApi<{ status: string }>(app, {
        path: `/checkout/verify-session/${created.sessionId}`,
        store: 'hvac',
      });
      assert.equal(verified.body.status, 'failed');
    });
  },
  { env: { ...provider.env, OPS_API_KEY: OPS_KEY } },
);
