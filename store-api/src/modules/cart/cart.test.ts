import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { CartRecord } from '@storefront/contract/records';
import { registerCustomer } from '../../testing/customers.js';
import { describeOnEachDatabaseAndPgBouncer } from '../../testing/test-app.js';
import { STORE, newGuestId, send, stageProducts } from '../../testing/cart.js';

describeOnEachDatabaseAndPgBouncer('guest cart routes', (context) => {
  const app = () => context().app;

  it('answers an empty cart for a guest id never used', async () => {
    const { status, body } = await send(app(), 'GET', `/cart/guest/${newGuestId()}`);
    assert.equal(status, 200);
    assert.deepEqual(body, {
      items: [],
      subtotal: 0,
      shipping_charge: 0,
      freight_charge: 0,
      total: 0,
    });
  });

  it('refuses a guest id that is not guest_ and 32 hex digits', async () => {
    for (const id of ['guest_1', 'guest_0123456789abcdef', `user_${'a'.repeat(32)}`]) {
      const { status, body } = await send(app(), 'GET', `/cart/guest/${id}`);
      assert.equal(status, 400, id);
      assert.match(body.error ?? '', /guestId/);
    }
  });

  it('prices lines from the database (discounted), never from the request', async () => {
    const [product] = await stageProducts(context(), 1, { price: 40, discount: 10 });
    const guest = newGuestId();
    const { status, body } = await send(app(), 'POST', `/cart/guest/${guest}/items`, {
      productId: product!.id,
      quantity: 2,
      price: 0.01,
    });
    assert.equal(status, 200);
    assert.equal(body.items.length, 1);
    const [line] = body.items;
    assert.equal(line!.price, 40);
    assert.equal(line!.discount, 10);
    assert.equal(line!.unit_price, 36);
    assert.equal(line!.line_total, 72);
    assert.equal(line!.sku, product!.sku);
    assert.equal(line!.available, true);
    assert.deepEqual(
      { subtotal: body.subtotal, shipping_charge: body.shipping_charge, total: body.total },
      { subtotal: 72, shipping_charge: 5, total: 77 },
    );

    // The catalogue price changes: the next answer shows the new one.
    await context()
      .db.updateTable('products')
      .set({ price: 50 })
      .where('id', '=', product!.id)
      .execute();
    const again = await send(app(), 'GET', `/cart/guest/${guest}`);
    assert.equal(again.body.items[0]!.unit_price, 45);
    assert.equal(again.body.subtotal, 90);
  });

  it('ships free from a subtotal of 100 on', async () => {
    const [product] = await stageProducts(context(), 1, { price: 25 });
    const guest = newGuestId();
    const under = await send(app(), 'POST', `/cart/guest/${guest}/items`, {
      productId: product!.id,
      quantity: 3,
    });
    assert.equal(under.body.shipping_charge, 5);
    assert.equal(under.body.total, 80);
    const at = await send(app(), 'PUT', `/cart/guest/${guest}/items/${product!.id}`, {
      quantity: 4,
    });
    assert.equal(at.body.subtotal, 100);
    assert.equal(at.body.shipping_charge, 0);
    assert.equal(at.body.total, 100);
  });

  it("refuses quantities beyond the stock with SPEC's SKU message", async () => {
    const [product] = await stageProducts(context(), 1, { stock: 3 });
    const guest = newGuestId();
    const message = `Sorry, only 3 items available for SKU: ${product!.sku}`;
    const add = await send(app(), 'POST', `/cart/guest/${guest}/items`, {
      productId: product!.id,
      quantity: 2,
    });
    assert.equal(add.status, 200);
    const more = await send(app(), 'POST', `/cart/guest/${guest}/items`, {
      productId: product!.id,
      quantity: 2,
    });
    assert.equal(more.status, 409);
    assert.equal(more.body.error, message);
    const set = await send(app(), 'PUT', `/cart/guest/${guest}/items/${product!.id}`, {
      quantity: 4,
    });
    assert.equal(set.status, 409);
    assert.equal(set.body.error, message);
    const after = await send(app(), 'GET', `/cart/guest/${guest}`);
    assert.equal(after.body.items[0]!.quantity, 2);
  });

  it("keeps one guest out of another guest's cart", async () => {
    const [product] = await stageProducts(context(), 1);
    const owner = newGuestId();
    const stranger = newGuestId();
    await send(app(), 'POST', `/cart/guest/${owner}/items`, {
      productId: product!.id,
      quantity: 1,
    });

    assert.deepEqual((await send(app(), 'GET', `/cart/guest/${stranger}`)).body.items, []);
    const put = await send(app(), 'PUT', `/cart/guest/${stranger}/items/${product!.id}`, {
      quantity: 2,
    });
    assert.equal(put.status, 404);
    const del = await send(app(), 'DELETE', `/cart/guest/${stranger}/items/${product!.id}`);
    assert.equal(del.status, 404);
    // Another store with the same id is another cart too.
    const otherStore = await send(app(), 'GET', `/cart/guest/${owner}`, undefined, {
      'x-store-id': 'parts',
    });
    assert.deepEqual(otherStore.body.items, []);

    const mine = await send(app(), 'GET', `/cart/guest/${owner}`);
    assert.equal(mine.body.items[0]!.quantity, 1);
  });

  it('removes a line, and refuses a product the store does not sell', async () => {
    const [first, second] = await stageProducts(context(), 2, { price: 10 });
    const guest = newGuestId();
    await send(app(), 'POST', `/cart/guest/${guest}/items`, { productId: first!.id, quantity: 1 });
    await send(app(), 'POST', `/cart/guest/${guest}/items`, { productId: second!.id, quantity: 1 });
    const removed = await send(app(), 'DELETE', `/cart/guest/${guest}/items/${first!.id}`);
    assert.equal(removed.status, 200);
    assert.deepEqual(
      removed.body.items.map((line) => line.id),
      [second!.id],
    );
    const missing = await send(app(), 'POST', `/cart/guest/${guest}/items`, {
      productId: 2_000_000_000,
      quantity: 1,
    });
    assert.equal(missing.status, 404);
  });

  it('flags a product no longer sold and leaves it out of the subtotal', async () => {
    const [kept, retired] = await stageProducts(context(), 2, { price: 10 });
    const guest = newGuestId();
    await send(app(), 'POST', `/cart/guest/${guest}/items`, { productId: kept!.id, quantity: 1 });
    await send(app(), 'POST', `/cart/guest/${guest}/items`, {
      productId: retired!.id,
      quantity: 2,
    });
    await context()
      .db.updateTable('products')
      .set({ is_active: false })
      .where('id', '=', retired!.id)
      .execute();
    const { body } = await send(app(), 'GET', `/cart/guest/${guest}`);
    const line = body.items.find((item) => item.id === retired!.id);
    assert.equal(line?.available, false);
    assert.equal(line?.line_total, 0);
    assert.equal(body.subtotal, 10);
  });

  it('replaces the whole cart for the sync, capping by stock', async () => {
    const [plenty, few, none] = await stageProducts(context(), 3, { price: 10, stock: 5 });
    await context()
      .db.updateTable('inventory')
      .set({ total_on_hand: 0 })
      .where('sku', '=', none!.sku)
      .where('store_id', '=', STORE)
      .execute();
    const guest = newGuestId();
    await send(app(), 'POST', `/cart/guest/${guest}/items`, { productId: few!.id, quantity: 1 });
    const { status, body } = await send(app(), 'PUT', `/cart/guest/${guest}`, {
      items: [
        { productId: plenty!.id, quantity: 2 },
        { productId: few!.id, quantity: 9 },
        { productId: none!.id, quantity: 1 },
        { productId: 2_000_000_000, quantity: 1 },
      ],
    });
    assert.equal(status, 200);
    assert.deepEqual(
      body.items.map((line) => [line.id, line.quantity, line.available_stock]),
      [
        [few!.id, 5, 5],
        [plenty!.id, 2, 5],
      ],
    );
    const twice = await send(app(), 'PUT', `/cart/guest/${guest}`, {
      items: [
        { productId: plenty!.id, quantity: 1 },
        { productId: plenty!.id, quantity: 1 },
      ],
    });
    assert.equal(twice.status, 400);
    const emptied = await send(app(), 'PUT', `/cart/guest/${guest}`, { items: [] });
    assert.deepEqual(emptied.body.items, []);
  });

  describe('merging a guest cart into a customer cart', () => {
    let products: { id: number; sku: string }[];
    before(async () => {
      products = await stageProducts(context(), 3, { price: 10, stock: 4 });
    });

    it('adds quantities, caps them by stock, and a second merge changes nothing', async () => {
      const [shared, guestOnly, customerOnly] = products;
      const guest = newGuestId();
      const customerId = 900_001;
      const service = app().cartService;
      await service.replace(STORE, { customerId }, [
        { productId: shared!.id, quantity: 3 },
        { productId: customerOnly!.id, quantity: 1 },
      ]);
      await service.replace(STORE, { guestId: guest }, [
        { productId: shared!.id, quantity: 2 },
        { productId: guestOnly!.id, quantity: 1 },
      ]);
      const merged = await service.convert(STORE, customerId, guest);
      const quantities = (cart: CartRecord) =>
        Object.fromEntries(cart.items.map((line) => [line.id, line.quantity]));
      assert.deepEqual(quantities(merged), {
        [shared!.id]: 4,
        [customerOnly!.id]: 1,
        [guestOnly!.id]: 1,
      });
      assert.deepEqual((await service.read(STORE, { guestId: guest })).items, []);
      const again = await service.convert(STORE, customerId, guest);
      assert.deepEqual(quantities(again), quantities(merged));
    });

    it('never merges a guest id twice, even after a stale tab filled its cart again', async () => {
      const [product] = products;
      const guest = newGuestId();
      const customerId = 900_002;
      const service = app().cartService;
      await service.replace(STORE, { guestId: guest }, [{ productId: product!.id, quantity: 1 }]);
      await service.convert(STORE, customerId, guest);
      // Another tab, still the guest, syncs the customer's lines it followed under the old id.
      await service.replace(STORE, { guestId: guest }, [{ productId: product!.id, quantity: 1 }]);
      const again = await service.convert(STORE, customerId, guest);
      assert.deepEqual(
        again.items.map((line) => [line.id, line.quantity]),
        [[product!.id, 1]],
      );
    });
  });
});

