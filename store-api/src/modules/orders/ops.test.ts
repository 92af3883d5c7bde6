// The operator API on each database: off without OPS_API_KEY, refused without the key, lists placed
// orders and those waiting for a payment review, ships items with tracking numbers (processing,
// then completed when every item has one), queues the shipped e-mail with its tracking link, and a
// shipped order can no longer be cancelled.
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import type { OrderRecord } from '@storefront/contract/records';
import { sql } from 'kysely';
import { callApi, registerCustomer } from '../../testing/customers.js';
import { buildTestApp, describeOnEachDatabase } from '../../testing/test-app.js';
import {
  checkoutBody,
  createSession,
  startCheckoutSandbox,
  stockedProduct,
} from '../../testing/checkout.js';
import { runOpsCli } from '../../ops-cli.js';
import { inProcessFetch } from '../../testing/in-process-fetch.js';
import { ORDER_MESSAGES } from './messages.js';
import { placePaidOrder } from '../../testing/orders.js';

const OPS_KEY = 'ops-test-key-0123456789abcdef';
const provider = await startCheckoutSandbox();
after(() => provider.close());

type Answer<T> = { data: T; error?: string };

describe('the operator API without OPS_API_KEY', () => {
  it('answers that it is off', async () => {
    const { app, close } = await buildTestApp('pglite');
    try {
      const answer = await callApi<Answer<unknown>>(app, { path: '/ops/orders', token: OPS_KEY });
      assert.equal(answer.status, 503);
      assert.equal(answer.body.error, ORDER_MESSAGES.opsOff);
    } finally {
      await close();
    }
  });
});

