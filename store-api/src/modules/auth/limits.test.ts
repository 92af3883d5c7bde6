// The auth limits on an app configured low: token life, login failures per address and per account,
// reset and set-password link requests; and the app's own log, captured at trace level, checked for passwords and tokens.
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { it } from 'node:test';
import { describeOnEachDatabase } from '../../testing/test-app.js';
import { callApi, registerCustomer, uniqueEmail } from '../../testing/customers.js';
import { insertGuestCustomer, queuedSetPasswordLinks } from '../../testing/guest-orders.js';
import { queuedPayloads } from '../../testing/outbox.js';

const log: string[] = [];

describeOnEachDatabase(
  'auth limits',
  (context) => {
    const login = (email: string, password: string, ip = '127.0.0.1') =>
      context().app.inject({
        method: 'POST',
        url: '/store-api/auth/login',
        headers: { 'x-store-id': 'hvac' },
        payload: { email, password },
        remoteAddress: ip,
      });

    it('keeps a token for its whole lifetime (AUTH_TOKEN_TTL_MS) and refuses it after', async () => {
      const { app } = context();
      const registeredAt = Date.now();
      const { token, expiresAt } = await registerCustomer(app);
      // At least the configured second, at most one more (the expiry is a whole second).
      const lifetime = Date.parse(expiresAt) - registeredAt;
      assert.ok(
        lifetime >= 1000 && lifetime <= 2000 + (Date.now() - registeredAt),
        `${lifetime} ms`,
      );
      assert.equal((await callApi(app, { path: '/auth/me', token })).status, 200);
      await sleep(Date.parse(expiresAt) - Date.now() + 50);
      const { status, body } = await callApi(app, { path: '/auth/me', token });
      assert.equal(status, 401);
      assert.deepEqual(body, { error: 'Your session has expired. Please log in again.' });
    });

    it('answers 429 after LOGIN_MAX_FAILURES failures per e-mail and address, even with the right password', async () => {
      const { app } = context();
      const customer = await registerCustomer(app);
      for (let attempt = 0; attempt < 3; attempt += 1) {
        assert.equal((await login(customer.email, 'wrong-one')).statusCode, 401);
      }
      const blocked = await login(customer.email, customer.password);
      assert.equal(blocked.statusCode, 429);
      assert.deepEqual(blocked.json(), {
        error: 'Too many login attempts. Please try again in 15 minutes.',
      });
      // When to come back: what is left of the 15-minute window (900 s), in whole seconds.
      const retryAfter = Number(blocked.headers['retry-after']);
      assert.ok(retryAfter > 890 && retryAfter <= 900, `Retry-After ${retryAfter}`);
      // Another address, or another e-mail from this one, is not blocked.
      assert.equal((await login(customer.email, customer.password, '10.0.0.9')).statusCode, 200);
      const other = await registerCustomer(app);
      assert.equal((await login(other.email, other.password)).statusCode, 200);
    });

    /** The e-mails queued to `to` on `topic`, once the answer's background work is done. */
    async function queuedTo(topic: string, to: string) {
      const { app, db } = context();
      await app.backgroundWorkDone();
      return queuedPayloads(db, topic, [to]);
    }

    let guessers = 0;
    /** Fails a sign-in of `email` from `count` addresses never used before, one guess each. */
    async function guessFromNewAddresses(email: string, count: number) {
      const statuses: number[] = [];
      for (let guess = 0; guess < count; guess += 1) {
        guessers += 1;
        const address = `10.36.${Math.floor(guessers / 250)}.${(guessers % 250) + 1}`;
        statuses.push((await login(email, `guess-${guess}`, address)).statusCode);
      }
      return statuses;
    }

    it('pauses the sign-in of an account after ACCOUNT_LOGIN_MAX_FAILURES failures from any addresses, longer each time, and tells the owner once', async () => {
      const customer = await registerCustomer(context().app);
      assert.equal((await login(customer.email, customer.password, '10.35.0.1')).statusCode, 200);
      assert.deepEqual(await guessFromNewAddresses(customer.email, 6), Array(6).fill(401));

      // The right password from an address the account never signed in from waits too.
      const paused = await login(customer.email, customer.password, '10.35.0.2');
      assert.equal(paused.statusCode, 429);
      assert.deepEqual(paused.json(), {
        error:
          'Too many failed sign-ins for this account. Please try again in 1 second, or reset your password.',
      });
      assert.equal(paused.headers['retry-after'], '1');
      // The owner's own address still gets in with the right password.
      assert.equal((await login(customer.email, customer.password, '10.35.0.1')).statusCode, 200);
      assert.deepEqual(await queuedTo('account.sign-in-paused', customer.email), [
        {
          to: customer.email,
          pausedMinutes: 1,
          resetPageUrl: `http://hvac.localhost:3000/login?reset=true&email=${encodeURIComponent(customer.email)}`,
        },
      ]);

      // After the pause the guesses count again from nothing; the next pause is twice as long.
      await sleep(1000);
      assert.deepEqual(await guessFromNewAddresses(customer.email, 7), [
        ...Array(6).fill(401),
        429,
      ]);
      const longer = await login(customer.email, customer.password, '10.35.0.2');
      assert.equal(longer.statusCode, 429);
      assert.match(longer.json<{ error: string }>().error, /try again in 2 seconds/);
      assert.equal(longer.headers['retry-after'], '2');
      assert.equal(
        (await queuedTo('account.sign-in-paused', customer.email)).length,
        1,
        'one e-mail for the day, not one per pause or guess',
      );

      // An e-mail without an account pauses alike: the answer tells nobody which exists.
      const nobody = uniqueEmail('nobody');
      assert.deepEqual(await guessFromNewAddresses(nobody, 7), [...Array(6).fill(401), 429]);
      const nobodyPaused = await login(nobody, 'guess', '10.35.0.3');
      assert.equal(nobodyPaused.body, paused.body);
      assert.equal((await queuedTo('account.sign-in-paused', nobody)).length, 0);
    });

    it('lets the owner in from a new address once a password reset has proved the e-mail', async () => {
      const { app } = context();
      const customer = await registerCustomer(app);
      assert.deepEqual(await guessFromNewAddresses(customer.email, 7), [
        ...Array(6).fill(401),
        429,
      ]);
      const requested = await callApi(app, {
        method: 'POST',
        path: '/auth/request-reset-password',
        body: { email: customer.email },
      });
      assert.equal(requested.status, 202);
      const [reset] = await queuedTo('account.password-reset', customer.email);
      const token = new URL(String(reset?.resetUrl)).searchParams.get('token');
      const done = await callApi(app, {
        method: 'POST',
        path: '/auth/reset-password',
        body: { token, email: customer.email, password: 'brand-new-1' },
      });
      assert.equal(done.status, 200);
      assert.equal((await login(customer.email, 'brand-new-1', '10.35.1.1')).statusCode, 200);
    });

    it('answers 429 after RESET_REQUESTS_MAX requests per e-mail, known or not, with one text', async () => {
      const { app } = context();
      const customer = await registerCustomer(app);
      const answers: string[] = [];
      for (const email of [customer.email, uniqueEmail('nobody')]) {
        for (let attempt = 0; attempt < 3; attempt += 1) {
          const { status, raw } = await callApi(app, {
            method: 'POST',
            path: '/auth/request-reset-password',
            body: { email },
          });
          assert.equal(status, attempt < 2 ? 202 : 429);
          if (status === 429) answers.push(raw);
        }
      }
      assert.equal(answers[0], answers[1], 'the refusal does not tell a known e-mail apart');
      assert.match(answers[0] ?? '', /Too many password reset requests/);
    });

    it('counts set-password link requests and registrations per e-mail at the reset limit', async () => {
      const { app, db } = context();
      const guest = await insertGuestCustomer(db);
      const unknown = uniqueEmail('nobody');
      const request = (email: string) =>
        callApi(app, { method: 'POST', path: '/auth/request-set-password', body: { email } });
      const register = (email: string) =>
        callApi(app, {
          method: 'POST',
          path: '/auth/register',
          body: { firstName: 'A', lastName: 'B', email, password: 'secret1' },
        });
      assert.equal((await request(guest.email)).status, 202);
      // Registering past the limit answers as before but sends nothing more.
      for (let attempt = 0; attempt < 3; attempt += 1) {
        assert.equal((await register(guest.email)).status, 202);
      }
      assert.equal((await queuedSetPasswordLinks(db, guest.email)).length, 2);
      const guestRefused = await request(guest.email);
      assert.equal((await request(unknown)).status, 202);
      assert.equal((await request(unknown)).status, 202);
      const unknownRefused = await request(unknown);
      assert.deepEqual([guestRefused.status, unknownRefused.status], [429, 429]);
      assert.equal(
        guestRefused.raw,
        unknownRefused.raw,
        'the refusal tells no guest account apart',
      );
      assert.match(guestRefused.raw, /Too many requests for a link to set a password/);
    });

    it('logs requests but never a password or a token', async () => {
      const { app } = context();
      log.length = 0; // the log stream is shared by the copies of this suite
      const password = 'Never-Logged-9';
      const customer = await registerCustomer(app, { password });
      await login(customer.email, password);
      await callApi(app, { path: '/auth/me', token: customer.token });
      await callApi(app, { method: 'POST', path: '/auth/logout', token: customer.token });
      // Were a body or the headers ever logged, the redaction paths must blank them.
      app.log.info(
        { request: { headers: { authorization: `Bearer ${customer.token}` } }, body: { password } },
        'redaction probe',
      );
      const text = log.join('');
      assert.match(text, /\/store-api\/auth\/login/, 'the log was captured');
      assert.match(text, /redaction probe/);
      assert.equal(text.match(/\[Redacted\]/g)?.length, 2);
      assert.ok(!text.includes(password));
      assert.ok(!text.includes(customer.token.split('.')[1]!));
    });
  },
  {
    env: {
      AUTH_TOKEN_TTL_MS: '1000',
      LOGIN_MAX_FAILURES: '3',
      ACCOUNT_LOGIN_MAX_FAILURES: '6',
      ACCOUNT_LOGIN_PAUSE_MS: '1000',
      RESET_REQUESTS_MAX: '2',
      LOG_LEVEL: 'trace',
    },
    logStream: { write: (line: string) => void log.push(line) },
  },
);
