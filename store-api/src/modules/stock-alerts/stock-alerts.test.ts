// Back-in-stock alerts on each database: a guest's alert waits for its confirmation link, a
// customer's is on at once; a restock through the operator API queues exactly one e-mail per
// confirmed subscriber, more stock queues nothing more, and an unsubscribe link (the page's or the
// one-click header's) stops them; the limits, and one answer for a known and an unknown address.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { callApi, registerCustomer, uniqueEmail } from '../../testing/customers.js';
import { queuedPayloads } from '../../testing/outbox.js';
import { runOpsCli } from '../../ops-cli.js';
import { buildTestApp, describeOnEachDatabase, getJson } from '../../testing/test-app.js';

const OPS_KEY = 'ops-alerts-key-0123456789abcdef';
const STORE = 'hvac';

type Answer<T> = { data: T; error?: string };
interface RequestAnswer {
  status: string;
  message: string;
}
interface LinkAnswer {
  message: string;
  productId: number;
  productName: string;
  inStock: boolean;
}
interface Product {
  id: number;
  sku: string;
  name: string;
}

const setStock = (app: FastifyInstance, sku: string, totalOnHand: number, token = OPS_KEY) =>
  callApi<Answer<{ previousOnHand: number; totalOnHand: number; alertsQueued: number }>>(app, {
    method: 'PUT',
    path: `/ops/inventory/${sku}`,
    token,
    body: { storeId: STORE, totalOnHand },
  });

const askForAlert = (
  app: FastifyInstance,
  body: { productId: number; email?: string },
  token?: string,
) =>
  callApi<Answer<RequestAnswer>>(app, {
    method: 'POST',
    path: '/stock-alerts',
    store: STORE,
    token,
    body,
  });

/** The token of a link in a queued e-mail. */
const tokenOf = (url: unknown) => new URL(String(url)).searchParams.get('token') ?? '';

/** Distinct products of the store, each put out of stock through the operator API. */
async function outOfStockProducts(app: FastifyInstance, count: number): Promise<Product[]> {
  const { body } = await getJson<{ data: Product[] }>(app, '/products?limit=40', STORE);
  const bySku = new Map(body.data.map((product) => [product.sku, product]));
  const products = [...bySku.values()].slice(0, count);
  assert.equal(products.length, count, 'the seeded store has too few products');
  for (const product of products) {
    const answer = await setStock(app, product.sku, 0);
    assert.equal(answer.status, 200, answer.body.error);
  }
  return products;
}