describeOnEachDatabase(
  'the operator API',
  (context) => {
    const ship = (orderId: number, body: object, token = OPS_KEY) =>
      callApi<Answer<OrderRecord>>(context().app, {
        method: 'POST',
        path: `/ops/orders/${orderId}/ship`,
        token,
        body,
      });

    it('refuses a request without the key or with another', async () => {
      const { app } = context();
      for (const token of [undefined, 'wrong-key', `${OPS_KEY}x`]) {
        const answer = await callApi<Answer<unknown>>(app, { path: '/ops/orders', token });
        assert.equal(answer.status, 401);
        assert.equal(answer.body.error, ORDER_MESSAGES.opsUnauthorized);
      }
      // A customer's own token is no operator key either.
      const customer = await registerCustomer(app);
      assert.equal((await ship(1, { trackingNumber: '1Z1' }, customer.token)).status, 401);
    });

    it('lists placed orders of a store and status', async () => {
      const { app, db } = context();
      const customer = await registerCustomer(app, { store: 'parts' });
      const placed = await placePaidOrder(app, db, { token: customer.token, store: 'parts' });
      const answer = await callApi<Answer<OrderRecord[]>>(app, {
        path: '/ops/orders?storeId=parts&status=pending',
        token: OPS_KEY,
      });
      assert.equal(answer.status, 200);
      assert.ok(answer.body.data.some((order) => order.order_id === placed.orderId));
      assert.ok(answer.body.data.every((order) => order.metadata.store_id === 'parts'));
      const bad = await callApi(app, { path: '/ops/orders?status=lost', token: OPS_KEY });
      assert.equal(bad.status, 400);
    });

    it('ships item by item: processing, then completed with the date; e-mails each tracking link; no cancel after shipping', async () => {
      const { app, db } = context();
      const customer = await registerCustomer(app);
      const placed = await placePaidOrder(app, db, { token: customer.token, lines: 2 });
      const order = await callApi<Answer<OrderRecord>>(app, {
        path: `/auth/orders/${placed.orderId}`,
        token: customer.token,
      });
      const [first, second] = order.body.data.items;
      assert.ok(first && second);

      const partly = await ship(placed.orderId, { trackingNumber: '1Z-A', itemIds: [first.id] });
      assert.equal(partly.status, 200, partly.body.error);
      assert.equal(partly.body.data.status, 'processing');
      assert.equal(partly.body.data.date_completed, null);
      const cancel = await callApi<Answer<unknown>>(app, {
        method: 'POST',
        path: `/auth/orders/${placed.orderId}/cancel`,
        token: customer.token,
        body: { reason: 'Too slow' },
      });
      assert.equal(cancel.status, 409);
      assert.equal(cancel.body.error, ORDER_MESSAGES.cancelNotPending('processing'));

      const unknown = await ship(placed.orderId, {
        trackingNumber: '1Z-B',
        itemIds: [first.id + 10_000],
      });
      assert.equal(unknown.status, 404);

      const rest = await ship(placed.orderId, { trackingNumber: '1Z-B' });
      assert.equal(rest.status, 200);
      assert.equal(rest.body.data.status, 'completed');
      assert.ok(rest.body.data.date_completed);
      assert.deepEqual(
        rest.body.data.items.map((item) => item.tracking_number),
        ['1Z-A', '1Z-B'],
      );

      const again = await ship(placed.orderId, { trackingNumber: '1Z-C' });
      assert.equal(again.status, 409);

      const { rows } = await sql<{ payload: { items: Array<{ trackingUrl: string }> } }>`
        select payload::jsonb as payload from outbox where topic = 'order.shipped'
        and payload::jsonb ->> 'storeOrderId' = ${placed.storeOrderId} order by id`.execute(db);
      assert.deepEqual(
        rows.map((row) => row.payload.items.map((item) => item.trackingUrl)),
        [['https://parcelsapp.com/en/tracking/1Z-A'], ['https://parcelsapp.com/en/tracking/1Z-B']],
      );

      // Completed and within 30 days: the customer may return it.
      const returned = await callApi<Answer<OrderRecord>>(app, {
        method: 'POST',
        path: `/auth/orders/${placed.orderId}/return`,
        token: customer.token,
        body: { reason: 'Not needed' },
      });
      assert.equal(returned.status, 200);
    });

    it('ships from the command line: ops ship <orderId> --tracking <number>', async () => {
      const { app, db } = context();
      const customer = await registerCustomer(app);
      const placed = await placePaidOrder(app, db, { token: customer.token });
      const printed: string[] = [];
      const io = { fetch: inProcessFetch(app), print: (line: string) => void printed.push(line) };

      const missingKey = await runOpsCli(['ship', String(placed.orderId), '--tracking', '1Z'], {
        ...io,
        env: {},
      });
      assert.equal(missingKey, 2);
      assert.match(printed.join('\n'), /OPS_API_KEY is not set/);

      const env = { OPS_API_KEY: OPS_KEY, STORE_API_URL: 'http://api.test' };
      const code = await runOpsCli(['ship', String(placed.orderId), '--tracking', '1Z-CLI'], {
        ...io,
        env,
      });
      assert.equal(code, 0, printed.join('\n'));
      assert.ok(printed.includes(`${placed.storeOrderId}: completed`));
      const again = await runOpsCli(['ship', String(placed.orderId), '--tracking', '1Z-CLI'], {
        ...io,
        env,
      });
      assert.equal(again, 1);
      assert.equal(printed.at(-1), `ops ship: ${ORDER_MESSAGES.shipNotAllowed('completed')}`);
    });

    it('lists an order waiting for a payment review with its reason, and does not ship it', async () => {
      const { app, db } = context();
      const product = await stockedProduct(db, 5);
      const created = await createSession(app, checkoutBody([{ id: product.id, itemQuantity: 1 }]));
      assert.equal(created.status, 200, created.error);
      const reason =
        'The provider reported 0.01 USD paid for session cs_x; the order totals 9.99 USD.';
      const held = await db
        .updateTable('orders')
        .set({ payment_review_reason: reason })
        .where('provider_session_id', '=', created.sessionId)
        .returning(['id', 'store_order_id'])
        .executeTakeFirstOrThrow();
      const printed: string[] = [];
      const code = await runOpsCli(['list', '--review'], {
        fetch: inProcessFetch(app),
        print: (line) => void printed.push(line),
        env: { OPS_API_KEY: OPS_KEY, STORE_API_URL: 'http://api.test' },
      });
      assert.equal(code, 0, printed.join('\n'));
      const at = printed.indexOf(`${held.store_order_id}: pending`);
      assert.ok(at >= 0, printed.join('\n'));
      assert.equal(printed[at + 1], `  waiting for a payment review: ${reason}`);
      const refused = await ship(held.id, { trackingNumber: '1Z-REVIEW' });
      assert.equal(refused.status, 409);
      assert.equal(refused.body.error, ORDER_MESSAGES.shipNotAllowed('pending'));
      // review=true answers only such orders: none of them is paid.
      const waiting = await callApi<Answer<OrderRecord[]>>(app, {
        path: '/ops/orders?review=true',
        token: OPS_KEY,
      });
      assert.ok(waiting.body.data.some((order) => order.order_id === held.id));
      assert.ok(waiting.body.data.every((order) => order.payment.status === 'pending'));
    });

    it('does not ship a cancelled order, and checks the tracking number', async () => {
      const { app, db } = context();
      const customer = await registerCustomer(app);
      const placed = await placePaidOrder(app, db, { token: customer.token });
      assert.equal((await ship(placed.orderId, { trackingNumber: '  ' })).status, 400);
      assert.equal((await ship(placed.orderId, { trackingNumber: '<b>1Z</b>' })).status, 400);
      await callApi(app, {
        method: 'POST',
        path: `/auth/orders/${placed.orderId}/cancel`,
        token: customer.token,
        body: { reason: 'No longer needed' },
      });
      const refused = await ship(placed.orderId, { trackingNumber: '1Z-X' });
      assert.equal(refused.status, 409);
      assert.equal(refused.body.error, ORDER_MESSAGES.shipNotAllowed('cancelled'));
      assert.equal((await ship(2_000_000_000, { trackingNumber: '1Z-X' })).status, 404);
    });
  },
  { env: { ...provider.env, OPS_API_KEY: OPS_KEY } },
);
