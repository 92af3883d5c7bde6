// Returns per item with an RMA (issue 40 item 6) on each database, against the payment sandbox: a
// customer returns some units of some lines and gets a numbered RMA with its lines, fee and refund;
// an operator receives it and its lines are refunded through the provider exactly once, however
// often and however concurrently it is received; another customer's order and quantities beyond
// what was bought or is left are refused with a clear message.
import assert from 'node:assert/strict';
import { after, it } from 'node:test';
import type { OrderRecord } from '@storefront/contract/records';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import { callApi, registerCustomer, type TestCustomer } from '../../testing/customers.js';
import { describeOnEachDatabaseAndPgBouncer, type TestContext } from '../../testing/test-app.js';
import { startCheckoutSandbox } from '../../testing/checkout.js';
import { completeOrder, placePaidOrder } from '../../testing/orders.js';
import { runOpsCli } from '../../ops-cli.js';
import { inProcessFetch } from '../../testing/in-process-fetch.js';
import { RETURN_REQUESTS_PER_HOUR } from './routes.js';

const OPS_KEY = 'ops-returns-key-0123456789abcdef';
const provider = await startCheckoutSandbox();
after(() => provider.close());

type Answer = { data: OrderRecord; error?: string };
type Line = { itemId: number; quantity: number; reason: string };

const requestReturn = (
  app: TestContext['app'],
  customer: TestCustomer,
  orderId: number,
  lines: unknown,
) =>
  callApi<Answer>(app, {
    method: 'POST',
    path: `/auth/orders/${orderId}/returns`,
    token: customer.token,
    store: customer.store,
    body: { lines },
  });

const receive = (app: TestContext['app'], rmaNumber: string, key = OPS_KEY) =>
  callApi<Answer>(app, {
    method: 'POST',
    path: `/ops/returns/${encodeURIComponent(rmaNumber)}/receive`,
    token: key,
  });

/** The provider's refunds of the order's payment, in cents (the sandbox's own records). */
async function refundedCents(db: Db, orderId: number): Promise<number[]> {
  const payment = await db
    .selectFrom('payments')
    .select('transaction_id')
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  return [...provider.sandbox.app.sandbox.store.refunds.values()]
    .filter((refund) => refund.payment_intent === payment.transaction_id)
    .map((refund) => refund.amount);
}

async function outboxRmas(db: Db, topic: string, storeOrderId: string) {
  const { rows } = await sql<{ payload: Record<string, unknown> }>`
    select payload::jsonb as payload from outbox
    where topic = ${topic} and payload::jsonb ->> 'storeOrderId' = ${storeOrderId}
    order by id`.execute(db);
  return rows.map((row) => row.payload.rmaNumber);
}

/** A completed order of two lines: 3 units at $19.99 and 1 at $45.00, placed yesterday. */
async function completedOrder(context: TestContext, customer: TestCustomer) {
  const { app, db } = context;
  const placed = await placePaidOrder(app, db, {
    token: customer.token,
    lines: 2,
    quantity: 3,
    unitPrices: [19.99, 45],
  });
  await db
    .updateTable('order_items')
    .set({ quantity: 1, total_cents: 4500 })
    .where('order_id', '=', placed.orderId)
    .where('unit_price_cents', '=', 4500)
    .execute();
  await completeOrder(context.db, placed.orderId, 1);
  const items = await db
    .selectFrom('order_items')
    .select(['id', 'name', 'unit_price_cents'])
    .where('order_id', '=', placed.orderId)
    .orderBy('id')
    .execute();
  const [motor, coil] = items;
  assert.equal(motor?.unit_price_cents, 1999);
  assert.equal(coil?.unit_price_cents, 4500);
  return { ...placed, motor, coil };
}

