import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Db } from '../../db/connection.js';
import { describeOnEachDatabase } from '../../test/test-app.js';
import { callApi, registerCustomer, uniqueEmail, type TestCustomer } from '../../test/customers.js';
import { insertGuestOrder } from '../../test/orders.js';
import { mayClaimGuestAccount } from './guest-accounts.js';

const INVALID_LINK = 'Invalid or missing reset token. Please request a new password reset link.';

/** The outbox messages of a topic sent to an address. */
async function messagesTo(db: Db, topic: string, to: string) {
  const rows = await db
    .selectFrom('outbox')
    .select(['payload', 'store_id'])
    .where('topic', '=', topic)
    .orderBy('id')
    .execute();
  return rows.filter((row) => (row.payload as { to: string }).to === to);
}

/** A customer a guest checkout left: no password. */
async function insertGuestCustomer(db: Db, store = 'hvac') {
  const email = uniqueEmail('guest');
  const row = await db
    .insertInto('customers')
    .values({
      store_id: store,
      email,
      email_normalized: email,
      password_hash: null,
      first_name: 'Guest',
      last_name: 'Shopper',
      phone: null,
      shipping_address: null,
      billing_address: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return row;
}

describeOnEachDatabase('auth passwords', (context) => {
  /** Asks for a reset link; the answer goes out before the e-mail is queued, so wait for that. */
  async function requestReset(email: string, store = 'hvac') {
    const answer = await callApi<{ data?: { message: string }; error?: string }>(context().app, {
      method: 'POST',
      path: '/auth/request-reset-password',
      store,
      body: { email },
    });
    await context().app.backgroundWorkDone();
    return answer;
  }

  /** Requests a reset and answers the link's token and e-mail from the queued message. */
  async function resetLink(customer: TestCustomer) {
    await requestReset(customer.email, customer.store);
    const [latest] = (
      await messagesTo(context().db, 'account.password-reset', customer.email)
    ).slice(-1);
    assert.ok(latest, 'a reset e-mail was queued');
    const url = new URL((latest.payload as { resetUrl: string }).resetUrl);
    return {
      url,
      token: url.searchParams.get('token') ?? '',
      email: url.searchParams.get('email') ?? '',
    };
  }

  const resetPassword = (body: { token: string; email: string; password: string }) =>
    callApi<{ data?: { message: string }; error?: string }>(context().app, {
      method: 'POST',
      path: '/auth/reset-password',
      body,
    });

  const login = (customer: TestCustomer, password: string) =>
    callApi(context().app, {
      method: 'POST',
      path: '/auth/login',
      store: customer.store,
      body: { email: customer.email, password },
    });

  describe('POST /auth/request-reset-password', () => {
    it('answers the same for a known and an unknown e-mail and e-mails only the known one', async () => {
      const { app, db } = context();
      const customer = await registerCustomer(app);
      const unknown = uniqueEmail('unknown');
      const known = await requestReset(customer.email);
      const other = await requestReset(unknown);
      assert.equal(known.status, 202);
      assert.equal(other.status, 202);
      assert.equal(known.raw, other.raw);
      assert.equal((await messagesTo(db, 'account.password-reset', customer.email)).length, 1);
      assert.equal((await messagesTo(db, 'account.password-reset', unknown)).length, 0);
    });

    it("links to the store's own host name with a 256-bit token, stored only as its hash", async () => {
      const { app, db } = context();
      const customer = await registerCustomer(app, { store: 'parts' });
      const { url, token, email } = await resetLink(customer);
      assert.equal(url.origin, 'http://parts.localhost:3000');
      assert.equal(url.pathname, '/reset-password');
      assert.equal(email, customer.email);
      assert.equal(Buffer.from(token, 'base64url').length, 32);
      const stored = await db.selectFrom('password_reset_tokens').select('token_hash').execute();
      assert.ok(
        stored.every((row) => row.token_hash !== token && /^[0-9a-f]{64}$/.test(row.token_hash)),
      );
    });
  });

  describe('POST /auth/reset-password', () => {
    it('sets the new password, signs out every session and e-mails a notice', async () => {
      const { app, db } = context();
      const customer = await registerCustomer(app);
      const second = await login(customer, 'secret1');
      const link = await resetLink(customer);
      const reset = await resetPassword({
        token: link.token,
        email: link.email,
        password: 'brand-new',
      });
      assert.equal(reset.status, 200);
      assert.equal(typeof reset.body.data?.message, 'string');
      for (const token of [
        customer.token,
        (second.body as { data: { token: string } }).data.token,
      ]) {
        assert.equal((await callApi(app, { path: '/auth/me', token })).status, 401);
      }
      assert.equal((await login(customer, 'secret1')).status, 401, 'the old password is refused');
      assert.equal((await login(customer, 'brand-new')).status, 200, 'the new one is accepted');
      assert.equal((await messagesTo(db, 'account.password-changed', customer.email)).length, 1);
    });

    it('takes a link once only', async () => {
      const customer = await registerCustomer(context().app);
      const link = await resetLink(customer);
      const body = { token: link.token, email: link.email, password: 'first-new' };
      assert.equal((await resetPassword(body)).status, 200);
      const again = await resetPassword({ ...body, password: 'second-new' });
      assert.deepEqual([again.status, again.body], [400, { error: INVALID_LINK }]);
      assert.equal((await login(customer, 'first-new')).status, 200);
    });

    it('keeps earlier links valid until one is used, then refuses them all', async () => {
      const customer = await registerCustomer(context().app);
      const first = await resetLink(customer);
      const second = await resetLink(customer);
      assert.notEqual(first.token, second.token);
      assert.equal(
        (await resetPassword({ token: first.token, email: first.email, password: 'from-first' }))
          .status,
        200,
      );
      const later = await resetPassword({
        token: second.token,
        email: second.email,
        password: 'x1234567',
      });
      assert.deepEqual([later.status, later.body], [400, { error: INVALID_LINK }]);
    });

    it('refuses an expired link', async () => {
      const { app, db } = context();
      const customer = await registerCustomer(app);
      const link = await resetLink(customer);
      await db
        .updateTable('password_reset_tokens')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('customer_id', '=', customer.id)
        .execute();
      const answer = await resetPassword({
        token: link.token,
        email: link.email,
        password: 'too-late',
      });
      assert.deepEqual([answer.status, answer.body], [400, { error: INVALID_LINK }]);
      assert.equal((await login(customer, 'secret1')).status, 200);
    });

    it('refuses a made-up token, a token with another e-mail and a token of another store', async () => {
      const { app } = context();
      const customer = await registerCustomer(app);
      const other = await registerCustomer(app);
      const link = await resetLink(customer);
      for (const [body, store] of [
        [{ token: 'A'.repeat(43), email: link.email }, 'hvac'],
        [{ token: link.token, email: other.email }, 'hvac'],
        [{ token: link.token, email: link.email }, 'parts'],
      ] as const) {
        const answer = await callApi(app, {
          method: 'POST',
          path: '/auth/reset-password',
          store,
          body: { ...body, password: 'attacker1' },
        });
        assert.deepEqual([answer.status, answer.body], [400, { error: INVALID_LINK }]);
      }
      assert.equal((await resetPassword({ ...link, password: 'still-mine' })).status, 200);
    });

    it("refuses a short password with SPEC's message and keeps the link", async () => {
      const customer = await registerCustomer(context().app);
      const link = await resetLink(customer);
      const short = await resetPassword({ token: link.token, email: link.email, password: '123' });
      assert.equal(short.status, 400);
      assert.match(short.body.error ?? '', /Password must be at least 6 characters/);
      assert.equal((await resetPassword({ ...link, password: 'long-enough' })).status, 200);
    });
  });

  describe('POST /auth/set-password', () => {
    const setPassword = (body: Record<string, unknown>, store = 'hvac') =>
      callApi<{ data: { token: string; customer: { id: number } }; error: string }>(context().app, {
        method: 'POST',
        path: '/auth/set-password',
        store,
        body,
      });

    it('gives a guest account its first password, signs in and e-mails a notice', async () => {
      const { app, db } = context();
      const guest = await insertGuestCustomer(db);
      const orderId = await insertGuestOrder(db, guest);
      const { status, body } = await setPassword({
        email: guest.email.toUpperCase(),
        password: 'guest-pass',
        orderId: String(orderId),
      });
      assert.equal(status, 200);
      assert.equal(body.data.customer.id, guest.id);
      assert.equal((await callApi(app, { path: '/auth/me', token: body.data.token })).status, 200);
      const customer = {
        email: guest.email,
        password: 'guest-pass',
        token: '',
        id: guest.id,
        store: 'hvac',
      };
      assert.equal((await login(customer, 'guest-pass')).status, 200);
      assert.equal((await messagesTo(db, 'account.password-changed', guest.email)).length, 1);
    });

    it('never takes over an account that has a password', async () => {
      const customer = await registerCustomer(context().app);
      const { status, body } = await setPassword({ email: customer.email, password: 'hijacked' });
      assert.equal(status, 409);
      assert.match(body.error, /already has a password/);
      assert.equal((await login(customer, 'hijacked')).status, 401);
      assert.equal((await login(customer, 'secret1')).status, 200);
    });

    it('refuses a second set-password on the same guest account', async () => {
      const guest = await insertGuestCustomer(context().db);
      await insertGuestOrder(context().db, guest);
      assert.equal((await setPassword({ email: guest.email, password: 'first-one' })).status, 200);
      assert.equal((await setPassword({ email: guest.email, password: 'second-one' })).status, 409);
    });

    it('refuses an e-mail without a guest account in this store', async () => {
      const guest = await insertGuestCustomer(context().db, 'parts');
      for (const email of [uniqueEmail('stranger'), guest.email]) {
        const { status, body } = await setPassword({ email, password: 'whatever' });
        assert.equal(status, 400);
        assert.match(body.error, /no guest order/i);
      }
    });

    it('refuses a passwordless account whose only guest order is unpaid', async () => {
      const { db } = context();
      const guest = await insertGuestCustomer(db);
      const orderId = await insertGuestOrder(db, guest, { paid: false });
      const { status, body } = await setPassword({
        email: guest.email,
        password: 'whatever',
        orderId,
      });
      assert.equal(status, 400);
      assert.match(body.error, /no guest order/i);
    });

    it('mayClaimGuestAccount needs a paid guest order of that customer, the named one when given', async () => {
      const { db } = context();
      const guest = await insertGuestCustomer(db);
      assert.equal(await mayClaimGuestAccount(db, guest, undefined), false, 'no order yet');
      const orderId = await insertGuestOrder(db, guest);
      assert.equal(await mayClaimGuestAccount(db, guest, undefined), true);
      assert.equal(await mayClaimGuestAccount(db, guest, orderId), true);
      assert.equal(await mayClaimGuestAccount(db, guest, String(orderId)), true);
      const other = await insertGuestCustomer(db);
      const othersOrder = await insertGuestOrder(db, other);
      assert.equal(await mayClaimGuestAccount(db, guest, othersOrder), false, "another's order");
      assert.equal(await mayClaimGuestAccount(db, guest, 'ord_1'), false);
      assert.equal(
        await mayClaimGuestAccount(db, { ...guest, password_hash: '$argon2id$x' }, orderId),
        false,
      );
    });
  });
});
