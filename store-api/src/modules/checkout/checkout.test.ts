// Checkout against the payment sandbox through the real SDK, on each database: prices from the
// catalogue, stock reserved and released, exactly one paid order and one confirmation whatever the
// webhook does, signatures, a restart between payment and webhook, the guest e-mail rule and store
// scoping.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { shippingCentsFor, getStoreConfig } from '@storefront/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import { callApi, registerCustomer, uniqueEmail } from '../../testing/customers.js';
import {
  buildTestApp,
  describeOnEachDatabase,
  describeOnEachDatabaseAndPgBouncer,
  type TestContext,
} from '../../testing/test-app.js';
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
  TEST_ADDRESS,
} from '../../testing/checkout.js';
import { CHECKOUT_MESSAGES } from './messages.js';

const STORE = 'hvac';
const provider = await startCheckoutSandbox();
after(() => provider.close());

async function confirmationsFor(db: Db, storeOrderId: string): Promise<number> {
  const { rows } = await sql<{ count: number }>`
    select count(*)::int as count from outbox
    where topic = 'order.confirmation' and payload::jsonb ->> 'storeOrderId' = ${storeOrderId}`.execute(
    db,
  );
  return rows[0]?.count ?? 0;
}

/** The set-password link of an order's queued confirmation (null when it has none). */
async function setPasswordLinkOfConfirmation(db: Db, storeOrderId: string) {
  const message = await db
    .selectFrom('outbox')
    .select('payload')
    .where('topic', '=', 'order.confirmation')
    .where(sql<boolean>`payload::jsonb ->> 'storeOrderId' = ${storeOrderId}`)
    .executeTakeFirstOrThrow();
  return (message.payload as { setPassword: { url: string; expiresInHours: number } | null })
    .setPassword;
}

const verify = (context: TestContext, sessionId: string, store = STORE) =>
  callApi<{ status: string; success: boolean; error?: string; order: { store_order_id: string } }>(
    context.app,
    { path: `/checkout/verify-session/${sessionId}`, store },
  );

/** Moves verify-session's last provider check of a session `seconds` into the past. */
async function providerCheckedSecondsAgo(db: Db, sessionId: string, seconds: number) {
  await sql`update orders set provider_checked_at = now() - make_interval(secs => ${seconds})
    where provider_session_id = ${sessionId}`.execute(db);
}

/** The signed checkout.session.completed delivery the sandbox sent for a session. */
const completedDelivery = (sessionId: string) =>
  provider.webhooks.waitForEvent('checkout.session.completed', sessionId, 10_000);

