// Issue 27's stack of its own: PostgreSQL, Redis, two store API processes (each its own
// `pnpm start`, as `npm start -- --scale 2` runs them) and HAProxy in front, started by
// scripts/lib/scale-out.mjs. Limits are counted across both processes, a stock change through
// one is seen through the other within a second, shoppers keep checking out while a process is
// killed, and the site keeps serving while Redis is down. PostgreSQL only (DATABASE_URL): an
// embedded PGlite cannot be shared by two processes.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { setTimeout as delay } from 'node:timers/promises';
import { sql } from 'kysely';
import { startSandbox, type RunningSandbox } from 'payment-sandbox';
import { TEST_SECRET_KEY } from 'payment-sandbox/testing/sandbox-client';
import { getFreePort, killGroup } from '../../scripts/lib/processes.mjs';
import { HEALTH_CHECK_INTERVAL_MS, startScaledApi } from '../../scripts/lib/scale-out.mjs';
import { openDatabase, type DatabaseHandle } from './db/connection.js';
import { checkoutBody, orderOfSession, payOnHostedPage } from './testing/checkout.js';
import { CONTACT_FORM_BODY } from './testing/contact-form.js';
import { uniqueSchemaName } from './testing/test-app.js';

type ScaledApi = Awaited<ReturnType<typeof startScaledApi>>;

