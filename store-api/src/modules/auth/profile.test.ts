import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { describeOnEachDatabase } from '../../testing/test-app.js';
import { callApi, registerCustomer, type TestCustomer } from '../../testing/customers.js';

const ADDRESS = {
  street: '12 Main St, Apt 4',
  city: 'Austin',
  state: 'TX',
  postal_code: '78701',
  country: 'US',
};
const SAVED = { first_name: 'Ada', last_name: 'Lovelace', ...ADDRESS, phone: '(512) 555-0100' };

interface Customer {
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  shippingAddress: typeof ADDRESS | null;
  billingAddress: typeof ADDRESS | null;
  billingAddresses: (typeof SAVED & { id: number })[];
}

describeOnEachDatabase('auth profile', (context) => {
  const updateProfile = (customer: TestCustomer, body: Record<string, unknown>) =>
    callApi<{ data: Customer; error: string }>(context().app, {
      method: 'PUT',
      path: '/auth/me',
      token: customer.token,
      body: { firstName: 'Ada', lastName: 'Lovelace', ...body },
    });

  describe('PUT /auth/me', () => {
    it('saves names, phone and both addresses, and GET /auth/me reads them back', async () => {
      const customer = await registerCustomer(context().app);
      const { status, body } = await updateProfile(customer, {
        firstName: ' Augusta ',
        lastName: 'King',
        email: customer.email.toUpperCase(),
        phone: ' 512.555.0199 ',
        shippingAddress: { ...ADDRESS, state: 'texas', country: 'United States' },
        billingAddress: { ...ADDRESS, postal_code: '78701-1234' },
      });
      assert.equal(status, 200);
      const me = await callApi<{ data: Customer }>(context().app, {
        path: '/auth/me',
        token: customer.token,
      });
      assert.deepEqual(me.body.data, body.data);
      assert.equal(body.data.first_name, 'Augusta');
      assert.equal(body.data.email, customer.email);
      assert.equal(body.data.phone, '(512) 555-0199', 'the phone stored in one form');
      assert.deepEqual(body.data.shippingAddress, ADDRESS, 'state and country stored as codes');
      assert.equal(body.data.billingAddress?.postal_code, '78701-1234');
    });

    it('keeps what is left out and clears an empty phone or a null address', async () => {
      const customer = await registerCustomer(context().app);
      await updateProfile(customer, { phone: '(512) 555-0142', shippingAddress: ADDRESS });
      const kept = await updateProfile(customer, { lastName: 'Byron' });
      assert.equal(kept.body.data.phone, '(512) 555-0142');
      assert.deepEqual(kept.body.data.shippingAddress, ADDRESS);
      const cleared = await updateProfile(customer, { phone: '', shippingAddress: null });
      assert.equal(cleared.body.data.phone, null);
      assert.equal(cleared.body.data.shippingAddress, null);
    });

    it('refuses a phone that is not a US number with a clear message, and keeps the old one', async () => {
      const customer = await registerCustomer(context().app);
      await updateProfile(customer, { phone: '512-555-0142' });
      const { status, body } = await updateProfile(customer, { phone: 'abc' });
      assert.equal(status, 400);
      assert.match(body.error, /Please enter a valid US phone number \(e\.g\., 555-123-4567\)$/);
      const me = await callApi<{ data: Customer }>(context().app, {
        path: '/auth/me',
        token: customer.token,
      });
      assert.equal(me.body.data.phone, '(512) 555-0142');
    });

    it("refuses Alaska as a shipping state with SPEC's message", async () => {
      const customer = await registerCustomer(context().app);
      const { status, body } = await updateProfile(customer, {
        shippingAddress: { ...ADDRESS, state: 'AK', postal_code: '99501' },
      });
      assert.equal(status, 400);
      assert.match(body.error, /We're sorry, but we currently don't ship to Alaska/);
    });

    it("refuses Hawaii as a billing state with SPEC's billing message", async () => {
      const customer = await registerCustomer(context().app);
      const { status, body } = await updateProfile(customer, {
        billingAddress: { ...ADDRESS, state: 'HI' },
      });
      assert.equal(status, 400);
      assert.match(body.error, /don't accept billing addresses from Hawaii/);
    });

    for (const [postalCode, accepted] of [
      ['78701', true],
      ['78701-1234', true],
      ['7870', false],
      ['78701-12', false],
      ['ABCDE', false],
    ] as const) {
      it(`${accepted ? 'accepts' : 'refuses'} the ZIP code ${postalCode}`, async () => {
        const customer = await registerCustomer(context().app);
        const { status, body } = await updateProfile(customer, {
          shippingAddress: { ...ADDRESS, postal_code: postalCode },
        });
        assert.equal(status, accepted ? 200 : 400);
        if (!accepted) assert.match(body.error, /Please enter a valid US ZIP code/);
      });
    }

    it('refuses another country and a missing city', async () => {
      const customer = await registerCustomer(context().app);
      const canada = await updateProfile(customer, {
        shippingAddress: { ...ADDRESS, country: 'CA' },
      });
      assert.match(canada.body.error, /Please select a valid country/);
      const noCity = await updateProfile(customer, { shippingAddress: { ...ADDRESS, city: ' ' } });
      assert.match(noCity.body.error, /Please fill in all required fields/);
    });

    it("refuses a change of e-mail with 'Email cannot be changed'", async () => {
      const customer = await registerCustomer(context().app);
      const { status, body } = await updateProfile(customer, { email: 'someone.else@example.com' });
      assert.equal(status, 400);
      assert.deepEqual(body, { error: 'Email cannot be changed' });
    });

    it('needs a live token', async () => {
      const { status } = await callApi(context().app, {
        method: 'PUT',
        path: '/auth/me',
        body: { firstName: 'A', lastName: 'B' },
      });
      assert.equal(status, 401);
    });
  });

  describe('saved billing addresses', () => {
    it('adds, lists in GET /auth/me, changes and deletes an address', async () => {
      const { app } = context();
      const customer = await registerCustomer(app);
      const added = await callApi<{ data: Customer['billingAddresses'][number] }>(app, {
        method: 'POST',
        path: '/auth/me/billing-addresses',
        token: customer.token,
        body: SAVED,
      });
      assert.equal(added.status, 201);
      const { id, ...fields } = added.body.data;
      assert.deepEqual(fields, SAVED);
      const changed = await callApi<{ data: Customer['billingAddresses'][number] }>(app, {
        method: 'PUT',
        path: `/auth/me/billing-addresses/${id}`,
        token: customer.token,
        body: { ...SAVED, city: 'Dallas' },
      });
      assert.equal(changed.status, 200);
      assert.equal(changed.body.data.city, 'Dallas');
      const me = await callApi<{ data: Customer }>(app, {
        path: '/auth/me',
        token: customer.token,
      });
      assert.deepEqual(me.body.data.billingAddresses, [changed.body.data]);
      const deleted = await callApi(app, {
        method: 'DELETE',
        path: `/auth/me/billing-addresses/${id}`,
        token: customer.token,
      });
      assert.deepEqual(deleted.body, { data: { message: 'Address deleted' } });
      const after = await callApi<{ data: Customer }>(app, {
        path: '/auth/me',
        token: customer.token,
      });
      assert.deepEqual(after.body.data.billingAddresses, []);
    });

    it("refuses billing rules: Hawaii with SPEC's billing message, a missing name", async () => {
      const { app } = context();
      const customer = await registerCustomer(app);
      for (const [body, message] of [
        [{ ...SAVED, state: 'HI' }, /don't accept billing addresses from Hawaii/],
        [{ ...SAVED, first_name: '' }, /Please fill in all required fields/],
      ] as const) {
        const answer = await callApi<{ error: string }>(app, {
          method: 'POST',
          path: '/auth/me/billing-addresses',
          token: customer.token,
          body,
        });
        assert.equal(answer.status, 400);
        assert.match(answer.body.error, message);
      }
    });

    it("answers 404 for another customer's address and leaves it as it was", async () => {
      const { app } = context();
      const owner = await registerCustomer(app);
      const other = await registerCustomer(app);
      const added = await callApi<{ data: { id: number } }>(app, {
        method: 'POST',
        path: '/auth/me/billing-addresses',
        token: owner.token,
        body: SAVED,
      });
      const path = `/auth/me/billing-addresses/${added.body.data.id}`;
      const change = await callApi<{ error: string }>(app, {
        method: 'PUT',
        path,
        token: other.token,
        body: { ...SAVED, city: 'Elsewhere' },
      });
      assert.deepEqual([change.status, change.body], [404, { error: 'Address not found' }]);
      assert.equal(
        (await callApi(app, { method: 'DELETE', path, token: other.token })).status,
        404,
      );
      const mine = await callApi<{ data: Customer }>(app, { path: '/auth/me', token: owner.token });
      assert.equal(mine.body.data.billingAddresses[0]?.city, 'Austin');
      const theirs = await callApi<{ data: Customer }>(app, {
        path: '/auth/me',
        token: other.token,
      });
      assert.deepEqual(theirs.body.data.billingAddresses, []);
    });
  });
});
