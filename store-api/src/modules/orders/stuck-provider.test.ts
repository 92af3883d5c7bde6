// A card provider that stops answering (a sandbox of the test's own, frozen with SIGSTOP) while ten
// shoppers cancel paid orders at once: each cancel answers within seconds that the order is
// cancelled and its refund owed, the catalogue and /health keep answering meanwhile, and once the
// provider answers again (SIGCONT) every refund is made exactly once, as the sandbox's own records
// show, with one e-mail each. Before, each cancel held a transaction (and on PostgreSQL one of the
// pool's ten connections) for the whole provider call, so everything else waited about a minute.
import assert from 'node:assert/strict';
import { setTimeout as delay } from 'node:timers/promises';
import { after, it } from 'node:test';
import type { OrderRecord } from '@storefront/contract/records';
import { sql } from 'kysely';
import { callApi, registerCustomer } from '../../testing/customers.js';
import { checkoutBody, createSession, stockedProduct, stockOf } from '../../testing/checkout.js';
import { startSandboxProcess } from '../../testing/sandbox-process.js';
import { describeOnEachDatabase } from '../../testing/test-app.js';
import { placePaidOrder } from '../../testing/orders.js';

const provider = await startSandboxProcess();
after(() => provider.stop());

const CANCELS = 10;

async function timed<T>(call: () => Promise<T>) {
  const started = performance.now();
  const result = await call();
  return { ms: Math.round(performance.now() - started), ...result };
}

describeOnEachDatabase(
  'a card provider that stops answering',
  (context) => {
    it(
      `answers ${CANCELS} cancels within seconds, keeps serving, and refunds each once when the provider is back`,
      { timeout: 180_000 },
      async (t) => {
        const { app, db } = context();
        const customer = await registerCustomer(app);
        const placed = [];
        for (let n = 0; n < CANCELS; n += 1) {
          placed.push(await placePaidOrder(app, db, { token: customer.token }));
        }
        const ids = placed.map((order) => order.orderId);
        const product = await stockedProduct(db, 5);

        provider.freeze();
        let cancels: Array<{ ms: number; status: number; body: { data: OrderRecord } }>;
        let checkout: { ms: number; status: number; error?: string | undefined };
        const reads: Array<{ what: string; ms: number; status: number }> = [];
        try {
          const cancelling = Promise.all(
            ids.map((orderId) =>
              timed(() =>
                callApi<{ data: OrderRecord }>(app, {
                  method: 'POST',
                  path: `/auth/orders/${orderId}/cancel`,
                  token: customer.token,
                  body: { reason: 'Found it cheaper' },
                }),
              ),
            ),
          );
          const checkingOut = timed(async () =>
            createSession(app, checkoutBody([{ id: product.id, itemQuantity: 2 }])),
          );
          // Shoppers keep browsing and the load balancer keeps asking while the cancels wait.
          for (let round = 0; round < 4; round += 1) {
            await delay(250);
            reads.push({
              what: 'catalogue',
              ...(await timed(() => callApi(app, { path: '/products?limit=12' }))),
            });
            reads.push({
              what: 'health',
              ...(await timed(() => callApi(app, { path: '/health' }))),
            });
          }
          cancels = await cancelling;
          checkout = await checkingOut;
        } finally {
          provider.thaw();
        }
        const thawedAt = Date.now();
        const slowest = (list: Array<{ ms: number }>) => Math.max(...list.map((entry) => entry.ms));
        t.diagnostic(
          `provider frozen: slowest cancel ${slowest(cancels)} ms, create-session ${checkout.ms} ms, catalogue read ${slowest(reads.filter((read) => read.what === 'catalogue'))} ms, health ${slowest(reads.filter((read) => read.what === 'health'))} ms`,
        );

        for (const read of reads) {
          assert.equal(read.status, 200, `${read.what} answered ${read.status}`);
          assert.ok(
            read.ms < (read.what === 'health' ? 1000 : 2000),
            `${read.what}: ${read.ms} ms`,
          );
        }
        for (const cancel of cancels) {
          assert.equal(cancel.status, 200);
          assert.ok(cancel.ms < 4500, `a cancel answered after ${cancel.ms} ms`);
          assert.equal(cancel.body.data.status, 'cancelled');
          assert.equal(
            cancel.body.data.payment.status,
            'refunding',
            'the refund is owed, not made',
          );
        }
        // A checkout meanwhile is told within seconds to try again shortly (503), and its
        // reserved units are back.
        assert.equal(checkout.status, 503);
        assert.equal(
          checkout.error,
          'The payment provider is not answering right now. Please try again in a few seconds.',
        );
        assert.ok(checkout.ms < 4500, `create-session answered after ${checkout.ms} ms`);
        assert.equal(await stockOf(db, product.sku), 5);
        const health = await callApi<{ status: string; dependencies: Record<string, string> }>(
          app,
          {
            path: '/health',
          },
        );
        assert.equal(health.body.status, 'degraded');
        assert.equal(health.body.dependencies.paymentProvider, 'down');
        assert.equal(health.body.dependencies.database, 'up');

        // The provider answers again: the retry loop makes every refund.
        const deadline = Date.now() + 30_000;
        let statuses: string[] = [];
        while (Date.now() < deadline) {
          const rows = await db
            .selectFrom('payments')
            .select('status')
            .where('order_id', 'in', ids)
            .execute();
          statuses = rows.map((row) => row.status);
          if (statuses.every((status) => status === 'refunded')) break;
          await delay(200);
        }
        assert.deepEqual(statuses, Array(CANCELS).fill('refunded'));
        t.diagnostic(`every refund made ${Date.now() - thawedAt} ms after the provider came back`);

        const payments = await db
          .selectFrom('payments')
          .select(['transaction_id', 'amount_cents'])
          .where('order_id', 'in', ids)
          .execute();
        const refunds = provider.refunds();
        for (const payment of payments) {
          const made = refunds.filter((refund) => refund.payment_intent === payment.transaction_id);
          assert.deepEqual(
            made.map((refund) => refund.amount),
            [payment.amount_cents],
            'exactly one full refund per payment',
          );
        }
        const { rows: mails } = await sql<{ count: number }>`
        select count(*)::int as count from outbox where topic = 'order.cancelled'
        and payload::jsonb ->> 'storeOrderId' in (${sql.join(placed.map((order) => order.storeOrderId))})`.execute(
          db,
        );
        assert.equal(mails[0]?.count, CANCELS, 'one cancellation e-mail per order');
        const recovered = await callApi<{ status: string }>(app, { path: '/health' });
        assert.equal(recovered.body.status, 'ok');
      },
    );
  },
  {
    // Catalogue reads go to the database each time; owed refunds are asked for again quickly.
    env: { ...provider.env, CATALOG_CACHE_TTL_MS: '0', REFUND_RETRY_MS: '500' },
  },
);