describeOnEachDatabaseAndPgBouncer('customer cart routes', (context) => {
  const app = () => context().app;
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const quantities = (cart: CartRecord) =>
    Object.fromEntries(cart.items.map((line) => [line.id, line.quantity]));

  it('refuses the customer cart without a valid token', async () => {
    for (const headers of [{}, bearer('not-a-token')]) {
      const { status } = await send(app(), 'GET', '/cart', undefined, headers);
      assert.equal(status, 401);
    }
    const convert = await send(app(), 'POST', '/cart/convert', { guestId: newGuestId() });
    assert.equal(convert.status, 401);
  });

  it('keeps each customer to their own cart', async () => {
    const [product] = await stageProducts(context(), 1, { price: 12 });
    const ada = await registerCustomer(app(), { store: STORE });
    const bob = await registerCustomer(app(), { store: STORE });
    const added = await send(
      app(),
      'POST',
      '/cart/items',
      { productId: product!.id, quantity: 2 },
      bearer(ada.token),
    );
    assert.equal(added.status, 200);
    assert.equal(added.body.subtotal, 24);

    assert.deepEqual(
      (await send(app(), 'GET', '/cart', undefined, bearer(bob.token))).body.items,
      [],
    );
    const put = await send(
      app(),
      'PUT',
      `/cart/items/${product!.id}`,
      { quantity: 1 },
      bearer(bob.token),
    );
    assert.equal(put.status, 404);
    const del = await send(
      app(),
      'DELETE',
      `/cart/items/${product!.id}`,
      undefined,
      bearer(bob.token),
    );
    assert.equal(del.status, 404);
    const adaCart = await send(app(), 'GET', '/cart', undefined, bearer(ada.token));
    assert.deepEqual(quantities(adaCart.body), { [product!.id]: 2 });
  });

  it('merges a guest cart on convert, capped by stock, and a second convert changes nothing', async () => {
    const [both, guestOnly] = await stageProducts(context(), 2, { price: 10, stock: 3 });
    const customer = await registerCustomer(app(), { store: STORE });
    const guest = newGuestId();
    await send(
      app(),
      'PUT',
      '/cart',
      { items: [{ productId: both!.id, quantity: 2 }] },
      bearer(customer.token),
    );
    await send(app(), 'PUT', `/cart/guest/${guest}`, {
      items: [
        { productId: both!.id, quantity: 2 },
        { productId: guestOnly!.id, quantity: 1 },
      ],
    });

    const first = await send(
      app(),
      'POST',
      '/cart/convert',
      { guestId: guest },
      bearer(customer.token),
    );
    assert.equal(first.status, 200);
    assert.deepEqual(quantities(first.body), { [both!.id]: 3, [guestOnly!.id]: 1 });
    assert.equal(first.body.subtotal, 40);
    assert.deepEqual((await send(app(), 'GET', `/cart/guest/${guest}`)).body.items, []);

    const second = await send(
      app(),
      'POST',
      '/cart/convert',
      { guestId: guest },
      bearer(customer.token),
    );
    assert.deepEqual(second.body, first.body);
  });

  it("does not let a customer convert another store's guest cart into theirs", async () => {
    const customer = await registerCustomer(app(), { store: STORE });
    const guest = newGuestId();
    const parts = await context()
      .db.selectFrom('products')
      .select('id')
      .where('store_id', '=', 'parts')
      .where('is_active', '=', true)
      .executeTakeFirstOrThrow();
    await send(
      app(),
      'PUT',
      `/cart/guest/${guest}`,
      { items: [{ productId: parts.id, quantity: 1 }] },
      {
        'x-store-id': 'parts',
      },
    );
    const merged = await send(
      app(),
      'POST',
      '/cart/convert',
      { guestId: guest },
      bearer(customer.token),
    );
    assert.deepEqual(merged.body.items, []);
    const partsCart = await send(app(), 'GET', `/cart/guest/${guest}`, undefined, {
      'x-store-id': 'parts',
    });
    assert.equal(partsCart.body.items.length, 1);
  });
});