describeOnEachDatabaseAndPgBouncer(
  'returns with an RMA',
  (context) => {
    it('issues a numbered RMA for 2 of 3 units with the 15% fee, e-mails it, and a second RMA for the rest returns the order', async () => {
      const { app, db } = context();
      const customer = await registerCustomer(app);
      const order = await completedOrder(context(), customer);

      const first = await requestReturn(app, customer, order.orderId, [
        { itemId: order.motor.id, quantity: 2, reason: 'Wrong size' },
      ] satisfies Line[]);
      assert.equal(first.status, 200, first.body.error);
      assert.deepEqual(first.body.data.returns, [
        {
          rma_number: `RMA-${order.storeOrderId}-01`,
          status: 'issued',
          created_at: first.body.data.returns?.[0]?.created_at,
          received_at: null,
          lines: [
            {
              item_id: order.motor.id,
              name: order.motor.name,
              sku: order.sku,
              quantity: 2,
              reason: 'Wrong size',
              amount: 39.98,
            },
          ],
          merchandise: 39.98,
          restocking_fee_percent: 15,
          restocking_fee: 6,
          refund: 33.98,
          refund_status: null,
        },
      ]);
      assert.match(first.body.data.returns?.[0]?.rma_number ?? '', /^RMA-HVAC-\d{6}-01$/);
      assert.equal(first.body.data.metadata.returned, false, 'one unit and one line are left');
      assert.equal(first.body.data.status, 'completed');
      assert.deepEqual(await outboxRmas(db, 'order.return-authorized', order.storeOrderId), [
        `RMA-${order.storeOrderId}-01`,
      ]);

      // The whole-order return (SPEC's Return Order) takes what is left: 1 motor and the coil.
      const rest = await callApi<Answer>(app, {
        method: 'POST',
        path: `/auth/orders/${order.orderId}/return`,
        token: customer.token,
        body: { reason: 'Project cancelled' },
      });
      assert.equal(rest.status, 200, rest.body.error);
      const second = rest.body.data.returns?.[1];
      assert.equal(second?.rma_number, `RMA-${order.storeOrderId}-02`);
      assert.deepEqual(
        second?.lines.map(({ item_id, quantity, reason, amount }) => ({
          item_id,
          quantity,
          reason,
          amount,
        })),
        [
          { item_id: order.motor.id, quantity: 1, reason: 'Project cancelled', amount: 19.99 },
          { item_id: order.coil.id, quantity: 1, reason: 'Project cancelled', amount: 45 },
        ],
      );
      // 64.99 less 15% (9.7485, rounded to 9.75).
      assert.equal(second?.merchandise, 64.99);
      assert.equal(second?.restocking_fee, 9.75);
      assert.equal(second?.refund, 55.24);
      assert.equal(rest.body.data.metadata.returned, true);
      assert.equal(rest.body.data.metadata.return_reason, 'Project cancelled');

      const again = await requestReturn(app, customer, order.orderId, [
        { itemId: order.coil.id, quantity: 1, reason: 'Again' },
      ]);
      assert.equal(again.status, 409);
      assert.equal(again.body.error, 'This order has already been returned.');
    });

    it('receives an RMA and refunds its lines less the fee exactly once, however often or concurrently it is received', async () => {
      const { app, db } = context();
      const customer = await registerCustomer(app);
      const order = await completedOrder(context(), customer);
      const issued = await requestReturn(app, customer, order.orderId, [
        { itemId: order.motor.id, quantity: 2, reason: 'Wrong size' },
      ]);
      const rma = `RMA-${order.storeOrderId}-01`;
      assert.equal(issued.body.data.returns?.[0]?.rma_number, rma);
      assert.deepEqual(await refundedCents(db, order.orderId), [], 'nothing before the goods');

      const received = await receive(app, rma);
      assert.equal(received.status, 200, received.body.error);
      const [returned] = received.body.data.returns ?? [];
      assert.equal(returned?.status, 'received');
      assert.equal(returned?.refund_status, 'refunded');
      assert.ok(returned?.received_at);
      assert.deepEqual(await refundedCents(db, order.orderId), [3398]);
      assert.equal(received.body.data.payment.status, 'paid', 'the rest of the payment stands');

      // The operator's CLI, retrying: the RMA reads refunded, and nothing more is refunded.
      const printed: string[] = [];
      const code = await runOpsCli(['receive', rma], {
        fetch: inProcessFetch(app),
        print: (line) => void printed.push(line),
        env: { OPS_API_KEY: OPS_KEY, STORE_API_URL: 'http://api.test' },
      });
      assert.equal(code, 0, printed.join('\n'));
      assert.ok(
        printed.includes(`  ${rma}: received, refund $33.98 refunded (2 x ${order.motor.name})`),
        printed.join('\n'),
      );
      const retried = await receive(app, rma);
      assert.equal(retried.status, 200);
      assert.deepEqual(await refundedCents(db, order.orderId), [3398]);

      // A second RMA received by three callers at once: one refund of 1 motor and the coil.
      await requestReturn(app, customer, order.orderId, [
        { itemId: order.motor.id, quantity: 1, reason: 'Spare' },
        { itemId: order.coil.id, quantity: 1, reason: 'Wrong model' },
      ]);
      const concurrent = await Promise.all(
        [1, 2, 3].map(() => receive(app, `RMA-${order.storeOrderId}-02`)),
      );
      assert.deepEqual(
        concurrent.map((answer) => answer.status),
        [200, 200, 200],
      );
      assert.deepEqual((await refundedCents(db, order.orderId)).sort(), [3398, 5524]);
      assert.deepEqual(await outboxRmas(db, 'order.return-refunded', order.storeOrderId), [
        rma,
        `RMA-${order.storeOrderId}-02`,
      ]);
      const customerView = await callApi<Answer>(app, {
        path: `/auth/orders/${order.orderId}`,
        token: customer.token,
      });
      assert.deepEqual(
        customerView.body.data.returns?.map((entry) => [entry.status, entry.refund]),
        [
          ['received', 33.98],
          ['received', 55.24],
        ],
      );
    });

    it('refunds an RMA whose receipt committed but whose provider call never happened, once, from the retry loop', async () => {
      const { app, db } = context();
      const customer = await registerCustomer(app);
      const order = await completedOrder(context(), customer);
      await requestReturn(app, customer, order.orderId, [
        { itemId: order.coil.id, quantity: 1, reason: 'Wrong model' },
      ]);
      const rma = `RMA-${order.storeOrderId}-01`;
      // What a process leaves that stopped right after the receipt's commit: received, owed.
      await db
        .updateTable('order_returns')
        .set({
          status: 'received',
          received_at: sql`now()`,
          refund_status: 'refunding',
          refund_due_at: sql`now()`,
        })
        .where('rma_number', '=', rma)
        .execute();
      assert.deepEqual(await refundedCents(db, order.orderId), []);

      assert.equal(await app.refunds.retryDue(), 1);
      assert.equal(await app.refunds.retryDue(), 0, 'refunded: nothing is owed any more');
      assert.equal((await receive(app, rma)).status, 200);
      // $45.00 less 15% ($6.75).
      assert.deepEqual(await refundedCents(db, order.orderId), [3825]);
      assert.deepEqual(await outboxRmas(db, 'order.return-refunded', order.storeOrderId), [rma]);
    });

    it("refuses another customer's order as not found, and the operator routes without the key", async () => {
      const { app } = context();
      const owner = await registerCustomer(app);
      const stranger = await registerCustomer(app);
      const order = await completedOrder(context(), owner);
      const taken = await requestReturn(app, stranger, order.orderId, [
        { itemId: order.motor.id, quantity: 1, reason: 'Mine now' },
      ]);
      assert.equal(taken.status, 404);
      assert.equal(taken.body.error, 'Order not found');
      const otherStore = await registerCustomer(app, { store: 'parts' });
      const elsewhere = await requestReturn(app, otherStore, order.orderId, [
        { itemId: order.motor.id, quantity: 1, reason: 'Mine now' },
      ]);
      assert.equal(elsewhere.status, 404);

      const issued = await requestReturn(app, owner, order.orderId, [
        { itemId: order.motor.id, quantity: 1, reason: 'Wrong size' },
      ]);
      const rma = issued.body.data.returns?.[0]?.rma_number ?? '';
      assert.equal((await receive(app, rma, owner.token)).status, 401);
      assert.equal((await receive(app, rma, '')).status, 401);
      const unknown = await receive(app, 'RMA-HVAC-999999-01');
      assert.equal(unknown.status, 404);
      assert.equal(unknown.body.error, 'RMA not found');
      const malformed = await receive(app, 'RMA-../../x');
      assert.equal(malformed.status, 400);
    });

    it('refuses more units than were bought or are left, unknown or repeated items, and an order not completed', async () => {
      const { app, db } = context();
      const customer = await registerCustomer(app);
      const order = await completedOrder(context(), customer);
      const name = order.motor.name;

      const tooMany = await requestReturn(app, customer, order.orderId, [
        { itemId: order.motor.id, quantity: 4, reason: 'Wrong size' },
      ]);
      assert.equal(tooMany.status, 400);
      assert.equal(tooMany.body.error, `Only 3 of "${name}" were bought, so 4 cannot be returned.`);

      assert.equal(
        (
          await requestReturn(app, customer, order.orderId, [
            { itemId: order.motor.id, quantity: 2, reason: 'Wrong size' },
          ])
        ).status,
        200,
      );
      const beyondLeft = await requestReturn(app, customer, order.orderId, [
        { itemId: order.motor.id, quantity: 2, reason: 'Wrong size' },
      ]);
      assert.equal(beyondLeft.status, 409);
      assert.equal(
        beyondLeft.body.error,
        `Only 1 of "${name}" can still be returned (2 already returned), so 2 cannot be returned.`,
      );

      const unknown = await requestReturn(app, customer, order.orderId, [
        { itemId: 999_999, quantity: 1, reason: 'Not mine' },
      ]);
      assert.equal(unknown.status, 400);
      assert.equal(unknown.body.error, 'These items are not in this order: 999999');

      const repeated = await requestReturn(app, customer, order.orderId, [
        { itemId: order.coil.id, quantity: 1, reason: 'a' },
        { itemId: order.coil.id, quantity: 1, reason: 'b' },
      ]);
      assert.equal(repeated.status, 400);
      assert.match(repeated.body.error ?? '', /Each item may be named only once/);

      for (const lines of [
        [],
        [{ itemId: order.coil.id, quantity: 0, reason: 'x' }],
        [{ itemId: order.coil.id, quantity: 1, reason: '  ' }],
        [{ itemId: order.coil.id, quantity: 1.5, reason: 'x' }],
        'all',
      ]) {
        const answer = await requestReturn(app, customer, order.orderId, lines);
        assert.equal(answer.status, 400, JSON.stringify(lines));
      }

      const pending = await placePaidOrder(app, db, { token: customer.token });
      const early = await requestReturn(app, customer, pending.orderId, [
        { itemId: 1, quantity: 1, reason: 'Too early' },
      ]);
      assert.equal(early.status, 409);
      assert.equal(
        early.body.error,
        'This order cannot be returned: it is pending, and only a completed order can be returned.',
      );
      // Nothing of the refused requests was kept: one RMA only.
      const { body } = await callApi<Answer>(app, {
        path: `/auth/orders/${order.orderId}`,
        token: customer.token,
      });
      assert.deepEqual(
        body.data.returns?.map((entry) => entry.rma_number),
        [`RMA-${order.storeOrderId}-01`],
      );
    });

    it(`allows ${RETURN_REQUESTS_PER_HOUR} return requests an hour per customer, then answers 429`, async () => {
      const { app, db } = context();
      const customer = await registerCustomer(app);
      const placed = await placePaidOrder(app, db, {
        token: customer.token,
        quantity: RETURN_REQUESTS_PER_HOUR + 2,
        units: RETURN_REQUESTS_PER_HOUR + 2,
      });
      await completeOrder(db, placed.orderId, 1);
      const [item] = await db
        .selectFrom('order_items')
        .select('id')
        .where('order_id', '=', placed.orderId)
        .execute();
      const one = [{ itemId: item?.id, quantity: 1, reason: 'One at a time' }];
      for (let request = 1; request <= RETURN_REQUESTS_PER_HOUR; request += 1) {
        assert.equal((await requestReturn(app, customer, placed.orderId, one)).status, 200);
      }
      const limited = await requestReturn(app, customer, placed.orderId, one);
      assert.equal(limited.status, 429);
      assert.equal(limited.body.error, 'Too many requests, please try again later.');
    });
  },
  { env: { ...provider.env, OPS_API_KEY: OPS_KEY } },
);