describeOnEachDatabase(
  'back-in-stock alerts',
  (context) => {
    let products: Product[];
    before(async () => {
      products = await outOfStockProducts(context().app, 6);
    });
    const product = (index: number) => products[index]!;
    const alertsTo = (email: string) =>
      queuedPayloads(context().db, 'stock-alert.back-in-stock', [email]);
    const confirmationsTo = (email: string) =>
      queuedPayloads(context().db, 'stock-alert.confirm', [email]);

    async function guestAsks(productIndex: number, email: string) {
      const answer = await askForAlert(context().app, {
        productId: product(productIndex).id,
        email,
      });
      await context().app.backgroundWorkDone();
      return answer;
    }

    it("e-mails a guest a confirmation link, and sends no alert at a restock before it's used", async () => {
      const { app } = context();
      const email = uniqueEmail('alert-unconfirmed');
      const answer = await guestAsks(0, email);
      assert.equal(answer.status, 202);
      assert.deepEqual(answer.body.data, {
        status: 'confirmation-sent',
        message: `Almost done: confirm your alert with the link we e-mail to ${email}. It works for 48 hours.`,
      });
      const [confirmation, ...more] = await confirmationsTo(email);
      assert.equal(more.length, 0);
      assert.equal(confirmation?.productName, product(0).name);
      assert.equal(confirmation?.productUrl, `http://hvac.localhost:3000/product/${product(0).id}`);
      assert.match(
        String(confirmation?.confirmUrl),
        /^http:\/\/hvac\.localhost:3000\/stock-alerts\/confirm\?token=[\w-]{43}$/,
      );
      // Only the token's hash is kept.
      const rows = await context()
        .db.selectFrom('stock_alerts')
        .select(['status', 'confirm_token_hash'])
        .where('email', '=', email)
        .execute();
      assert.equal(rows.length, 1);
      assert.equal(rows[0]?.status, 'pending');
      assert.notEqual(rows[0]?.confirm_token_hash, tokenOf(confirmation?.confirmUrl));

      const restock = await setStock(app, product(0).sku, 4);
      assert.deepEqual(restock.body.data, {
        storeId: STORE,
        sku: product(0).sku,
        previousOnHand: 0,
        totalOnHand: 4,
        alertsQueued: 0,
      });
      assert.deepEqual(await alertsTo(email), []);
      await setStock(app, product(0).sku, 0);
    });

    it('e-mails each confirmed subscriber once per restock, nothing for more stock, and stops after an unsubscribe', async () => {
      const { app } = context();
      const guest = uniqueEmail('alert-guest');
      await guestAsks(1, guest);
      const [confirmation] = await confirmationsTo(guest);
      const confirmed = await callApi<Answer<LinkAnswer>>(app, {
        method: 'POST',
        path: '/stock-alerts/confirm',
        body: { token: tokenOf(confirmation?.confirmUrl) },
      });
      assert.equal(confirmed.status, 200, confirmed.body.error);
      assert.deepEqual(confirmed.body.data, {
        message: "Your alert is on: we will e-mail you when it's back in stock.",
        productId: product(1).id,
        productName: product(1).name,
        inStock: false,
      });

      const customer = await registerCustomer(app, { store: STORE });
      const subscribed = await askForAlert(app, { productId: product(1).id }, customer.token);
      assert.equal(subscribed.status, 200);
      assert.deepEqual(subscribed.body.data, {
        status: 'subscribed',
        message: `We will e-mail ${customer.email} when it's back in stock.`,
      });
      const unconfirmed = uniqueEmail('alert-pending');
      await guestAsks(1, unconfirmed);

      const restock = await setStock(app, product(1).sku, 5);
      assert.equal(restock.body.data.alertsQueued, 2);
      const [guestAlert, ...guestMore] = await alertsTo(guest);
      assert.equal(guestMore.length, 0);
      assert.equal(guestAlert?.productName, product(1).name);
      assert.equal(guestAlert?.productUrl, `http://hvac.localhost:3000/product/${product(1).id}`);
      assert.match(
        String(guestAlert?.unsubscribeUrl),
        /^http:\/\/hvac\.localhost:3000\/stock-alerts\/unsubscribe\?token=[\w-]{43}$/,
      );
      assert.equal(
        guestAlert?.oneClickUnsubscribeUrl,
        `http://api.test.localhost:4000/store-api/stock-alerts/one-click-unsubscribe?token=${tokenOf(guestAlert?.unsubscribeUrl)}`,
      );
      assert.equal((await alertsTo(customer.email)).length, 1);
      assert.deepEqual(await alertsTo(unconfirmed), []);

      // More stock is no restock.
      const more = await setStock(app, product(1).sku, 9);
      assert.equal(more.body.data.alertsQueued, 0);
      assert.equal((await alertsTo(guest)).length, 1);
      assert.equal((await alertsTo(customer.email)).length, 1);

      // The guest unsubscribes on the page; the customer with the mail client's one click.
      const unsubscribed = await callApi<Answer<LinkAnswer>>(app, {
        method: 'POST',
        path: '/stock-alerts/unsubscribe',
        body: { token: tokenOf(guestAlert?.unsubscribeUrl) },
      });
      assert.equal(unsubscribed.status, 200);
      assert.equal(
        unsubscribed.body.data.message,
        'You are unsubscribed: we will not e-mail you about this product again.',
      );
      // Out of stock and back: only the customer is still subscribed.
      await setStock(app, product(1).sku, 0);
      assert.equal((await setStock(app, product(1).sku, 2)).body.data.alertsQueued, 1);
      assert.equal((await alertsTo(guest)).length, 1);
      const customerAlerts = await alertsTo(customer.email);
      assert.equal(customerAlerts.length, 2);

      const oneClick = await app.inject({
        method: 'POST',
        url:
          new URL(String(customerAlerts[1]?.oneClickUnsubscribeUrl)).pathname +
          new URL(String(customerAlerts[1]?.oneClickUnsubscribeUrl)).search,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      assert.equal(oneClick.statusCode, 200, oneClick.body);
      await setStock(app, product(1).sku, 0);
      assert.equal((await setStock(app, product(1).sku, 3)).body.data.alertsQueued, 0);
      assert.equal((await alertsTo(customer.email)).length, 2);
    });

    it('queues the e-mails once when two restocks of one SKU run at once', async () => {
      const { app } = context();
      const customer = await registerCustomer(app, { store: STORE });
      await askForAlert(app, { productId: product(4).id }, customer.token);
      // Two operators (or API processes) at once: the inventory row's lock lets one be the restock.
      const answers = await Promise.all([
        setStock(app, product(4).sku, 6),
        setStock(app, product(4).sku, 8),
      ]);
      assert.deepEqual(answers.map((answer) => answer.body.data.alertsQueued).sort(), [0, 1]);
      assert.equal((await alertsTo(customer.email)).length, 1);
      await setStock(app, product(4).sku, 0);
    });

    it('answers a known, a subscribed and an unknown address alike', async () => {
      const { app } = context();
      const customer = await registerCustomer(app, { store: STORE });
      await askForAlert(app, { productId: product(2).id }, customer.token);
      const unknown = uniqueEmail('alert-unknown');
      const answers = [];
      for (const email of [customer.email, unknown]) {
        const answer = await guestAsks(2, email);
        answers.push({
          status: answer.status,
          headers: Object.keys(answer.headers).sort(),
          body: answer.raw.replace(email, '<email>'),
        });
      }
      assert.deepEqual(answers[0], answers[1]);
      // The subscribed address got nothing new; the unknown one its confirmation.
      assert.deepEqual(await confirmationsTo(customer.email), []);
      assert.equal((await confirmationsTo(unknown)).length, 1);
    });

    it("caps an address's unconfirmed alerts and counts its requests", async () => {
      const email = uniqueEmail('alert-capped');
      for (const index of [0, 2, 3, 4]) {
        assert.equal((await guestAsks(index, email)).status, 202);
      }
      // Three pending confirmations at most: the fourth product's request sent nothing.
      assert.deepEqual(
        (await confirmationsTo(email)).map((payload) => payload.productName),
        [product(0).name, product(2).name, product(3).name],
      );
      // Asking again for a pending one sends a new link (the old one stops working).
      assert.equal((await guestAsks(0, email)).status, 202);
      assert.equal((await confirmationsTo(email)).length, 4);
      // Six requests an hour per address: the seventh is refused.
      assert.equal((await guestAsks(5, email)).status, 202);
      const refused = await guestAsks(5, email);
      assert.equal(refused.status, 429);
      assert.equal(
        refused.body.error,
        'Too many alert requests for this e-mail. Please try again later.',
      );
    });

    it('refuses an in-stock, an unknown or an address-less request, and a bad or expired link', async () => {
      const { app, db } = context();
      await setStock(app, product(5).sku, 1);
      const inStock = await askForAlert(app, { productId: product(5).id, email: uniqueEmail() });
      assert.equal(inStock.status, 409);
      assert.equal(inStock.body.error, 'This product is in stock: you can order it now.');
      await setStock(app, product(5).sku, 0);
      const unknown = await askForAlert(app, { productId: 2_000_000_000, email: uniqueEmail() });
      assert.equal(unknown.status, 404);
      const noEmail = await askForAlert(app, { productId: product(5).id });
      assert.equal(noEmail.status, 400);
      assert.equal(noEmail.body.error, 'Email is required');

      const badLink = await callApi<Answer<unknown>>(app, {
        method: 'POST',
        path: '/stock-alerts/confirm',
        body: { token: 'x'.repeat(43) },
      });
      assert.equal(badLink.status, 400);
      assert.equal(
        badLink.body.error,
        'This confirmation link is not valid or has expired. Ask for a new one on the product page.',
      );
      const email = uniqueEmail('alert-expired');
      await guestAsks(5, email);
      const [confirmation] = await confirmationsTo(email);
      await db
        .updateTable('stock_alerts')
        .set({ confirm_expires_at: new Date(Date.now() - 1000) })
        .where('email', '=', email)
        .execute();
      const expired = await callApi<Answer<unknown>>(app, {
        method: 'POST',
        path: '/stock-alerts/confirm',
        body: { token: tokenOf(confirmation?.confirmUrl) },
      });
      assert.equal(expired.status, 400);
      const badUnsubscribe = await callApi<Answer<unknown>>(app, {
        method: 'POST',
        path: '/stock-alerts/unsubscribe',
        body: { token: 'y'.repeat(43) },
      });
      assert.equal(badUnsubscribe.status, 400);
      assert.equal(badUnsubscribe.body.error, 'This unsubscribe link is not valid.');
    });

    it('restocks from the terminal with `ops stock`, printing the change and the e-mails queued', async () => {
      const { app } = context();
      const customer = await registerCustomer(app, { store: STORE });
      await askForAlert(app, { productId: product(3).id }, customer.token);
      const printed: string[] = [];
      // The CLI's fetch, going to the app in-process.
      const fetch = (async (url: string, init: RequestInit = {}) => {
        const target = new URL(url);
        const response = await app.inject({
          method: init.method as 'PUT',
          url: `${target.pathname}${target.search}`,
          headers: init.headers as Record<string, string>,
          payload: init.body as string,
        });
        return new Response(response.body, { status: response.statusCode });
      }) as typeof globalThis.fetch;
      const code = await runOpsCli(['stock', product(3).sku, '--store', STORE, '--set', '12'], {
        env: { OPS_API_KEY: OPS_KEY, STORE_API_URL: 'http://api.test' },
        fetch,
        print: (line) => printed.push(line),
      });
      assert.equal(code, 0);
      assert.deepEqual(printed, [
        `${STORE} ${product(3).sku}: 0 → 12 on hand`,
        '  back-in-stock e-mails queued: 1',
      ]);
      await setStock(app, product(3).sku, 0);
    });

    it('sets stock only with the operator key, and only of a SKU the store has', async () => {
      const { app } = context();
      const refused = await setStock(app, product(5).sku, 3, 'not-the-key');
      assert.equal(refused.status, 401);
      const missing = await setStock(app, 'NO-SUCH-SKU-1', 3);
      assert.equal(missing.status, 404);
      assert.equal(missing.body.error, `No inventory for SKU NO-SUCH-SKU-1 in store ${STORE}`);
    });
  },
  { env: { OPS_API_KEY: OPS_KEY } },
);

describe('back-in-stock alert requests per client address', () => {
  it('refuses a client past its share with 429 and Retry-After', async () => {
    const { app, close } = await buildTestApp('pglite', {
      env: { OPS_API_KEY: OPS_KEY, CONTACT_RATE_LIMIT_MAX: '2' },
    });
    try {
      const [sample] = await outOfStockProducts(app, 1);
      const statuses = [];
      for (let request = 0; request < 3; request += 1) {
        const answer = await askForAlert(app, { productId: sample!.id, email: uniqueEmail() });
        statuses.push(answer.status);
        if (answer.status === 429) assert.ok(Number(answer.headers['retry-after']) > 0);
      }
      assert.deepEqual(statuses, [202, 202, 429]);
      await app.backgroundWorkDone();
    } finally {
      await close();
    }
  });
});
