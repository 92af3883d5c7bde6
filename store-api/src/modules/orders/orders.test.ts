// The order routes on each database, against the payment sandbox: history and detail of paid
// orders only, SPEC §4's cancel and return rules at their edges (day 30 vs 31, returned twice,
// cancel after shipping), the full refund made once through the SDK with the stock back, the
// e-mails, and the IDOR suite: another customer's order is a 404 on every route.
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import type { OrderRecord, OrderSummaryRecord } from '@storefront/contract/records';
import { VALIDATION_MESSAGES } from '@storefront/contract/validation';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import { callApi, registerCustomer, type TestCustomer } from '../../testing/customers.js';
import { describeOnEachDatabaseAndPgBouncer, type TestContext } from '../../testing/test-app.js';
import {
  checkoutBody,
  createSession,
  startCheckoutSandbox,
  stockedProduct,
  stockOf,
} from '../../testing/checkout.js';
import { ORDER_MESSAGES } from './messages.js';
import { completeOrder, placePaidOrder } from '../../testing/orders.js';

const provider = await startCheckoutSandbox();
after(() => provider.close());

type Answer<T> = { data: T; error?: string };

const getOrder = (app: TestContext['app'], customer: TestCustomer, orderId: number) =>
  callApi<Answer<OrderRecord>>(app, {
    path: `/auth/orders/${orderId}`,
    token: customer.token,
    store: customer.store,
  });

const act = (
  app: TestContext['app'],
  customer: TestCustomer,
  orderId: number,
  action: 'cancel' | 'return',
  reason: unknown = 'Changed my mind',
) =>
  callApi<Answer<OrderRecord>>(app, {
    method: 'POST',
    path: `/auth/orders/${orderId}/${action}`,
    token: customer.token,
    store: customer.store,
    body: { reason },
  });

async function outboxPayloads(db: Db, topic: string, storeOrderId: string) {
  const { rows } = await sql<{ payload: Record<string, unknown> }>`
    select payload::jsonb as payload from outbox
    where topic = ${topic} and payload::jsonb ->> 'storeOrderId' = ${storeOrderId}`.execute(db);
  return rows.map((row) => row.payload);
}

async function refundsOf(db: Db, orderId: number) {
  const payment = await db
    .selectFrom('payments')
    .select('transaction_id')
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  assert.ok(payment.transaction_id, 'the paid order has a payment intent');
  // The sandbox's own records (it has no refund list call).
  const refunds = [...provider.sandbox.app.sandbox.store.refunds.values()];
  return refunds.filter((refund) => refund.payment_intent === payment.transaction_id);
}

