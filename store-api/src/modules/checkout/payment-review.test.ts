// A paid session that does not match its order (issue 21): an amount or currency other than the
// order's is never marked paid, whether the webhook, verify-session or the sweep brings it; the
// order waits for an operator (ops list), the log says so at error level and the store's contact
// address gets one alert e-mail. And verify-session's provider calls: at most one per few seconds
// for a pending session, none for a settled one.
import assert from 'node:assert/strict';
import { after, it, type TestContext as NodeTestContext } from 'node:test';
import { getStoreConfig } from '@storefront/contract';
import { sql } from 'kysely';
import type Stripe from 'stripe';
import type { Db } from '../../db/connection.js';
import { callApi } from '../../testing/customers.js';
import { describeOnEachDatabase, type TestContext } from '../../testing/test-app.js';
import { renderEmail } from '../outbox/index.js';
import {
  checkoutBody,
  createSession,
  deliverWebhook,
  payOnHostedPage,
  signedDelivery,
  startCheckoutSandbox,
  stockedProduct,
  stockOf,
  orderOfSession,
} from '../../testing/checkout.js';

const STORE = 'hvac';
const OPS_KEY = 'ops-review-key-0123456789abcdef';
const provider = await startCheckoutSandbox();
after(() => provider.close());
const log: string[] = [];

async function reviewAlerts(db: Db, storeOrderId: string) {
  const rows = await db
    .selectFrom('outbox')
    .select(['topic', 'store_id', 'payload'])
    .where('topic', '=', 'order.payment-review')
    .execute();
  return rows.filter(
    (row) => (row.payload as { storeOrderId: string }).storeOrderId === storeOrderId,
  );
}

const verify = (context: TestContext, sessionId: string) =>
  callApi<{ status: string }>(context.app, {
    path: `/checkout/verify-session/${sessionId}`,
    store: STORE,
  });

type RetrieveSession = Stripe.Checkout.SessionResource['retrieve'];

/**
 * Counts the SDK's calls that ask the provider about a session; they go through, their answer
 * changed by `alter` when given.
 */
function countProviderChecks(
  t: NodeTestContext,
  context: TestContext,
  alter: (session: Stripe.Checkout.Session) => Stripe.Checkout.Session = (session) => session,
) {
  const sessions = context.app.payments?.stripe.checkout.sessions;
  assert.ok(sessions, 'the provider is configured');
  const retrieve: RetrieveSession = sessions.retrieve.bind(sessions);
  return t.mock.method(sessions, 'retrieve', (async (...args: Parameters<RetrieveSession>) => {
    const session = await retrieve(...args);
    return { ...alter(session), lastResponse: session.lastResponse };
  }) as RetrieveSession);
}

/** A paid session of a fresh one-unit order, and the completed delivery the sandbox signed. */
async function paidSession(context: TestContext) {
  const product = await stockedProduct(context.db, 5);
  const created = await createSession(
    context.app,
    checkoutBody([{ id: product.id, itemQuantity: 1 }]),
  );
  assert.equal(created.status, 200, created.error);
  assert.equal(await payOnHostedPage(created.url), 303);
  const delivery = await provider.webhooks.waitForEvent(
    'checkout.session.completed',
    created.sessionId,
    10_000,
  );
  return { product, created, delivery };
}

/** The delivery's event with its session's fields changed, signed with the provider's secret. */
function alteredDelivery(delivery: { body: string }, changes: Record<string, unknown>) {
  const event = JSON.parse(delivery.body) as { data: { object: Record<string, unknown> } };
  event.data.object = { ...event.data.object, ...changes };
  return signedDelivery(event, provider.sandbox.webhookSecret);
}

