import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { FastifyRequest } from 'fastify';
import {
  describeOnEachDatabase,
  describeOnEachDatabaseAndPgBouncer,
} from '../../testing/test-app.js';
import { callApi, registerCustomer, uniqueEmail } from '../../testing/customers.js';

interface AuthSession {
  token: string;
  expiresAt: string;
  customer: { id: number; email: string; first_name: string; store_id: string };
}

const login = (
  app: Parameters<typeof callApi>[0],
  email: string,
  password: string,
  store = 'hvac',
) =>
  callApi<{ data: AuthSession; error?: string }>(app, {
    method: 'POST',
    path: '/auth/login',
    store,
    body: { email, password },
  });

describeOnEachDatabaseAndPgBouncer('auth sessions', (context) => {
  describe('POST /auth/register', () => {
    it('creates the account, answers a token and the customer, and queues a welcome e-mail without the typed name', async () => {
      const { app, db } = context();
      const email = uniqueEmail('welcome');
      const { status, body } = await callApi<{ data: AuthSession }>(app, {
        method: 'POST',
        path: '/auth/register',
        body: {
          firstName: '  Grace ',
          lastName: ' Hopper ',
          email: ` ${email} `,
          password: 'secret1',
        },
      });
      assert.equal(status, 201);
      assert.equal(body.data.customer.first_name, 'Grace');
      assert.equal(body.data.customer.email, email);
      assert.equal(body.data.customer.store_id, 'hvac');
      assert.ok(Date.parse(body.data.expiresAt) > Date.now() + 6 * 24 * 3600 * 1000);
      const me = await callApi(app, { path: '/auth/me', token: body.data.token });
      assert.equal(me.status, 200);
      const welcome = await db
        .selectFrom('outbox')
        .select(['topic', 'store_id', 'payload'])
        .where('topic', '=', 'account.welcome')
        .execute();
      assert.ok(
        welcome.some(
          (row) =>
            row.store_id === 'hvac' &&
            JSON.stringify(row.payload) === JSON.stringify({ to: email }),
        ),
      );
    });

    it('refuses an e-mail already registered in the store, whatever its case and spaces', async () => {
      const { app } = context();
      const { email } = await registerCustomer(app);
      const again = await callApi<{ error: string }>(app, {
        method: 'POST',
        path: '/auth/register',
        body: {
          firstName: 'A',
          lastName: 'B',
          email: `  ${email.toUpperCase()} `,
          password: 'other1',
        },
      });
      assert.equal(again.status, 409);
      assert.equal(again.body.error, 'An account with this email already exists');
    });

    it('lets the same e-mail register in another store, as a separate account', async () => {
      const { app } = context();
      const hvac = await registerCustomer(app, { store: 'hvac' });
      const parts = await registerCustomer(app, {
        store: 'parts',
        email: hvac.email,
        password: 'partspass',
      });
      assert.notEqual(parts.id, hvac.id);
      assert.equal((await login(app, hvac.email, 'partspass', 'parts')).status, 200);
      assert.equal((await login(app, hvac.email, 'partspass', 'hvac')).status, 401);
    });

    for (const [problem, body, message] of [
      ['a short password', { password: '12345' }, 'Password must be at least 6 characters'],
      [
        'a password over 128 characters',
        { password: 'x'.repeat(129) },
        'Password must be at most 128 characters',
      ],
      ['a blank first name', { firstName: '  ' }, 'First name is required'],
      ['a malformed e-mail', { email: 'not-an-email' }, 'Please enter a valid email address'],
      [
        'a phone that is not a US number',
        { phone: 'abc' },
        'Please enter a valid US phone number (e.g., 555-123-4567)',
      ],
      [
        'a 101-character last name',
        { lastName: 'x'.repeat(101) },
        'Last name must be at most 100 characters',
      ],
    ] as [string, Record<string, string>, string][]) {
      it(`refuses ${problem} with SPEC's message`, async () => {
        const { status, body: answer } = await callApi<{ error: string }>(context().app, {
          method: 'POST',
          path: '/auth/register',
          body: {
            firstName: 'A',
            lastName: 'B',
            email: uniqueEmail(),
            password: 'secret1',
            ...body,
          },
        });
        assert.equal(status, 400);
        assert.match(answer.error, new RegExp(message.replace(/[.()]/g, '\\$&')));
      });
    }
  });

  describe('POST /auth/login', () => {
    it('signs in with the e-mail in any case and with spaces around it', async () => {
      const { app } = context();
      const customer = await registerCustomer(app);
      const { status, body } = await login(app, `  ${customer.email.toUpperCase()}  `, 'secret1');
      assert.equal(status, 200);
      assert.equal(body.data.customer.id, customer.id);
      assert.notEqual(body.data.token, customer.token, 'each sign-in is its own session');
    });

    it("answers 401 with SPEC's message for a wrong password and for an unknown e-mail", async () => {
      const { app } = context();
      const customer = await registerCustomer(app);
      for (const [email, password] of [
        [customer.email, 'wrong-password'],
        [uniqueEmail('nobody'), 'secret1'],
      ] as const) {
        const { status, body } = await login(app, email, password);
        assert.equal(status, 401);
        assert.deepEqual(body, { error: 'Login failed. Please check your credentials.' });
      }
    });

    it('refuses an account of another store', async () => {
      const { app } = context();
      const customer = await registerCustomer(app, { store: 'default' });
      assert.equal((await login(app, customer.email, 'secret1', 'hvac')).status, 401);
    });
  });

  describe('GET /auth/me and the bearer token', () => {
    it('answers 401 without a token, with a malformed or forged one', async () => {
      const { app } = context();
      const customer = await registerCustomer(app);
      const [payload, signature] = customer.token.split('.') as [string, string];
      const forged = Buffer.from(
        JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), cid: 1 }),
      ).toString('base64url');
      for (const token of [
        undefined,
        '',
        'abc',
        `${forged}.${signature}`,
        `${payload}.x${signature}`,
      ]) {
        const { status, body } = await callApi<{ error: string }>(app, { path: '/auth/me', token });
        assert.equal(status, 401, String(token));
        assert.equal(typeof body.error, 'string');
      }
      const basic = await app.inject({
        url: '/store-api/auth/me',
        headers: { 'x-store-id': 'hvac', authorization: 'Basic dXNlcjpwYXNz' },
      });
      assert.equal(basic.statusCode, 401);
    });

    it('refuses a token of store A in store B', async () => {
      const { app } = context();
      const customer = await registerCustomer(app, { store: 'hvac' });
      assert.equal((await callApi(app, { path: '/auth/me', token: customer.token })).status, 200);
      for (const store of ['parts', 'default']) {
        assert.equal(
          (await callApi(app, { path: '/auth/me', store, token: customer.token })).status,
          401,
        );
      }
    });

    it('refuses a token whose session has expired', async () => {
      const { app, db } = context();
      const customer = await registerCustomer(app);
      await db
        .updateTable('auth_sessions')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('customer_id', '=', customer.id)
        .execute();
      const { status, body } = await callApi<{ error: string }>(app, {
        path: '/auth/me',
        token: customer.token,
      });
      assert.equal(status, 401);
      assert.equal(body.error, 'Your session has expired. Please log in again.');
    });
  });

  describe('POST /auth/logout', () => {
    it('ends this token at once and leaves the customer’s other sessions alive', async () => {
      const { app } = context();
      const customer = await registerCustomer(app);
      const other = await login(app, customer.email, customer.password);
      const out = await callApi(app, {
        method: 'POST',
        path: '/auth/logout',
        token: customer.token,
      });
      assert.equal(out.status, 200);
      assert.deepEqual(out.body, { data: { message: 'You have been logged out.' } });
      assert.equal((await callApi(app, { path: '/auth/me', token: customer.token })).status, 401);
      assert.equal(
        (await callApi(app, { method: 'POST', path: '/auth/logout', token: customer.token }))
          .status,
        401,
      );
      assert.equal(
        (await callApi(app, { path: '/auth/me', token: other.body.data.token })).status,
        200,
      );
    });
  });

  it('never sends the password, its hash or a reset token in an answer', async () => {
    const { app } = context();
    const password = 'Sup3r-secret-passphrase';
    const customer = await registerCustomer(app, { password });
    const answers = [
      await login(app, customer.email, password),
      await callApi(app, { path: '/auth/me', token: customer.token }),
      await callApi(app, {
        method: 'PUT',
        path: '/auth/me',
        token: customer.token,
        body: { firstName: 'Ada', lastName: 'L', phone: '(512) 555-0100' },
      }),
    ];
    for (const answer of answers) {
      assert.ok(!answer.raw.includes(password));
      assert.ok(!/argon2|password|hash/i.test(answer.raw), answer.raw);
    }
  });
});

