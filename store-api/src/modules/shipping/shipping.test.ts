import assert from 'node:assert/strict';
import { it } from 'node:test';
import { describeOnEachDatabase } from '../../testing/test-app.js';
import { send, stageProducts } from '../../testing/cart.js';

const address = (overrides: Record<string, string> = {}) => ({
  street: '1 Main St, Suite 2',
  city: 'Austin',
  state: 'TX',
  postal_code: '78701',
  country: 'US',
  ...overrides,
});

interface Estimate {
  data: {
    subtotal: number;
    shipping_charge: number;
    total: number;
    free_shipping: boolean;
    delivery: { zone: string | null; minDays: number; maxDays: number };
  };
}

describeOnEachDatabase('shipping routes', (context) => {
  const app = () => context().app;

  it('accepts a contiguous-US address and DC, normalised', async () => {
    const texas = await send<{ data: { valid: boolean; address: { state: string } } }>(
      app(),
      'POST',
      '/shipping/validate',
      { address: address({ state: 'Texas', postal_code: '78701-1234', country: 'United States' }) },
    );
    assert.equal(texas.status, 200);
    assert.equal(texas.body.data.valid, true);
    assert.deepEqual(texas.body.data.address, address({ postal_code: '78701-1234' }));
    const dc = await send(app(), 'POST', '/shipping/validate', {
      address: address({ state: 'DC', city: 'Washington', postal_code: '20001' }),
    });
    assert.equal(dc.status, 200);
  });

  it('refuses Alaska and Hawaii with the shipping message', async () => {
    for (const [state, name] of [
      ['AK', 'Alaska'],
      ['HI', 'Hawaii'],
    ] as const) {
      const { status, body } = await send(app(), 'POST', '/shipping/validate', {
        address: address({ state }),
      });
      assert.equal(status, 400);
      assert.equal(body.error, `We're sorry, but we currently don't ship to ${name}`);
    }
  });

  it('refuses a ZIP that is not 5 or 5+4 digits, and missing fields', async () => {
    for (const postal_code of ['7870', '78701-12', 'ABCDE']) {
      const { status, body } = await send(app(), 'POST', '/shipping/validate', {
        address: address({ postal_code }),
      });
      assert.equal(status, 400, postal_code);
      assert.equal(body.error, 'Please enter a valid US ZIP code (e.g., 12345 or 12345-6789)');
    }
    const blank = await send(app(), 'POST', '/shipping/validate', {
      address: address({ city: ' ' }),
    });
    assert.equal(blank.body.error, 'Please fill in all required fields');
  });

  it("refuses a store_id that is not the header's store", async () => {
    const { status } = await send(app(), 'POST', '/shipping/validate', {
      address: address(),
      store_id: 'parts',
    });
    assert.equal(status, 400);
  });

  it("estimates with the store's charge, whatever the browser sends, and free from 100", async () => {
    const [product] = await stageProducts(context(), 1, { price: 33 });
    const under = await send<Estimate>(app(), 'POST', '/shipping/estimate', {
      address: address(),
      store_id: 'hvac',
      shipping_charge: 0,
      items: [{ productId: product!.id, quantity: 3 }],
    });
    assert.equal(under.status, 200);
    const { delivery, ...charges } = under.body.data;
    assert.deepEqual(charges, {
      subtotal: 99,
      shipping_charge: 5,
      total: 104,
      free_shipping_threshold: 100,
      free_shipping: false,
      freight_charge: 0,
    });
    // Austin: the Gulf South zone, one handling day and one or two in transit.
    assert.deepEqual([delivery.zone, delivery.minDays, delivery.maxDays], ['Gulf South', 2, 3]);
    const over = await send<Estimate>(app(), 'POST', '/shipping/estimate', {
      shipping_charge: 50,
      items: [{ productId: product!.id, quantity: 4 }],
    });
    assert.equal(over.body.data.shipping_charge, 0);
    assert.equal(over.body.data.total, 132);
    assert.equal(over.body.data.free_shipping, true);
  });

  it('refuses to estimate for an address it does not ship to', async () => {
    const { status, body } = await send(app(), 'POST', '/shipping/estimate', {
      address: address({ state: 'HI' }),
    });
    assert.equal(status, 400);
    assert.equal(body.error, "We're sorry, but we currently don't ship to Hawaii");
  });
});
