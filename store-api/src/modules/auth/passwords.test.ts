import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Db } from '../../db/connection.js';
import { describeOnEachDatabaseAndPgBouncer } from '../../testing/test-app.js';
import {
  callApi,
  registerCustomer,
  uniqueEmail,
  type TestCustomer,
} from '../../testing/customers.js';
import {
  insertGuestCustomer,
  insertGuestOrder,
  queuedSetPasswordLinks,
  requestSetPasswordLink,
} from '../../testing/guest-orders.js';
import { storeConfigs } from '@storefront/contract';
import { renderEmail } from '../outbox/index.js';
import { guestOrderToOpen, issueSetPasswordLink } from './guest-accounts.js';

const INVALID_LINK = 'Invalid or missing reset token. Please request a new password reset link.';
const INVALID_SET_PASSWORD_LINK =
  'This link to set your password is invalid, has expired or was already used. If you have set your password, please log in; otherwise ask for a new link.';
const NO_TOKEN = `Invalid body field "token": ${INVALID_SET_PASSWORD_LINK}`;
const LINK_REQUESTED =
  'If this email has a guest account in this store without a password, we have sent it a link to set one. It is valid for 24 hours.';
const LINK_SENT_ON_REGISTER =
  'This email already has an account from a guest checkout. We have sent a link to this address: open it to choose your password and finish creating your account.';

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