// The preHandlers other domains use, on two routes only this test has.
describeOnEachDatabase(
  'requireCustomer and identifyCustomer',
  (context) => {
    it('identifyCustomer lets anonymous requests through with no customer', async () => {
      const { status, body } = await callApi(context().app, { path: '/test/who' });
      assert.equal(status, 200);
      assert.deepEqual(body, { customer: null });
    });

    it('both set the customer and store of a live token, and refuse a dead one', async () => {
      const { app } = context();
      const customer = await registerCustomer(app);
      for (const path of ['/test/who', '/test/private']) {
        const { body } = await callApi(app, { path, token: customer.token });
        assert.deepEqual(body, { customer: { id: customer.id, storeId: 'hvac' } }, path);
        assert.equal((await callApi(app, { path, token: `${customer.token}x` })).status, 401);
        assert.equal(
          (await callApi(app, { path, store: 'parts', token: customer.token })).status,
          401,
        );
      }
    });

    it('requireCustomer refuses a request without a token', async () => {
      const { status, body } = await callApi(context().app, { path: '/test/private' });
      assert.equal(status, 401);
      assert.deepEqual(body, { error: 'Please log in to continue.' });
    });
  },
  {
    testRoutes: async (app) => {
      app.addHook('onRequest', app.requireStore);
      const answer = async (request: FastifyRequest) => ({
        customer: request.customer && {
          id: request.customer.id,
          storeId: request.customer.storeId,
        },
      });
      app.get('/test/who', { preHandler: app.identifyCustomer }, answer);
      app.get('/test/private', { preHandler: app.requireCustomer }, answer);
    },
  },
);