describeOnEachDatabaseAndPgBouncer(
  'orders',
  (context) => {
    describe('GET /auth/orders and /auth/orders/{orderId}', () => {
      it('lists only paid orders, newest first, with their lines; an abandoned checkout is not there', async () => {
        const { app, db } = context();
        const customer = await registerCustomer(app);
        const first = await placePaidOrder(app, db, { token: customer.token });
        const second = await placePaidOrder(app, db, { token: customer.token, quantity: 1 });
        const unpaid = await stockedProduct(db, 5);
        const abandoned = await createSession(
          app,
          checkoutBody([{ id: unpaid.id, itemQuantity: 1 }]),
          { token: customer.token },
        );
        assert.equal(abandoned.status, 200);

        const { status, body } = await callApi<Answer<OrderSummaryRecord[]>>(app, {
          path: '/auth/orders',
          token: customer.token,
        });
        assert.equal(status, 200);
        assert.deepEqual(
          body.data.map((row) => row.store_order_id),
          [second.storeOrderId, first.storeOrderId],
        );
        assert.match(first.storeOrderId, /^HVAC-\d{6}$/);
        const [row] = body.data;
        assert.equal(row?.status, 'pending');
        assert.equal(row?.returned, false);
        assert.equal(row?.orderLines[0]?.quantity, 1);
        assert.equal(row?.orderLines[0]?.tracking_number, null);
      });

      it('answers the billing address the checkout took, beside the shipping address', async () => {
        const { app, db } = context();
        const customer = await registerCustomer(app);
        const placed = await placePaidOrder(app, db, {
          token: customer.token,
          billingAddress: {
            first_name: 'Charles',
            last_name: 'Babbage',
            address1: '9 Elm Rd',
            address2: 'Suite 2',
            city: 'Denver',
            state: 'Colorado',
            postal_code: '80202',
            country: 'US',
            phone: '303 555 0199',
          },
        });
        const { status, body } = await getOrder(app, customer, placed.orderId);
        assert.equal(status, 200);
        assert.deepEqual(body.data.billing_address, {
          id: null,
          first_name: 'Charles',
          last_name: 'Babbage',
          street: '9 Elm Rd, Suite 2',
          city: 'Denver',
          state: 'CO',
          postal_code: '80202',
          country: 'US',
          phone: '(303) 555-0199',
        });
        assert.equal(body.data.shipping_address.city, 'Austin');
      });

      it("answers SPEC §3's order with items, totals and the paid payment", async () => {
        const { app, db } = context();
        const customer = await registerCustomer(app);
        const placed = await placePaidOrder(app, db, { token: customer.token, quantity: 3 });
        const { status, body } = await getOrder(app, customer, placed.orderId);
        assert.equal(status, 200);
        const order = body.data;
        assert.equal(order.store_order_id, placed.storeOrderId);
        assert.equal(order.items[0]?.quantity, 3);
        assert.equal(order.items[0]?.total, Math.round(order.items[0].price * 300) / 100);
        assert.equal(order.total, Math.round((order.subtotal + order.shipping) * 100) / 100);
        assert.equal(order.payment.status, 'paid');
        assert.equal(order.payment.amount, order.total);
        assert.match(order.payment.transaction_id ?? '', /^pi_/);
        assert.equal(order.metadata.returned, false);
        assert.equal(order.customer.id, customer.id);
      });

      it('needs a signed-in customer', async () => {
        const { app } = context();
        assert.equal((await callApi(app, { path: '/auth/orders' })).status, 401);
        assert.equal((await callApi(app, { path: '/auth/orders/1' })).status, 401);
      });
    });

    describe('POST /auth/orders/{orderId}/cancel', () => {
      it('cancels a paid pending order, refunds it in full once, returns the stock and e-mails the refund', async () => {
        const { app, db } = context();
        const customer = await registerCustomer(app);
        const placed = await placePaidOrder(app, db, {
          token: customer.token,
          units: 10,
          quantity: 4,
        });
        assert.equal(await stockOf(db, placed.sku), 6);

        const cancelled = await act(
          app,
          customer,
          placed.orderId,
          'cancel',
          '  Found it cheaper  ',
        );
        assert.equal(cancelled.status, 200, cancelled.body.error);
        assert.equal(cancelled.body.data.status, 'cancelled');
        assert.equal(cancelled.body.data.payment.status, 'refunded');
        assert.equal(cancelled.body.data.metadata.cancellation_reason, 'Found it cheaper');
        assert.equal(await stockOf(db, placed.sku), 10);

        const refunds = await refundsOf(db, placed.orderId);
        assert.equal(refunds.length, 1);
        assert.equal(refunds[0]?.amount, Math.round(cancelled.body.data.total * 100));

        // Again: refused, and still one refund and the stock counted back once.
        const again = await act(app, customer, placed.orderId, 'cancel');
        assert.equal(again.status, 409);
        assert.equal(again.body.error, ORDER_MESSAGES.cancelNotPending('cancelled'));
        assert.equal((await refundsOf(db, placed.orderId)).length, 1);
        assert.equal(await stockOf(db, placed.sku), 10);

        const mails = await outboxPayloads(db, 'order.cancelled', placed.storeOrderId);
        assert.equal(mails.length, 1);
        assert.equal(mails[0]?.refundCents, Math.round(cancelled.body.data.total * 100));
      });

      it('two cancels at once refund once', async () => {
        const { app, db } = context();
        const customer = await registerCustomer(app);
        const placed = await placePaidOrder(app, db, { token: customer.token });
        const answers = await Promise.all([
          act(app, customer, placed.orderId, 'cancel'),
          act(app, customer, placed.orderId, 'cancel'),
        ]);
        assert.deepEqual(answers.map((answer) => answer.status).sort(), [200, 409]);
        assert.equal((await refundsOf(db, placed.orderId)).length, 1);
      });

      it('cancels and keeps the refund owed, for an operator and a later try, when the provider refuses it', async () => {
        const { app, db } = context();
        const customer = await registerCustomer(app);
        const placed = await placePaidOrder(app, db, { token: customer.token });
        await db
          .updateTable('payments')
          .set({ transaction_id: 'pi_unknown_to_the_provider' })
          .where('order_id', '=', placed.orderId)
          .execute();
        const stock = await stockOf(db, placed.sku);
        const cancelled = await act(app, customer, placed.orderId, 'cancel');
        assert.equal(cancelled.status, 200, cancelled.body.error);
        assert.equal(cancelled.body.data.status, 'cancelled');
        assert.equal(cancelled.body.data.payment.status, 'refunding', 'owed, not refunded');
        assert.equal(await stockOf(db, placed.sku), stock + placed.quantity);
        // The e-mail says the money was refunded: it waits for the refund.
        assert.equal((await outboxPayloads(db, 'order.cancelled', placed.storeOrderId)).length, 0);
        const owed = await db
          .selectFrom('payments')
          .select(['refund_attempts', 'refund_error', 'refund_due_at'])
          .where('order_id', '=', placed.orderId)
          .executeTakeFirstOrThrow();
        assert.equal(owed.refund_attempts, 1);
        assert.match(owed.refund_error ?? '', /pi_unknown_to_the_provider/);
        // A refusal is not retried at once: in an hour, with an error in the log meanwhile.
        assert.ok(owed.refund_due_at && owed.refund_due_at.getTime() > Date.now() + 50 * 60_000);
      });

      it('refuses a shipped (processing), completed or returned order with a readable 409', async () => {
        const { app, db } = context();
        const customer = await registerCustomer(app);
        const shipped = await placePaidOrder(app, db, { token: customer.token });
        await db
          .updateTable('orders')
          .set({ status: 'processing' })
          .where('id', '=', shipped.orderId)
          .execute();
        const afterShipping = await act(app, customer, shipped.orderId, 'cancel');
        assert.equal(afterShipping.status, 409);
        assert.equal(afterShipping.body.error, ORDER_MESSAGES.cancelNotPending('processing'));

        const completed = await placePaidOrder(app, db, { token: customer.token });
        await completeOrder(db, completed.orderId);
        assert.equal((await act(app, customer, completed.orderId, 'cancel')).status, 409);
        assert.equal((await act(app, customer, completed.orderId, 'return')).status, 200);
        const returned = await act(app, customer, completed.orderId, 'cancel');
        assert.equal(returned.status, 409);
        assert.equal(returned.body.error, ORDER_MESSAGES.cancelReturned);
        assert.equal((await refundsOf(db, completed.orderId)).length, 0);
      });

      it('needs a non-blank reason of at most 1,000 characters', async () => {
        const { app, db } = context();
        const customer = await registerCustomer(app);
        const placed = await placePaidOrder(app, db, { token: customer.token });
        for (const reason of ['   ', '', 42, null]) {
          const answer = await act(app, customer, placed.orderId, 'cancel', reason);
          assert.equal(answer.status, 400, `reason ${JSON.stringify(reason)}`);
        }
        const blank = await act(app, customer, placed.orderId, 'cancel', '  ');
        assert.match(blank.body.error ?? '', new RegExp(VALIDATION_MESSAGES.reasonRequired));
        assert.equal(
          (await act(app, customer, placed.orderId, 'cancel', 'x'.repeat(1001))).status,
          400,
        );
        assert.equal(
          (await act(app, customer, placed.orderId, 'cancel', 'x'.repeat(1000))).status,
          200,
        );
      });
    });

    describe('POST /auth/orders/{orderId}/return', () => {
      it('records a return on day 30 with its reason, notes and date, and e-mails that the refund waits for the goods', async () => {
        const { app, db } = context();
        const customer = await registerCustomer(app);
        const placed = await placePaidOrder(app, db, { token: customer.token });
        await completeOrder(db, placed.orderId, 30, 5);
        const returned = await act(app, customer, placed.orderId, 'return', 'Wrong size');
        assert.equal(returned.status, 200, returned.body.error);
        const { metadata, status, payment } = returned.body.data;
        assert.equal(status, 'completed');
        assert.equal(payment.status, 'paid', 'the refund waits for the goods');
        assert.equal(metadata.returned, true);
        assert.equal(metadata.return_reason, 'Wrong size');
        assert.match(metadata.return_notes ?? '', /15% restocking fee.*7-10 business days/);
        assert.ok(Date.now() - Date.parse(metadata.returned_at ?? '') < 60_000);
        assert.equal((await refundsOf(db, placed.orderId)).length, 0);
        // The history marks it returned too: its status alone still reads completed.
        const history = await callApi<Answer<OrderSummaryRecord[]>>(app, {
          path: '/auth/orders',
          token: customer.token,
        });
        assert.deepEqual(
          history.body.data.map(({ status, returned: mark }) => ({ status, returned: mark })),
          [{ status: 'completed', returned: true }],
        );
        const mails = await outboxPayloads(db, 'order.return-authorized', placed.storeOrderId);
        assert.equal(mails.length, 1);

        const twice = await act(app, customer, placed.orderId, 'return', 'Again');
        assert.equal(twice.status, 409);
        assert.equal(twice.body.error, ORDER_MESSAGES.returnAlreadyReturned);
      });

      it('refuses a return on day 31 and of an order not completed', async () => {
        const { app, db } = context();
        const customer = await registerCustomer(app);
        const old = await placePaidOrder(app, db, { token: customer.token });
        await completeOrder(db, old.orderId, 31);
        const late = await act(app, customer, old.orderId, 'return');
        assert.equal(late.status, 409);
        assert.equal(late.body.error, ORDER_MESSAGES.returnWindowClosed);

        const pending = await placePaidOrder(app, db, { token: customer.token });
        const early = await act(app, customer, pending.orderId, 'return');
        assert.equal(early.status, 409);
        assert.equal(early.body.error, ORDER_MESSAGES.returnNotCompleted('pending'));
        const order = (await getOrder(app, customer, old.orderId)).body.data;
        assert.equal(order.metadata.returned, false);
      });
    });

    describe('IDOR suite', () => {
      it("answers 404 for another customer's order on every order route, and changes nothing", async () => {
        const { app, db } = context();
        const owner = await registerCustomer(app);
        const placed = await placePaidOrder(app, db, { token: owner.token });
        const completed = await placePaidOrder(app, db, { token: owner.token });
        await completeOrder(db, completed.orderId);
        const sameStore = await registerCustomer(app);
        const otherStore = await registerCustomer(app, { store: 'parts' });
        const unpaid = await stockedProduct(db, 3);
        const abandoned = await createSession(
          app,
          checkoutBody([{ id: unpaid.id, itemQuantity: 1 }]),
          {
            token: owner.token,
          },
        );
        const abandonedId = (
          await db
            .selectFrom('orders')
            .select('id')
            .where('provider_session_id', '=', abandoned.sessionId)
            .executeTakeFirstOrThrow()
        ).id;

        let calls = 0;
        for (const intruder of [sameStore, otherStore]) {
          for (const orderId of [placed.orderId, completed.orderId, 2_000_000_000]) {
            const answers = [
              await getOrder(app, intruder, orderId),
              await act(app, intruder, orderId, 'cancel'),
              await act(app, intruder, orderId, 'return'),
            ];
            for (const answer of answers) {
              calls += 1;
              assert.equal(answer.status, 404);
              assert.equal(answer.body.error, ORDER_MESSAGES.notFound);
            }
          }
          const list = await callApi<Answer<OrderSummaryRecord[]>>(app, {
            path: '/auth/orders',
            token: intruder.token,
            store: intruder.store,
          });
          calls += 1;
          assert.deepEqual(list.body.data, []);
        }
        // The owner's own unpaid checkout is no order of the history either.
        for (const answer of [
          await getOrder(app, owner, abandonedId),
          await act(app, owner, abandonedId, 'cancel'),
        ]) {
          calls += 1;
          assert.equal(answer.status, 404);
        }
        // The owner's token in another store's scope is refused before any lookup.
        const crossStore = await callApi(app, {
          path: `/auth/orders/${placed.orderId}`,
          token: owner.token,
          store: 'parts',
        });
        calls += 1;
        assert.equal(crossStore.status, 401);
        assert.equal(calls, 23);

        const untouched = (await getOrder(app, owner, placed.orderId)).body.data;
        assert.equal(untouched.status, 'pending');
        assert.equal(untouched.payment.status, 'paid');
        assert.equal(
          (await getOrder(app, owner, completed.orderId)).body.data.metadata.returned,
          false,
        );
      });
    });
  },
  { env: provider.env },
);