describeOnEachDatabase(
  'paid sessions that do not match their order',
  (context) => {
    it('holds an order paid with another amount for an operator: not paid, logged, one alert, on ops list', async () => {
      const { app, db } = context();
      log.length = 0;
      const { product, created, delivery } = await paidSession(context());
      const { order } = await orderOfSession(db, created.sessionId);
      const wrong = alteredDelivery(delivery, { amount_total: 1 });

      assert.deepEqual(
        await Promise.all([deliverWebhook(app, wrong), deliverWebhook(app, wrong)]),
        [200, 200],
      );
      // Nor does a later delivery of the same session with the right amount settle it alone.
      assert.equal(await deliverWebhook(app, delivery), 200);

      const held = await orderOfSession(db, created.sessionId);
      assert.equal(held.payment.status, 'pending', 'not paid');
      assert.equal(held.payment.paid_at, null);
      assert.match(held.payment.transaction_id ?? '', /^pi_/, "the provider's payment is kept");
      assert.equal(held.order.status, 'pending');
      assert.equal(
        held.order.payment_review_reason,
        `The provider reported 0.01 USD paid for session ${created.sessionId}; the order totals ${(order.total_cents / 100).toFixed(2)} USD.`,
      );
      assert.equal(await stockOf(db, product.sku), 4, 'its unit stays reserved');
      assert.equal((await verify(context(), created.sessionId)).body.status, 'pending');
      const confirmations = await db
        .selectFrom('outbox')
        .select('id')
        .where('topic', '=', 'order.confirmation')
        .where(sql<boolean>`payload::jsonb ->> 'storeOrderId' = ${order.store_order_id}`)
        .execute();
      assert.equal(confirmations.length, 0, 'no confirmation for an unpaid order');

      const alerts = await reviewAlerts(db, order.store_order_id);
      assert.equal(alerts.length, 1, 'one alert, however often the session comes');
      assert.equal(alerts[0]?.store_id, STORE);
      const email = renderEmail('order.payment-review', alerts[0]?.payload, getStoreConfig(STORE));
      assert.equal(email.to, 'help@comfortairhvacsupply.com', "the store's contact address");
      assert.match(email.text, new RegExp(`0\\.01 USD paid for session ${created.sessionId}`));

      const errors = log
        .map((line) => JSON.parse(line) as { level: number; msg: string; orderId?: number })
        .filter((line) => line.level >= 50 && line.orderId === order.id);
      assert.deepEqual(
        errors.map((line) => line.msg),
        ['paid session does not match its order: held for an operator'],
      );

      const listed = await callApi<{ data: Array<{ order_id: number; review_reason: string }> }>(
        app,
        { path: '/ops/orders?review=true', token: OPS_KEY },
      );
      assert.equal(listed.status, 200);
      const entry = listed.body.data.find((candidate) => candidate.order_id === order.id);
      assert.equal(entry?.review_reason, held.order.payment_review_reason);
      const all = await callApi<{ data: Array<{ order_id: number }> }>(app, {
        path: '/ops/orders',
        token: OPS_KEY,
      });
      assert.ok(
        all.body.data.some((candidate) => candidate.order_id === order.id),
        'the plain list shows it too',
      );
    });

    it('holds an order paid in another currency', async () => {
      const { app, db } = context();
      const { created, delivery } = await paidSession(context());
      assert.equal(await deliverWebhook(app, alteredDelivery(delivery, { currency: 'eur' })), 200);
      const held = await orderOfSession(db, created.sessionId);
      assert.equal(held.payment.status, 'pending');
      assert.match(held.order.payment_review_reason ?? '', /EUR paid for session/);
    });

    it('holds it too when verify-session hears the mismatch from the provider', async (t) => {
      const { db } = context();
      const { created } = await paidSession(context());
      // The provider's own answer, but with 2 cents taken.
      const retrieve = countProviderChecks(t, context(), (session) => ({
        ...session,
        amount_total: 2,
      }));
      assert.equal((await verify(context(), created.sessionId)).body.status, 'pending');
      assert.equal(retrieve.mock.callCount(), 1);
      const held = await orderOfSession(db, created.sessionId);
      assert.equal(held.payment.status, 'pending');
      assert.match(held.order.payment_review_reason ?? '', /0\.02 USD paid/);
      // Held for an operator, it is settled as far as verify-session goes: no more calls.
      await sql`update orders set provider_checked_at = null where id = ${held.order.id}`.execute(
        db,
      );
      await verify(context(), created.sessionId);
      assert.equal(retrieve.mock.callCount(), 1);
    });

    it('still pays an order whose session matches it', async () => {
      const { app, db } = context();
      const { created, delivery } = await paidSession(context());
      assert.equal(await deliverWebhook(app, delivery), 200);
      const paid = await orderOfSession(db, created.sessionId);
      assert.equal(paid.payment.status, 'paid');
      assert.equal(paid.order.payment_review_reason, null);
      assert.equal((await reviewAlerts(db, paid.order.store_order_id)).length, 0);
    });
  },
  {
    env: { ...provider.env, OPS_API_KEY: OPS_KEY, LOG_LEVEL: 'error' },
    logStream: { write: (line: string) => void log.push(line) },
  },
);

describeOnEachDatabase(
  'verify-session and the provider',
  (context) => {
    it('asks the provider at most twice for 50 calls in a row about a pending session', async (t) => {
      const product = await stockedProduct(context().db, 5);
      const created = await createSession(
        context().app,
        checkoutBody([{ id: product.id, itemQuantity: 1 }]),
      );
      assert.equal(created.status, 200, created.error);
      const retrieve = countProviderChecks(t, context());
      for (let call = 0; call < 50; call += 1) {
        const answer = await verify(context(), created.sessionId);
        assert.equal(answer.body.status, 'pending');
      }
      t.diagnostic(`50 verify-session calls, ${retrieve.mock.callCount()} provider calls`);
      assert.ok(retrieve.mock.callCount() >= 1, 'the first call asks the provider');
      assert.ok(retrieve.mock.callCount() <= 2, `${retrieve.mock.callCount()} provider calls`);
    });

    it('answers a settled session from the database alone', async (t) => {
      const { app, db } = context();
      const product = await stockedProduct(db, 5);
      const created = await createSession(app, checkoutBody([{ id: product.id, itemQuantity: 1 }]));
      assert.equal(await payOnHostedPage(created.url), 303);
      const delivery = await provider.webhooks.waitForEvent(
        'checkout.session.completed',
        created.sessionId,
        10_000,
      );
      assert.equal(await deliverWebhook(app, delivery), 200);
      const retrieve = countProviderChecks(t, context());
      for (let call = 0; call < 50; call += 1) {
        assert.equal((await verify(context(), created.sessionId)).body.status, 'paid');
      }
      assert.equal(retrieve.mock.callCount(), 0);
    });
  },
  { env: provider.env },
);