describeOnEachDatabaseAndPgBouncer(
  'checkout',
  (context) => {
    describe('POST /checkout/create-session', () => {
      it('prices every line from the catalogue and ignores the prices the browser sent', async () => {
        const { app, db } = context();
        const product = await stockedProduct(db, 20);
        const created = await createSession(
          app,
          checkoutBody([{ id: product.id, itemQuantity: 3, price: 0.01 }], { shipping_fee: 0 }),
        );
        assert.equal(created.status, 200, created.error);
        const subtotal = product.unitCents * 3;
        const shipping = shippingCentsFor(subtotal, getStoreConfig(STORE).shipping_charge);
        const { order, payment } = await orderOfSession(db, created.sessionId);
        assert.equal(order.subtotal_cents, subtotal);
        assert.equal(order.shipping_cents, shipping);
        assert.equal(order.total_cents, subtotal + shipping);
        assert.equal(payment.amount_cents, subtotal + shipping);
        assert.match(order.store_order_id, /^HVAC-\d{6}$/);
        const session = await provider.stripe.checkout.sessions.retrieve(created.sessionId);
        assert.equal(
          session.amount_total,
          subtotal + shipping,
          'the provider charges the order total',
        );
        assert.equal(session.client_reference_id, String(order.id));
        assert.equal(session.customer_email, 'ann.lee@example.com');
        assert.equal(session.metadata?.storeId, STORE);
        assert.equal(session.metadata?.isGuest, 'true');
        // The browser's `origin` is ignored: the store's configured origin is used.
        assert.ok(session.success_url?.startsWith('http://hvac.localhost:'));
        assert.ok(
          session.success_url?.endsWith('/checkout/success?session_id={CHECKOUT_SESSION_ID}'),
        );
        assert.ok(session.cancel_url?.endsWith('/checkout/review'));
        assert.ok(session.url, 'the hosted page');
        assert.equal(created.url, session.url);
      });

      it('reserves the stock at once and releases it when the session expires, once', async () => {
        const { app, db } = context();
        const product = await stockedProduct(db, 5);
        const created = await createSession(
          app,
          checkoutBody([{ id: product.id, itemQuantity: 2 }]),
        );
        assert.equal(created.status, 200, created.error);
        assert.equal(await stockOf(db, product.sku), 3);

        await provider.stripe.checkout.sessions.expire(created.sessionId);
        const expired = await provider.webhooks.waitForEvent(
          'checkout.session.expired',
          created.sessionId,
        );
        assert.equal(await deliverWebhook(app, expired), 200);
        assert.equal(await deliverWebhook(app, expired), 200);
        assert.equal(await stockOf(db, product.sku), 5, 'the two units came back once');
        const { order, payment } = await orderOfSession(db, created.sessionId);
        assert.equal(order.status, 'cancelled');
        assert.ok(order.reservation_released_at);
        assert.equal(payment.status, 'failed');
        assert.equal((await verify(context(), created.sessionId)).body.status, 'failed');
      });

      it('releases an expired session on verify-session when its webhook never came', async () => {
        const { app, db } = context();
        const product = await stockedProduct(db, 5);
        const created = await createSession(
          app,
          checkoutBody([{ id: product.id, itemQuantity: 4 }]),
        );
        assert.equal(await stockOf(db, product.sku), 1);
        await provider.stripe.checkout.sessions.expire(created.sessionId);
        const verified = await verify(context(), created.sessionId);
        assert.equal(verified.body.status, 'failed');
        assert.equal(verified.body.success, false);
        assert.equal(await stockOf(db, product.sku), 5);
      });

      it('settles old unpaid orders whose webhook never came, once when two processes sweep together, and leaves recent ones', async () => {
        const { app, db } = context();
        const product = await stockedProduct(db, 10);
        const place = () => createSession(app, checkoutBody([{ id: product.id, itemQuantity: 1 }]));
        const [expired, paid, unsaved, recent] = [
          await place(),
          await place(),
          await place(),
          await place(),
        ];
        await provider.stripe.checkout.sessions.expire(expired.sessionId);
        await payOnHostedPage(paid.url);
        // A process that died between the provider call and saving the session id.
        await db
          .updateTable('orders')
          .set({ provider_session_id: null })
          .where('provider_session_id', '=', unsaved.sessionId)
          .execute();
        const old = [expired, paid, unsaved].map((created) => created.sessionId);
        await sql`update orders set created_at = now() - interval '40 minutes'
          where provider_session_id = any(${old}) or provider_session_id is null`.execute(db);
        assert.equal(await stockOf(db, product.sku), 6);

        const flow = app.flows.checkout;
        assert.ok(flow);
        // Every API process runs the sweep on its own timer: two at once give stock back once.
        await Promise.all([flow.sweepStaleReservations(), flow.sweepStaleReservations()]);

        assert.equal((await orderOfSession(db, expired.sessionId)).order.status, 'cancelled');
        assert.equal((await orderOfSession(db, paid.sessionId)).payment.status, 'paid');
        assert.equal((await orderOfSession(db, recent.sessionId)).payment.status, 'pending');
        const orphan = await db
          .selectFrom('orders')
          .select(['status', 'cancellation_reason'])
          .where('provider_session_id', 'is', null)
          .executeTakeFirstOrThrow();
        assert.equal(orphan.status, 'cancelled');
        assert.equal(
          await stockOf(db, product.sku),
          8,
          'the expired and the orphan gave theirs back',
        );
      });

      it('refuses more units than are in stock with the SPEC message and reserves nothing', async () => {
        const { app, db } = context();
        const plenty = await stockedProduct(db, 10);
        const scarce = await stockedProduct(db, 1);
        const created = await createSession(
          app,
          checkoutBody([
            { id: plenty.id, itemQuantity: 2 },
            { id: scarce.id, itemQuantity: 2 },
          ]),
        );
        assert.equal(created.status, 409);
        assert.equal(created.error, `Sorry, only 1 items available for SKU: ${scarce.sku}`);
        assert.equal(await stockOf(db, plenty.sku), 10);
        assert.equal(await stockOf(db, scarce.sku), 1);
      });

      it('counts a product named on two lines once, with both quantities', async () => {
        const { app, db } = context();
        const product = await stockedProduct(db, 3);
        const created = await createSession(
          app,
          checkoutBody([
            { id: product.id, itemQuantity: 2 },
            { id: product.id, itemQuantity: 2 },
          ]),
        );
        assert.equal(created.status, 409, 'four units of three');
        assert.equal(await stockOf(db, product.sku), 3);
      });

      it("asks a guest for an email, and takes a signed-in customer's from the account", async () => {
        const { app, db } = context();
        const product = await stockedProduct(db, 10);
        const customerInfo = { first_name: 'Ann', last_name: 'Lee' };
        const guest = await createSession(
          app,
          checkoutBody([{ id: product.id, itemQuantity: 1 }], { customer: customerInfo }),
        );
        assert.equal(guest.status, 400);
        assert.equal(guest.error, 'Email is required for guest checkout');
        assert.equal(await stockOf(db, product.sku), 10);

        const customer = await registerCustomer(app, { store: STORE });
        const signedIn = await createSession(
          app,
          checkoutBody([{ id: product.id, itemQuantity: 1 }], { customer: customerInfo }),
          { token: customer.token },
        );
        assert.equal(signedIn.status, 200, signedIn.error);
        const { order } = await orderOfSession(db, signedIn.sessionId);
        assert.equal(order.customer_id, customer.id);
        assert.equal(order.is_guest, false);
        assert.equal(order.customer_email, customer.email);
      });

      it('refuses Alaska as a shipping state and an unknown product', async () => {
        const { app, db } = context();
        const product = await stockedProduct(db, 10);
        const alaska = await createSession(
          app,
          checkoutBody([{ id: product.id, itemQuantity: 1 }], {
            shippingAddress: {
              ...checkoutBody([]).shippingAddress,
              state: 'AK',
              postal_code: '99501',
            },
          }),
        );
        assert.equal(alaska.status, 400);
        assert.match(alaska.error ?? '', /we currently don't ship to Alaska/);
        const unknown = await createSession(
          app,
          checkoutBody([{ id: 2_000_000_000, itemQuantity: 1 }]),
        );
        assert.equal(unknown.status, 409);
        assert.equal(unknown.error, CHECKOUT_MESSAGES.productUnavailable(2_000_000_000));
      });

      it("refuses a phone that is not a US number, the shopper's or an address's, and reserves nothing", async () => {
        const { app, db } = context();
        const product = await stockedProduct(db, 10);
        const message = /Please enter a valid US phone number \(e\.g\., 555-123-4567\)$/;
        const lines = [{ id: product.id, itemQuantity: 1 }];
        const shopper = checkoutBody(lines).customer;
        const byShopper = await createSession(
          app,
          checkoutBody(lines, { customer: { ...shopper, phone: 'abc' } }),
        );
        assert.equal(byShopper.status, 400);
        assert.match(byShopper.error ?? '', message);
        const byBilling = await createSession(
          app,
          checkoutBody(lines, { billingAddress: { ...TEST_ADDRESS, phone: '555-0100' } }),
        );
        assert.equal(byBilling.status, 400);
        assert.match(byBilling.error ?? '', message);
        assert.equal(await stockOf(db, product.sku), 10);
      });
    });

    describe('payment', () => {
      it("tells the success page the order's items and shipping address", async () => {
        const { app, db } = context();
        const product = await stockedProduct(db, 10);
        const { name } = await db
          .selectFrom('products')
          .select('name')
          .where('id', '=', product.id)
          .executeTakeFirstOrThrow();
        const created = await createSession(
          app,
          checkoutBody([{ id: product.id, itemQuantity: 2 }]),
        );
        assert.equal(created.status, 200, created.error);
        const { body } = await callApi<{
          order: { shipping_address: unknown; items: Array<Record<string, unknown>> };
        }>(app, { path: `/checkout/verify-session/${created.sessionId}`, store: STORE });
        assert.deepEqual(body.order.shipping_address, {
          id: null,
          first_name: 'Ann',
          last_name: 'Lee',
          street: '12 Main St, Apt 4',
          city: 'Austin',
          state: 'TX',
          postal_code: '78701',
          country: 'US',
          phone: '(512) 555-0100',
        });
        assert.deepEqual(
          body.order.items.map(({ name, sku, quantity, price, total }) => ({
            name,
            sku,
            quantity,
            price,
            total,
          })),
          [
            {
              name,
              sku: product.sku,
              quantity: 2,
              price: product.unitCents / 100,
              total: (product.unitCents * 2) / 100,
            },
          ],
        );
      });

      it('makes exactly one paid order and one confirmation from verify-session and 5 late, repeated deliveries', async () => {
        const { app, db } = context();
        const product = await stockedProduct(db, 10);
        const customer = await registerCustomer(app, { store: STORE });
        const created = await createSession(
          app,
          checkoutBody([{ id: product.id, itemQuantity: 2 }]),
          {
            token: customer.token,
          },
        );
        assert.equal(created.status, 200, created.error);
        assert.equal((await verify(context(), created.sessionId)).body.status, 'pending');

        assert.equal(await payOnHostedPage(created.url), 303);
        const delivery = await completedDelivery(created.sessionId);
        // The webhook is late: the success page's verify, past the provider-check interval since
        // the one above, completes the order from the provider.
        await providerCheckedSecondsAgo(db, created.sessionId, 60);
        const verified = await verify(context(), created.sessionId);
        assert.equal(verified.status, 200);
        assert.equal(verified.body.status, 'paid');
        assert.equal(verified.body.success, true);

        // An older, unpaid copy of the session's events arrives after the payment: ignored.
        const staleExpiry = signedDelivery(
          {
            id: 'evt_stale',
            object: 'event',
            type: 'checkout.session.expired',
            data: {
              object: {
                ...JSON.parse(delivery.body).data.object,
                status: 'expired',
                payment_status: 'unpaid',
              },
            },
          },
          provider.sandbox.webhookSecret,
        );
        const statuses = await Promise.all([
          deliverWebhook(app, delivery),
          deliverWebhook(app, staleExpiry),
          deliverWebhook(app, delivery),
          deliverWebhook(app, delivery),
          deliverWebhook(app, delivery),
          deliverWebhook(app, delivery),
        ]);
        assert.deepEqual(statuses, [200, 200, 200, 200, 200, 200]);

        const { order, payment } = await orderOfSession(db, created.sessionId);
        assert.equal(payment.status, 'paid');
        assert.equal(payment.provider, 'stripe');
        assert.equal(payment.amount_cents, order.total_cents);
        assert.match(payment.transaction_id ?? '', /^pi_/);
        assert.equal(payment.provider_session_id, created.sessionId);
        assert.ok(payment.paid_at);
        assert.equal(order.status, 'pending', 'paid and waiting to ship');
        assert.equal(await stockOf(db, product.sku), 8, 'the stale expiry released nothing');
        assert.equal(await confirmationsFor(db, order.store_order_id), 1);
        const message = await db
          .selectFrom('outbox')
          .select('payload')
          .where('topic', '=', 'order.confirmation')
          .where(sql<boolean>`payload::jsonb ->> 'storeOrderId' = ${order.store_order_id}`)
          .executeTakeFirstOrThrow();
        const payload = message.payload as { to: string; orderUrl: string; totalCents: number };
        assert.equal(payload.to, 'ann.lee@example.com', 'the e-mail given at checkout');
        assert.equal(payload.totalCents, order.total_cents);
        assert.match(
          payload.orderUrl,
          new RegExp(`^http://hvac\\.localhost:\\d+/orders/${order.id}$`),
        );
      });

      it("empties the paying customer's server cart, and nobody else's", async () => {
        const { app, db } = context();
        const product = await stockedProduct(db, 10);
        const buyer = await registerCustomer(app, { store: STORE });
        const other = await registerCustomer(app, { store: STORE });
        const cartLines = async (token: string) =>
          (await callApi<{ items: unknown[] }>(app, { path: '/cart', token })).body.items.length;
        for (const { token } of [buyer, other]) {
          const added = await callApi(app, {
            method: 'POST',
            path: '/cart/items',
            token,
            body: { productId: product.id, quantity: 1 },
          });
          assert.ok(added.status < 300, `add to cart answered ${added.status}`);
          assert.equal(await cartLines(token), 1);
        }
        const created = await createSession(
          app,
          checkoutBody([{ id: product.id, itemQuantity: 1 }]),
          { token: buyer.token },
        );
        assert.equal(created.status, 200, created.error);
        assert.equal(await payOnHostedPage(created.url), 303);
        assert.equal((await verify(context(), created.sessionId)).body.status, 'paid');
        assert.equal(await cartLines(buyer.token), 0);
        assert.equal(await cartLines(other.token), 1);
      });

      it("e-mails a paid guest the set-password link of the e-mail's account, and nothing else claims it", async () => {
        const { app, db } = context();
        const product = await stockedProduct(db, 10);
        const email = uniqueEmail('guest-buyer');
        const body = checkoutBody([{ id: product.id, itemQuantity: 1 }], {
          customer: { first_name: 'Gus', last_name: 'Guest', email },
        });
        const created = await createSession(app, body);
        const { order } = await orderOfSession(db, created.sessionId);
        assert.equal(order.is_guest, true);
        assert.ok(order.customer_id, 'kept on the passwordless account of the e-mail');
        const setPassword = (extra: Record<string, string> = {}) =>
          callApi<{ error?: string }>(app, {
            method: 'POST',
            path: '/auth/set-password',
            body: { email, password: 'guest-pass', orderId: String(order.id), ...extra },
          });
        assert.equal((await setPassword()).status, 400, 'e-mail and order are no proof');
        await payOnHostedPage(created.url);
        assert.equal((await verify(context(), created.sessionId)).body.status, 'paid');
        assert.equal((await setPassword()).status, 400, 'nor once the order is paid');

        const link = await setPasswordLinkOfConfirmation(db, order.store_order_id);
        assert.ok(link, "the guest's confirmation carries the link");
        assert.equal(
          link.url.replace(/token=[\w-]+$/, 'token='),
          `http://hvac.localhost:3000/set-password?email=${encodeURIComponent(email)}&orderId=${order.id}&token=`,
        );
        const token = new URL(link.url).searchParams.get('token') ?? '';
        assert.equal((await setPassword({ token })).status, 200);
        assert.equal((await setPassword({ token })).status, 400, 'the link works once');

        // A guest using the e-mail of an account with a password attaches nothing to it and gets
        // no link to it.
        const registered = await registerCustomer(app, { store: STORE });
        const intruder = await createSession(
          app,
          checkoutBody([{ id: product.id, itemQuantity: 1 }], {
            customer: { first_name: 'Eve', last_name: 'X', email: registered.email },
          }),
        );
        const intruderOrder = await orderOfSession(db, intruder.sessionId);
        assert.equal(intruderOrder.order.customer_id, null);
        assert.equal(intruderOrder.order.is_guest, true);
        await payOnHostedPage(intruder.url);
        assert.equal((await verify(context(), intruder.sessionId)).body.status, 'paid');
        assert.equal(
          await setPasswordLinkOfConfirmation(db, intruderOrder.order.store_order_id),
          null,
        );
      });

      it('refuses a bad signature with 400 and changes nothing', async () => {
        const { app, db } = context();
        const product = await stockedProduct(db, 10);
        const created = await createSession(
          app,
          checkoutBody([{ id: product.id, itemQuantity: 1 }]),
        );
        await payOnHostedPage(created.url);
        const delivery = await completedDelivery(created.sessionId);
        const event = JSON.parse(delivery.body) as { data: { object: { amount_total: number } } };
        event.data.object.amount_total = 1;
        const tampered = { ...delivery, body: JSON.stringify(event) };
        assert.equal(await deliverWebhook(app, tampered), 400);
        assert.equal(
          await deliverWebhook(app, signedDelivery(JSON.parse(delivery.body), 'whsec_not_ours')),
          400,
        );
        assert.equal(await deliverWebhook(app, { body: delivery.body, headers: {} }), 400);
        const { payment } = await orderOfSession(db, created.sessionId);
        assert.equal(payment.status, 'pending');
        // The genuine delivery still works afterwards.
        assert.equal(await deliverWebhook(app, delivery), 200);
        assert.equal((await orderOfSession(db, created.sessionId)).payment.status, 'paid');
      });

      it('acknowledges events it does not handle', async () => {
        const status = await deliverWebhook(
          context().app,
          signedDelivery(
            { id: 'evt_other', object: 'event', type: 'customer.created', data: { object: {} } },
            provider.sandbox.webhookSecret,
          ),
        );
        assert.equal(status, 200);
      });

      it("answers 404 for another store's session", async () => {
        const { app, db } = context();
        const product = await stockedProduct(db, 10);
        const created = await createSession(
          app,
          checkoutBody([{ id: product.id, itemQuantity: 1 }]),
        );
        const elsewhere = await verify(context(), created.sessionId, 'parts');
        assert.equal(elsewhere.status, 404);
        assert.equal(elsewhere.body.error, CHECKOUT_MESSAGES.sessionNotFound);
        assert.equal((await verify(context(), 'cs_test_unknown')).status, 404);
      });
    });
  },
  { env: provider.env },
);

describeOnEachDatabase(
  'checkout across a restart',
  (context) => {
    it('loses nothing when the API restarts between payment and webhook', async () => {
      const first = context();
      const product = await stockedProduct(first.db, 10);
      const created = await createSession(
        first.app,
        checkoutBody([{ id: product.id, itemQuantity: 1 }]),
      );
      assert.equal(created.status, 200, created.error);
      await first.app.close();
      assert.equal(await payOnHostedPage(created.url), 303);
      const delivery = await completedDelivery(created.sessionId);

      const second = await buildTestApp(first.driver, {
        env: provider.env,
        database: first.app.database,
      });
      try {
        assert.equal(await deliverWebhook(second.app, delivery), 200);
        const { order, payment } = await orderOfSession(second.db, created.sessionId);
        assert.equal(payment.status, 'paid');
        assert.equal(await confirmationsFor(second.db, order.store_order_id), 1);
        assert.equal(await stockOf(second.db, product.sku), 9);
      } finally {
        await second.close();
      }
    });
  },
  { env: provider.env },
);

describe('checkout without the provider', () => {
  let context: TestContext;
  before(async () => {
    context = await buildTestApp('pglite', { env: { STRIPE_SECRET_KEY: '' } });
  });
  after(() => context.close());

  it('says card payment is not enabled and reserves nothing', async () => {
    const product = await stockedProduct(context.db, 4);
    const created = await createSession(
      context.app,
      checkoutBody([{ id: product.id, itemQuantity: 1 }]),
    );
    assert.equal(created.status, 503);
    assert.equal(created.error, CHECKOUT_MESSAGES.providerNotEnabled);
    assert.equal(await stockOf(context.db, product.sku), 4);
  });

  it('refuses every webhook: without a secret no event can be genuine', async () => {
    const status = await deliverWebhook(
      context.app,
      signedDelivery({ id: 'evt_x', object: 'event', type: 'customer.created' }, 'whsec_any'),
    );
    assert.equal(status, 400);
  });

  it('answers the disabled payment paths with 410 and the way in', async () => {
    for (const url of ['/store-api/process-payment', '/api/checkout/create-session']) {
      const response = await context.app.inject({ method: 'POST', url, payload: {} });
      assert.equal(response.statusCode, 410, url);
      assert.equal(response.json().error, CHECKOUT_MESSAGES.paymentPathDisabled);
    }
  });
});

describe('checkout when the provider refuses the session', () => {
  let context: TestContext;
  before(async () => {
    context = await buildTestApp('pglite', {
      env: { ...provider.env, STRIPE_SECRET_KEY: 'sk_test_not_accepted' },
    });
  });
  after(() => context.close());

  it('cancels the order and puts the stock back', async () => {
    const product = await stockedProduct(context.db, 4);
    const created = await createSession(
      context.app,
      checkoutBody([{ id: product.id, itemQuantity: 3 }]),
    );
    assert.equal(created.status, 502);
    assert.equal(created.error, CHECKOUT_MESSAGES.sessionCreationFailed);
    assert.equal(await stockOf(context.db, product.sku), 4);
    const order = await context.db
      .selectFrom('orders')
      .select(['status', 'reservation_released_at', 'cancellation_reason'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    assert.equal(order.status, 'cancelled');
    assert.ok(order.reservation_released_at);
    assert.equal(order.cancellation_reason, CHECKOUT_MESSAGES.sessionNotCreated);
  });
});