/** The request allowance per client address and minute on this stack (low, to reach it). */
const RATE_LIMIT_MAX = 300;
const LOGIN_MAX_FAILURES = 10;
const RESET_REQUESTS_MAX = 5;
const CONTACT_MAX = 5;
const SHOPPERS = 20;

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** A request as from the client address `ip` (each test's shoppers have their own). */
async function call(
  origin: string,
  apiPath: string,
  { method = 'GET', body, ip }: { method?: string; body?: unknown; ip: string },
): Promise<Answer> {
  const response = await fetch(`${origin}/store-api${apiPath}`, {
    method,
    headers: {
      'x-store-id': 'hvac',
      // The API trusts the proxy's (and this test's, on loopback) forwarded address.
      'x-forwarded-for': ip,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Answer['body']) : {} };
}

let addressesTaken = 0;
/** A client address no other test of this file uses. */
const newAddress = () =>
  `10.27.${Math.floor(addressesTaken / 250)}.${(addressesTaken++ % 250) + 1}`;

describe(
  'scale-out: two API processes behind HAProxy, with Redis',
  { skip: !process.env.DATABASE_URL },
  () => {
    const schema = uniqueSchemaName('scale_out_test');
    let dataDir = '';
    let sandbox: RunningSandbox;
    let stack: ScaledApi;
    let database: DatabaseHandle;
    /** HAProxy's origin, and each process's own. */
    let proxy = '';
    let processes: string[] = [];

    before(async () => {
      dataDir = await mkdtemp(path.join(tmpdir(), 'scale-out-'));
      const proxyPort = await getFreePort();
      proxy = `http://127.0.0.1:${proxyPort}`;
      sandbox = await startSandbox({
        config: { webhookEndpoints: [`${proxy}/store-api/checkout/webhook`] },
      });
      const {
        REDIS_URL: _operatorRedis,
        DATABASE_SCHEMA: _operatorSchema,
        ...inherited
      } = process.env;
      stack = await startScaledApi({
        processes: 2,
        dataDir,
        env: {
          ...inherited,
          STORE_API_PORT: String(proxyPort),
          DATABASE_SCHEMA: schema,
          SEED_PRODUCTS_PER_STORE: '40',
          LOG_LEVEL: 'warn',
          AUTH_TOKEN_SECRET: randomBytes(32).toString('hex'),
          RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
          LOGIN_MAX_FAILURES: String(LOGIN_MAX_FAILURES),
          RESET_REQUESTS_MAX: String(RESET_REQUESTS_MAX),
          CONTACT_RATE_LIMIT_MAX: String(CONTACT_MAX),
          UNPAID_CHECKOUTS_MAX: '1000',
          UNPAID_UNITS_MAX: '100000',
          STRIPE_SECRET_KEY: TEST_SECRET_KEY,
          STRIPE_WEBHOOK_SECRET: sandbox.webhookSecret,
          STRIPE_API_HOST: sandbox.host,
          STRIPE_API_PORT: String(sandbox.port),
          STRIPE_API_PROTOCOL: 'http',
        },
      });
      processes = stack.apis.map((api) => `http://127.0.0.1:${api.port}`);
      database = await openDatabase({
        driver: 'postgres',
        url: process.env.DATABASE_URL ?? '',
        schema,
      });
    });

    after(async () => {
      await stack?.stop();
      await sandbox?.close();
      if (database) {
        try {
          await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(database.db);
        } finally {
          await database.close();
        }
      }
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    });

    /** Asks process A, then B, then A... `count` times; the answers' statuses in order. */
    async function alternate(count: number, ask: (origin: string) => Promise<Answer>) {
      const statuses: number[] = [];
      for (let index = 0; index < count; index += 1) {
        statuses.push((await ask(processes[index % 2]!)).status);
      }
      return statuses;
    }

    const failedLogin = (origin: string, ip: string, email: string) =>
      call(origin, '/auth/login', {
        method: 'POST',
        ip,
        body: { email, password: 'not-the-password' },
      });

    it('refuses the 11th failed login of an e-mail although the 10 before went to both processes', async () => {
      const ip = newAddress();
      const statuses = await alternate(LOGIN_MAX_FAILURES + 1, (origin) =>
        failedLogin(origin, ip, 'nobody.scale@example.com'),
      );
      assert.deepEqual(statuses, [...Array(LOGIN_MAX_FAILURES).fill(401), 429]);
    });

    it('refuses the 6th reset request of an e-mail and the 6th contact message across both processes', async () => {
      const resetIp = newAddress();
      const resets = await alternate(RESET_REQUESTS_MAX + 1, (origin) =>
        call(origin, '/auth/request-reset-password', {
          method: 'POST',
          ip: resetIp,
          body: { email: 'reset.scale@example.com' },
        }),
      );
      assert.deepEqual(resets, [202, 202, 202, 202, 202, 429]);

      const contactIp = newAddress();
      const messages = await alternate(CONTACT_MAX + 1, (origin) =>
        call(origin, '/emails/contact', {
          method: 'POST',
          ip: contactIp,
          body: CONTACT_FORM_BODY,
        }),
      );
      assert.deepEqual(messages, [202, 202, 202, 202, 202, 429]);
    });

    it('counts the request rate limit over both processes', async () => {
      const ip = newAddress();
      const statuses = await alternate(RATE_LIMIT_MAX + 1, (origin) =>
        call(origin, '/categories', { ip }),
      );
      assert.equal(statuses.filter((status) => status === 200).length, RATE_LIMIT_MAX);
      assert.equal(statuses[RATE_LIMIT_MAX], 429);
    });

    it('shows a product out of stock through one process within a second of a checkout through the other', async () => {
      const ip = newAddress();
      const product = await productWithStock(0, 1);
      const stockThrough = async (origin: string) =>
        (await call(origin, `/products/inventories/${product.sku}`, { ip })).body.total_on_hand;
      // Process B has the answer "1 on hand" cached for the next seconds.
      assert.equal(await stockThrough(processes[1]!), 1);
      const checkout = await call(processes[0]!, '/checkout/create-session', {
        method: 'POST',
        ip,
        body: checkoutBody([{ id: product.id, itemQuantity: 1 }]),
      });
      assert.equal(checkout.status, 200);
      const soldAt = Date.now();
      let seen: unknown = 1;
      while (seen !== 0 && Date.now() - soldAt < 1000) {
        seen = await stockThrough(processes[1]!);
        if (seen !== 0) await delay(50);
      }
      assert.equal(seen, 0, 'process B still shows the unit a checkout through A took');
    });

    /** The `offset`th product of the store (ordered by id), with exactly `units` on hand. */
    async function productWithStock(offset: number, units: number) {
      const row = await database.db
        .selectFrom('products')
        .select(['id', 'sku'])
        .where('store_id', '=', 'hvac')
        .where('is_active', '=', true)
        .orderBy('id')
        .offset(offset)
        .limit(1)
        .executeTakeFirstOrThrow();
      await database.db
        .updateTable('inventory')
        .set({ total_on_hand: units })
        .where('store_id', '=', 'hvac')
        .where('sku', '=', row.sku)
        .execute();
      return row;
    }

    it('keeps serving while Redis is down, each process still limiting logins and the contact form, and shares the limits again once it is back', async () => {
      await stack.stopRedis();
      try {
        const ip = newAddress();
        for (const origin of processes) {
          assert.equal((await call(origin, '/categories', { ip })).status, 200);
        }
        const health = await waitForHealth(processes[0]!, 'down');
        assert.equal(health.status, 'degraded');
        // Without Redis each process counts on its own: the limit still holds in each.
        const outage = await alternate(LOGIN_MAX_FAILURES + 1, () =>
          failedLogin(processes[0]!, ip, 'during.outage@example.com'),
        );
        assert.deepEqual(outage, [...Array(LOGIN_MAX_FAILURES).fill(401), 429]);
        // The contact form too: each process takes its own 5 from an address, never more.
        const contactIp = newAddress();
        const messages = await alternate(2 * CONTACT_MAX + 2, (origin) =>
          call(origin, '/emails/contact', {
            method: 'POST',
            ip: contactIp,
            body: CONTACT_FORM_BODY,
          }),
        );
        assert.deepEqual(messages, [...Array(2 * CONTACT_MAX).fill(202), 429, 429]);
      } finally {
        await stack.startRedis();
      }
      await Promise.all(processes.map((origin) => waitForHealth(origin, 'up')));
      const ip = newAddress();
      const statuses = await alternate(LOGIN_MAX_FAILURES + 1, (origin) =>
        failedLogin(origin, ip, 'after.outage@example.com'),
      );
      assert.deepEqual(statuses, [...Array(LOGIN_MAX_FAILURES).fill(401), 429]);
    });

    it('keeps 20 shoppers checking out through HAProxy while one process is killed: no order lost, doubled or oversold', async (t) => {
      const CONTESTED_UNITS = 10;
      const contested = await productWithStock(1, CONTESTED_UNITS);
      const own = await Promise.all(
        Array.from({ length: SHOPPERS }, (_, shopper) => productWithStock(2 + shopper, 1000)),
      );
      const failures: { at: number; what: string }[] = [];
      /** Session ids of the checkouts whose answer said created, per shopper. */
      const created: string[] = [];
      const paidContested: string[] = [];
      let running = true;

      const shop = async (shopper: number) => {
        const ip = newAddress();
        const ask = async (apiPath: string, init: { method?: string; body?: unknown } = {}) => {
          try {
            const answer = await call(proxy, apiPath, { ...init, ip });
            if (answer.status >= 500)
              failures.push({ at: Date.now(), what: `${apiPath} ${answer.status}` });
            return answer;
          } catch (error) {
            failures.push({ at: Date.now(), what: `${apiPath} ${(error as Error).message}` });
            return undefined;
          }
        };
        const customer = {
          first_name: 'Shopper',
          last_name: String(shopper),
          email: `shopper-${shopper}.scale@example.com`,
          phone: '(512) 555-0100',
        };
        while (running) {
          await ask('/products?page=1');
          await ask(`/products/${own[shopper]!.id}`);
          const mine = await ask('/checkout/create-session', {
            method: 'POST',
            body: checkoutBody([{ id: own[shopper]!.id, itemQuantity: 1 }], { customer }),
          });
          if (mine?.status === 200) created.push(String(mine.body.sessionId));
          const scarce = await ask('/checkout/create-session', {
            method: 'POST',
            body: checkoutBody([{ id: contested.id, itemQuantity: 1 }], { customer }),
          });
          if (scarce?.status === 200) {
            created.push(String(scarce.body.sessionId));
            // Paid on the sandbox's page; its webhook reaches whichever process HAProxy picks.
            if ((await payOnHostedPage(String(scarce.body.url))) < 400) {
              paidContested.push(String(scarce.body.sessionId));
            }
          }
          await delay(150);
        }
      };

      const shoppers = Array.from({ length: SHOPPERS }, (_, shopper) => shop(shopper));
      await delay(2000);
      const killedAt = Date.now();
      killGroup(stack.apis[0]!.child.pid, 'SIGKILL');
      await delay(4000);
      running = false;
      await Promise.all(shoppers);

      // Requests in flight on the killed process may fail; none may fail once HAProxy had time to
      // take it out (one check interval), and none before the kill.
      for (const failure of failures) {
        const after = failure.at - killedAt;
        assert.ok(
          after >= 0 && after <= HEALTH_CHECK_INTERVAL_MS,
          `${failure.what} failed ${after} ms after the kill`,
        );
      }
      assert.ok(created.length > SHOPPERS, `only ${created.length} checkouts were created`);

      const orders = await database.db
        .selectFrom('orders')
        .select(['provider_session_id', 'status'])
        .where('customer_email', 'like', 'shopper-%.scale@example.com')
        .execute();
      const ordersOfSession = new Map<string, number>();
      for (const order of orders) {
        const id = order.provider_session_id ?? '';
        ordersOfSession.set(id, (ordersOfSession.get(id) ?? 0) + 1);
      }
      for (const sessionId of created) {
        assert.equal(
          ordersOfSession.get(sessionId),
          1,
          `checkout ${sessionId} has no single order`,
        );
      }
      // Sold never exceeds the shelf: on hand plus what unexpired orders hold is what there was.
      const contestedUnits = await sql<{ reserved: number; on_hand: number }>`
      select
        (select coalesce(sum(oi.quantity), 0) from order_items oi join orders o on o.id = oi.order_id
           where oi.product_id = ${contested.id} and o.reservation_released_at is null) as reserved,
        (select total_on_hand from inventory where store_id = 'hvac' and sku = ${contested.sku}) as on_hand
    `.execute(database.db);
      const units = contestedUnits.rows[0]!;
      t.diagnostic(
        `${created.length} checkouts created, ${paidContested.length} of the contested product paid, ${failures.length} requests failed at the kill (${failures.map((failure) => failure.what).join('; ')})`,
      );
      assert.ok(units.on_hand >= 0, `on hand went to ${units.on_hand}`);
      assert.equal(Number(units.reserved) + Number(units.on_hand), CONTESTED_UNITS);
      assert.ok(paidContested.length <= CONTESTED_UNITS);
      // Every payment made became a paid order once, through whichever process got its webhook.
      const deadline = Date.now() + 10_000;
      let paid = 0;
      while (Date.now() < deadline) {
        const payments = await Promise.all(
          paidContested.map(
            async (sessionId) => (await orderOfSession(database.db, sessionId)).payment,
          ),
        );
        paid = payments.filter((payment) => payment.status === 'paid').length;
        if (paid === paidContested.length) break;
        await delay(200);
      }
      assert.equal(paid, paidContested.length);
    });

    /** Polls the process's /health until Redis is reported `state`; its body then. */
    async function waitForHealth(origin: string, state: 'up' | 'down') {
      const deadline = Date.now() + 10_000;
      for (;;) {
        // Forwarded as from this machine: which dependency is down is the operator's to see.
        const { body } = await call(origin, '/health', { ip: '127.0.0.1' });
        const dependencies = body.dependencies as Record<string, string>;
        if (dependencies.redis === state || Date.now() > deadline) return body;
        await delay(200);
      }
    }
  },
);