describeOnEachDatabaseAndPgBouncer('auth passwords', (context) => {
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

  const setPassword = (body: Record<string, unknown>, store = 'hvac') =>
    callApi<{ data: { token: string; customer: { id: number } }; error: string }>(context().app, {
      method: 'POST',
      path: '/auth/set-password',
      store,
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
    /** A guest account with a paid order and a set-password link e-mailed to it. */
    async function guestWithLink(store = 'hvac') {
      const { app, db } = context();
      const guest = await insertGuestCustomer(db, store);
      const orderId = await insertGuestOrder(db, guest);
      const link = await requestSetPasswordLink(app, db, { email: guest.email, store });
      return { guest, orderId, link };
    }

    /** Whether the guest can now sign in with `password`, and whether the account still has none. */
    async function claimed(
      guest: { id: number; email: string; store_id: string },
      password: string,
    ) {
      const signIn = await callApi(context().app, {
        method: 'POST',
        path: '/auth/login',
        store: guest.store_id,
        body: { email: guest.email, password },
      });
      const row = await context()
        .db.selectFrom('customers')
        .select('password_hash')
        .where('id', '=', guest.id)
        .executeTakeFirstOrThrow();
      return { signsIn: signIn.status === 200, passwordless: row.password_hash === null };
    }

    it('refuses a paid guest e-mail without a token: no password is set and nobody signs in', async () => {
      const { db } = context();
      const guest = await insertGuestCustomer(db);
      const orderId = await insertGuestOrder(db, guest);
      for (const body of [
        { email: guest.email, password: 'hijacked' },
        { email: guest.email, password: 'hijacked', orderId: String(orderId) },
        { email: guest.email, password: 'hijacked', orderId, token: '' },
      ]) {
        const { status, body: answer } = await setPassword(body);
        assert.deepEqual([status, answer], [400, { error: NO_TOKEN }]);
      }
      assert.deepEqual(await claimed(guest, 'hijacked'), { signsIn: false, passwordless: true });
    });

    it('with the e-mailed token sets the first password once, signs in and e-mails a welcome', async () => {
      const { app, db } = context();
      const { guest, orderId, link } = await guestWithLink();
      assert.equal(link.url.origin, 'http://hvac.localhost:3000');
      assert.equal(link.url.pathname, '/set-password');
      assert.deepEqual([...link.url.searchParams.keys()], ['email', 'orderId', 'token']);
      assert.equal(link.email, guest.email);
      assert.equal(link.orderId, String(orderId));
      assert.equal(Buffer.from(link.token, 'base64url').length, 32);
      const stored = await db
        .selectFrom('password_reset_tokens')
        .select(['token_hash', 'purpose'])
        .where('customer_id', '=', guest.id)
        .execute();
      assert.deepEqual(
        stored.map((row) => [row.purpose, /^[0-9a-f]{64}$/.test(row.token_hash)]),
        [['set-password', true]],
        'only the hash is stored',
      );

      const first = await setPassword({
        email: link.email.toUpperCase(),
        password: 'guest-pass',
        orderId: link.orderId,
        token: link.token,
      });
      assert.equal(first.status, 200);
      assert.equal(first.body.data.customer.id, guest.id);
      const me = await callApi(app, { path: '/auth/me', token: first.body.data.token });
      assert.equal(me.status, 200);
      assert.deepEqual(await claimed(guest, 'guest-pass'), { signsIn: true, passwordless: false });
      // Issue 25: a first password creates the account, so the guest is welcomed; "your password
      // was changed" is for a password that existed.
      const [welcome, ...more] = await messagesTo(db, 'account.welcome', guest.email);
      assert.equal(more.length, 0);
      assert.ok(welcome, 'a welcome e-mail was queued');
      const email = renderEmail('account.welcome', welcome.payload, storeConfigs.hvac);
      assert.equal(email.subject, 'Welcome to Comfort Air HVAC Supply');
      assert.match(
        email.text,
        /Thank you for creating your Comfort Air HVAC Supply account with this e-mail address\./,
      );
      assert.equal((await messagesTo(db, 'account.password-changed', guest.email)).length, 0);

      const again = await setPassword({
        email: link.email,
        password: 'second-one',
        token: link.token,
      });
      assert.deepEqual([again.status, again.body], [400, { error: INVALID_SET_PASSWORD_LINK }]);
      assert.deepEqual(await claimed(guest, 'guest-pass'), { signsIn: true, passwordless: false });
    });

    it('refuses a made-up token, an expired one, and one of another e-mail or store', async () => {
      const { db } = context();
      const { guest, link } = await guestWithLink();
      const other = await guestWithLink();
      const refusals: Array<[Record<string, unknown>, string]> = [
        [{ email: guest.email, token: 'A'.repeat(43) }, 'hvac'],
        [{ email: guest.email, token: other.link.token }, 'hvac'],
        [{ email: other.guest.email, token: link.token }, 'hvac'],
        [{ email: guest.email, token: link.token }, 'parts'],
      ];
      for (const [body, store] of refusals) {
        const answer = await setPassword({ ...body, password: 'attacker1' }, store);
        assert.deepEqual([answer.status, answer.body], [400, { error: INVALID_SET_PASSWORD_LINK }]);
      }
      await db
        .updateTable('password_reset_tokens')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('customer_id', '=', guest.id)
        .execute();
      const late = await setPassword({ email: guest.email, token: link.token, password: 'late-1' });
      assert.deepEqual([late.status, late.body], [400, { error: INVALID_SET_PASSWORD_LINK }]);
      assert.deepEqual(await claimed(guest, 'attacker1'), { signsIn: false, passwordless: true });
      assert.deepEqual(await claimed(guest, 'late-1'), { signsIn: false, passwordless: true });
      // The other guest's link still works for its own e-mail.
      const own = await setPassword({ ...other.link, password: 'owner-pass' });
      assert.equal(own.status, 200);
    });

    it('never takes a reset token, nor lets reset take a set-password token', async () => {
      const { db } = context();
      const { guest, link } = await guestWithLink();
      await requestReset(guest.email);
      const [reset] = await messagesTo(db, 'account.password-reset', guest.email);
      assert.ok(reset, 'the passwordless account got a reset e-mail too');
      const resetToken =
        new URL((reset.payload as { resetUrl: string }).resetUrl).searchParams.get('token') ?? '';
      const withReset = await setPassword({
        email: guest.email,
        token: resetToken,
        password: 'crossed-1',
      });
      assert.deepEqual(
        [withReset.status, withReset.body],
        [400, { error: INVALID_SET_PASSWORD_LINK }],
      );
      const withClaim = await resetPassword({
        email: guest.email,
        token: link.token,
        password: 'crossed-2',
      });
      assert.deepEqual([withClaim.status, withClaim.body], [400, { error: INVALID_LINK }]);
      assert.deepEqual(await claimed(guest, 'crossed-1'), { signsIn: false, passwordless: true });
      assert.deepEqual(await claimed(guest, 'crossed-2'), { signsIn: false, passwordless: true });
    });

    it('never claims an account that has a password', async () => {
      const { app, db } = context();
      const customer = await registerCustomer(app);
      const request = await callApi(app, {
        method: 'POST',
        path: '/auth/request-set-password',
        body: { email: customer.email },
      });
      await app.backgroundWorkDone();
      assert.deepEqual(request.body, { data: { message: LINK_REQUESTED } });
      assert.deepEqual(await queuedSetPasswordLinks(db, customer.email), [], 'no link is sent');
      const row = await db
        .selectFrom('customers')
        .selectAll()
        .where('id', '=', customer.id)
        .executeTakeFirstOrThrow();
      assert.equal(
        await issueSetPasswordLink(db, row, { origin: 'http://localhost:3000', orderId: 1 }),
        undefined,
      );
      const answer = await setPassword({
        email: customer.email,
        password: 'hijacked',
        token: 'A'.repeat(43),
      });
      assert.equal(answer.status, 400);
      assert.equal((await login(customer, 'hijacked')).status, 401);
      assert.equal((await login(customer, 'secret1')).status, 200);
    });

    it('refuses a link issued before the account got a password by reset', async () => {
      const { db } = context();
      const { guest, link } = await guestWithLink();
      await requestReset(guest.email);
      const [reset] = await messagesTo(db, 'account.password-reset', guest.email);
      const resetUrl = new URL((reset?.payload as { resetUrl: string }).resetUrl);
      const token = resetUrl.searchParams.get('token') ?? '';
      assert.equal(
        (await resetPassword({ email: guest.email, token, password: 'by-reset' })).status,
        200,
      );
      const late = await setPassword({ ...link, password: 'by-link-1' });
      assert.deepEqual([late.status, late.body], [400, { error: INVALID_SET_PASSWORD_LINK }]);
      assert.deepEqual(await claimed(guest, 'by-reset'), { signsIn: true, passwordless: false });
    });
  });

  describe('POST /auth/request-set-password', () => {
    /** Asks for a link; like a reset request the e-mail is queued after the answer: wait for it. */
    async function requestLink(email: string, store = 'hvac', orderId?: number) {
      const answer = await callApi(context().app, {
        method: 'POST',
        path: '/auth/request-set-password',
        store,
        body: { email, ...(orderId !== undefined && { orderId }) },
      });
      await context().app.backgroundWorkDone();
      return answer;
    }

    it('answers the same for a guest account, an account with a password and an unknown e-mail, and e-mails only the guest', async () => {
      const { app, db } = context();
      const guest = await insertGuestCustomer(db);
      const registered = await registerCustomer(app);
      const unknown = uniqueEmail('unknown');
      const answers = [];
      for (const email of [guest.email, registered.email, unknown]) {
        const { status, raw } = await requestLink(email);
        answers.push([status, raw]);
      }
      const expected = [202, JSON.stringify({ data: { message: LINK_REQUESTED } })];
      assert.deepEqual(answers, [expected, expected, expected]);
      assert.equal((await queuedSetPasswordLinks(db, guest.email)).length, 1);
      assert.equal((await queuedSetPasswordLinks(db, registered.email)).length, 0);
      assert.equal((await queuedSetPasswordLinks(db, unknown)).length, 0);
      // No paid order: the link has no orderId (the page then opens the account).
      assert.equal((await queuedSetPasswordLinks(db, guest.email))[0]?.orderId, '');
    });

    it('links to the named paid guest order of the customer, else to their latest one', async () => {
      const { db } = context();
      const guest = await insertGuestCustomer(db);
      const first = await insertGuestOrder(db, guest);
      const latest = await insertGuestOrder(db, guest);
      await insertGuestOrder(db, guest, { paid: false });
      const other = await insertGuestOrder(db, await insertGuestCustomer(db));
      await requestLink(guest.email, 'hvac', first);
      await requestLink(guest.email, 'hvac', other);
      assert.deepEqual(
        (await queuedSetPasswordLinks(db, guest.email)).map((link) => link.orderId),
        [String(first), String(latest)],
      );
      assert.equal(await guestOrderToOpen(db, guest, 'ord_1'), latest);
    });
  });

  describe('POST /auth/register with the e-mail of a guest account', () => {
    const register = (email: string, password = 'mine-123') =>
      callApi<{ data?: Record<string, unknown>; error?: string }>(context().app, {
        method: 'POST',
        path: '/auth/register',
        body: { firstName: 'Real', lastName: 'Owner', email, phone: '(512) 555-0199', password },
      });

    it('e-mails the set-password link instead of refusing, with no session and nothing changed', async () => {
      const { db } = context();
      const guest = await insertGuestCustomer(db);
      const orderId = await insertGuestOrder(db, guest);
      const answer = await register(guest.email.toUpperCase());
      assert.deepEqual(
        [answer.status, answer.body],
        [202, { data: { message: LINK_SENT_ON_REGISTER } }],
      );
      const row = await db
        .selectFrom('customers')
        .select(['first_name', 'last_name', 'phone', 'password_hash'])
        .where('id', '=', guest.id)
        .executeTakeFirstOrThrow();
      assert.deepEqual(row, {
        first_name: 'Guest',
        last_name: 'Shopper',
        phone: null,
        password_hash: null,
      });
      const sessions = await db
        .selectFrom('auth_sessions')
        .select('id')
        .where('customer_id', '=', guest.id)
        .execute();
      assert.deepEqual(sessions, []);
      assert.equal((await messagesTo(db, 'account.welcome', guest.email)).length, 0);
      const [link] = await queuedSetPasswordLinks(db, guest.email);
      assert.equal(link?.orderId, String(orderId));
      assert.equal(link?.email, guest.email);
      const claim = await setPassword({ ...link, password: 'owner-pass' });
      assert.equal(claim.status, 200);
    });

    it('lets the owner of an e-mail an unpaid guest checkout used register through the link', async () => {
      const { db } = context();
      const guest = await insertGuestCustomer(db);
      await insertGuestOrder(db, guest, { paid: false });
      assert.equal((await register(guest.email)).status, 202);
      const [link] = await queuedSetPasswordLinks(db, guest.email);
      assert.ok(link, 'the link was e-mailed');
      assert.equal(link.orderId, '', 'no paid order to open');
      const claim = await setPassword({
        email: link.email,
        token: link.token,
        password: 'owner-1',
      });
      assert.equal(claim.status, 200);
      const customer = {
        email: guest.email,
        password: 'owner-1',
        token: '',
        expiresAt: '',
        id: guest.id,
        store: 'hvac',
      };
      assert.equal((await login(customer, 'owner-1')).status, 200);
      // Now an account with a password: registering again is SPEC's refusal, and sends nothing.
      const again = await register(guest.email);
      assert.deepEqual(
        [again.status, again.body],
        [409, { error: 'An account with this email already exists' }],
      );
      assert.equal((await queuedSetPasswordLinks(db, guest.email)).length, 1);
    });
  });
});
