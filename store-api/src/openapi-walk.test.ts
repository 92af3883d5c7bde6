// Walks every route of the generated OpenAPI document, calls it with valid parameters on the
// seeded test database and fails when a 2xx body has a key its response schema does not declare:
// a handler that returns a database row, or a record that gains a field, is caught here.
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import {
  checkoutBody,
  createSession,
  signedDelivery,
  startCheckoutSandbox,
} from './testing/checkout.js';
import { callApi, registerCustomer, uniqueEmail, type ApiCall } from './testing/customers.js';
import { completeOrder, placePaidOrder } from './testing/orders.js';
import {
  insertGuestCustomer,
  insertGuestOrder,
  requestSetPasswordLink,
} from './testing/guest-orders.js';
import { describeOnEachDatabase, getJson, type TestContext } from './testing/test-app.js';
import { newGuestId } from './testing/cart.js';
import { queuedPayloads } from './testing/outbox.js';
import { undeclaredKeys, type OpenApiDocument } from './testing/undeclared-keys.js';

const STORE = 'hvac';
const OPS_KEY = 'ops-walk-key-0123456789abcdef';
// The checkout routes talk to the payment sandbox through the SDK.
const provider = await startCheckoutSandbox();
after(() => provider.close());

interface SampleIds {
  product: number;
  sku: string;
  brand: number;
  /** A level-2 category: it has a parent and children. */
  category: number;
  /** An equipment model and the first of its diagram sections. */
  model: { id: number; section: number };
  /** A signed-in customer of the store, with a saved billing address. */
  customer: { email: string; password: string; token: string; savedAddress: number };
  /** A second session of that customer, for logout. */
  logoutToken: string;
  /** A live reset token of another customer (a reset signs that customer out). */
  reset: { email: string; token: string };
  /**
   * A passwordless customer with a paid guest order, as a guest checkout leaves, and the token of
   * its e-mailed set-password link.
   */
  guest: { email: string; token: string };
  /** A product with a few units in stock, for the cart calls. */
  stocked: number;
  guestId: string;
  /** An open checkout session of the store. */
  sessionId: string;
  /**
   * An out-of-stock product and its SKU, the token of a guest's confirmation link for it and two
   * unsubscribe tokens of its back-in-stock e-mails (one for the page, one for the one click).
   */
  alerts: {
    product: number;
    sku: string;
    confirmToken: string;
    unsubscribeTokens: [string, string];
  };
  /**
   * Paid orders of the customer: one pending (to cancel), one completed (one unit of its first
   * item returned with an RMA, then the rest), one to ship.
   */
  orders: {
    pending: number;
    completed: number;
    completedItem: number;
    completedStoreOrderId: string;
    toShip: number;
  };
  /** A job list of the customer holding `product`. */
  jobList: number;
}

const ADDRESS = {
  street: '12 Main St',
  city: 'Austin',
  state: 'TX',
  postal_code: '78701',
  country: 'US',
};
const SAVED_ADDRESS = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  ...ADDRESS,
  phone: '(512) 555-0100',
};

/**
 * How the walk calls each documented operation: the URLs to GET or the calls to make, or why it
 * cannot be called (a route that needs state the walk cannot make must say so here, or the walk
 * fails). Calls run in this order, each expecting a 2xx.
 */
const walk: Record<string, ((ids: SampleIds) => (string | ApiCall)[]) | { notCalled: string }> = {
  'GET /store-api/health': () => ['/health'],
  'GET /store-api/images/products/{file}': (ids) => [`/images/products/${ids.product}.svg`],
  'GET /store-api/images/brands/{file}': (ids) => [`/images/brands/${ids.brand}.svg`],
  'GET /store-api/products': (ids) => [
    '/products',
    `/products?categoryId=${ids.category}&sort=price_asc&limit=100`,
    `/products?brandId=${ids.brand}&search=a&sort=rating&_start=1`,
    `/products?parent_id=${ids.category}&sort=name`,
    `/products?fits=${ids.model.id}&search=a`,
    '/products?search=capacitor&spec.voltage=440&spec.capacitance.min=5&inStock=true&sort=relevance',
  ],
  'GET /store-api/products/facets': (ids) => [
    '/products/facets',
    `/products/facets?categoryId=${ids.category}&inStock=true&minPrice=1&maxPrice=5000`,
    '/products/facets?search=capacitor&spec.voltage=440&spec.capacitance.min=5',
  ],
  'GET /store-api/products/{id}': (ids) => [`/products/${ids.product}`],
  'GET /store-api/products/{id}/models': (ids) => [
    `/products/${ids.product}/models`,
    `/products/${ids.product}/models?_start=1&limit=2`,
  ],
  'GET /store-api/products/{id}/fit': (ids) => [
    `/products/${ids.product}/fit?models=${ids.model.id}`,
  ],
  'GET /store-api/products/inventories/{sku}': (ids) => [`/products/inventories/${ids.sku}`],
  'GET /store-api/categories': (ids) => [
    '/categories',
    `/categories?parent_id=${ids.category}`,
    '/categories?search=a&limit=5',
  ],
  'GET /store-api/categories/tree': () => ['/categories/tree'],
  'GET /store-api/categories/{id}': (ids) => [`/categories/${ids.category}`],
  'GET /store-api/brands': (ids) => [
    '/brands',
    '/brands?search=a&limit=3',
    `/brands?categoryId=${ids.category}`,
  ],
  'GET /store-api/brands/{id}': (ids) => [`/brands/${ids.brand}`],
  'GET /store-api/models': () => ['/models', '/models?search=a-1&limit=3', '/models?kind=furnace'],
  'GET /store-api/models/{id}': (ids) => [`/models/${ids.model.id}`],
  'GET /store-api/models/{id}/sections/{sectionId}/diagram.svg': (ids) => [
    `/models/${ids.model.id}/sections/${ids.model.section}/diagram.svg`,
  ],
  // The walk's store has no vehicles or outboards: these answer their empty lists.
  'GET /store-api/vehicles/years': () => ['/vehicles/years'],
  'GET /store-api/vehicles/makes': () => ['/vehicles/makes?year=2018'],
  'GET /store-api/vehicles/models': () => ['/vehicles/models?year=2018&make=Kestrel'],
  'GET /store-api/vehicles/engines': () => ['/vehicles/engines?year=2018&make=Kestrel&model=Lark'],
  'GET /store-api/outboards/makes': () => ['/outboards/makes'],
  'GET /store-api/outboards/horsepower': () => ['/outboards/horsepower?make=Harborline'],
  'GET /store-api/outboards/years': () => ['/outboards/years?make=Harborline&horsepower=9.9'],
  'GET /store-api/featured-products': (ids) => [
    ...['topRated', 'newest', 'mostPopular', 'discounted', 'seasonal', 'random'].map(
      (strategy) => `/featured-products?strategy=${strategy}`,
    ),
    `/featured-products?categoryId=${ids.category}&brandId=${ids.brand}&limit=100`,
  ],
  'GET /store-api/sitemap-entries': () => ['/sitemap-entries'],
  'POST /store-api/auth/register': () => [
    {
      method: 'POST',
      path: '/auth/register',
      body: {
        firstName: 'Walk',
        lastName: 'Er',
        email: uniqueEmail('walk'),
        phone: '(512) 555-0100',
        password: 'secret1',
      },
    },
  ],
  'POST /store-api/auth/login': ({ customer }) => [
    {
      method: 'POST',
      path: '/auth/login',
      body: { email: customer.email, password: customer.password },
    },
  ],
  'GET /store-api/auth/me': ({ customer }) => [{ path: '/auth/me', token: customer.token }],
  'PUT /store-api/auth/me': ({ customer }) => [
    {
      method: 'PUT',
      path: '/auth/me',
      token: customer.token,
      body: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: customer.email,
        phone: '(512) 555-0100',
        shippingAddress: ADDRESS,
        billingAddress: ADDRESS,
      },
    },
  ],
  'GET /store-api/account/equipment': ({ customer }) => [
    { path: '/account/equipment', token: customer.token },
  ],
  'PUT /store-api/account/equipment/{modelId}': ({ customer, model }) => [
    { method: 'PUT', path: `/account/equipment/${model.id}`, token: customer.token, body: {} },
  ],
  'DELETE /store-api/account/equipment/{modelId}': ({ customer, model }) => [
    { method: 'DELETE', path: `/account/equipment/${model.id}`, token: customer.token },
  ],
  'POST /store-api/account/equipment/merge': ({ customer, model }) => [
    {
      method: 'POST',
      path: '/account/equipment/merge',
      token: customer.token,
      body: { equipment: [{ modelId: model.id }, { modelId: 2_000_000_000 }] },
    },
  ],
  'POST /store-api/auth/me/billing-addresses': ({ customer }) => [
    {
      method: 'POST',
      path: '/auth/me/billing-addresses',
      token: customer.token,
      body: SAVED_ADDRESS,
    },
  ],
  'PUT /store-api/auth/me/billing-addresses/{id}': ({ customer }) => [
    {
      method: 'PUT',
      path: `/auth/me/billing-addresses/${customer.savedAddress}`,
      token: customer.token,
      body: { ...SAVED_ADDRESS, city: 'Dallas' },
    },
  ],
  'DELETE /store-api/auth/me/billing-addresses/{id}': ({ customer }) => [
    {
      method: 'DELETE',
      path: `/auth/me/billing-addresses/${customer.savedAddress}`,
      token: customer.token,
    },
  ],
  'POST /store-api/auth/logout': ({ logoutToken }) => [
    { method: 'POST', path: '/auth/logout', token: logoutToken },
  ],
  'POST /store-api/auth/request-reset-password': ({ customer }) => [
    { method: 'POST', path: '/auth/request-reset-password', body: { email: customer.email } },
  ],
  'POST /store-api/auth/reset-password': ({ reset }) => [
    { method: 'POST', path: '/auth/reset-password', body: { ...reset, password: 'newsecret' } },
  ],
  'POST /store-api/auth/request-set-password': ({ guest }) => [
    { method: 'POST', path: '/auth/request-set-password', body: { email: guest.email } },
  ],
  'POST /store-api/auth/set-password': ({ guest }) => [
    {
      method: 'POST',
      path: '/auth/set-password',
      body: { email: guest.email, token: guest.token, password: 'secret1' },
    },
  ],
  'GET /store-api/cart/guest/{guestId}': ({ guestId }) => [`/cart/guest/${guestId}`],
  'PUT /store-api/cart/guest/{guestId}': ({ guestId, stocked }) => [
    {
      method: 'PUT',
      path: `/cart/guest/${guestId}`,
      body: { items: [{ productId: stocked, quantity: 1 }] },
    },
  ],
  'POST /store-api/cart/guest/{guestId}/items': ({ guestId, stocked }) => [
    {
      method: 'POST',
      path: `/cart/guest/${guestId}/items`,
      body: { productId: stocked, quantity: 1 },
    },
  ],
  'PUT /store-api/cart/guest/{guestId}/items/{id}': ({ guestId, stocked }) => [
    { method: 'PUT', path: `/cart/guest/${guestId}/items/${stocked}`, body: { quantity: 1 } },
  ],
  'DELETE /store-api/cart/guest/{guestId}/items/{id}': ({ guestId, stocked }) => [
    { method: 'DELETE', path: `/cart/guest/${guestId}/items/${stocked}` },
  ],
  'GET /store-api/cart': ({ customer }) => [{ path: '/cart', token: customer.token }],
  'PUT /store-api/cart': ({ customer, stocked }) => [
    {
      method: 'PUT',
      path: '/cart',
      token: customer.token,
      body: { items: [{ productId: stocked, quantity: 1 }] },
    },
  ],
  'POST /store-api/cart/items': ({ customer, stocked }) => [
    {
      method: 'POST',
      path: '/cart/items',
      token: customer.token,
      body: { productId: stocked, quantity: 1 },
    },
  ],
  'PUT /store-api/cart/items/{id}': ({ customer, stocked }) => [
    { method: 'PUT', path: `/cart/items/${stocked}`, token: customer.token, body: { quantity: 1 } },
  ],
  'DELETE /store-api/cart/items/{id}': ({ customer, stocked }) => [
    { method: 'DELETE', path: `/cart/items/${stocked}`, token: customer.token },
  ],
  'POST /store-api/cart/convert': ({ customer, guestId }) => [
    { method: 'POST', path: '/cart/convert', token: customer.token, body: { guestId } },
  ],
  'POST /store-api/emails/contact': () => [
    {
      method: 'POST',
      path: '/emails/contact',
      body: {
        to: 'anyone@example.com',
        from: 'walker@example.com',
        replyTo: 'walker@example.com',
        name: 'Walker',
        subject: 'Walk',
        body: '<p>Hello</p>',
        type: 'contact_form',
      },
    },
  ],
  'POST /store-api/bulk-requests': () => [
    {
      method: 'POST',
      path: '/bulk-requests',
      body: {
        companyName: 'Walker Ltd',
        contactPerson: 'Walker',
        email: 'walker@example.com',
        products: '10 filters',
      },
    },
  ],
  'POST /store-api/shipping/validate': () => [
    { method: 'POST', path: '/shipping/validate', body: { address: ADDRESS, store_id: STORE } },
  ],
  'POST /store-api/shipping/estimate': ({ stocked }) => [
    {
      method: 'POST',
      path: '/shipping/estimate',
      body: { address: ADDRESS, items: [{ productId: stocked, quantity: 2 }], shipping_charge: 5 },
    },
  ],
  'POST /store-api/quick-order/resolve': ({ sku }) => [
    {
      method: 'POST',
      path: '/quick-order/resolve',
      body: {
        lines: [
          { partNumber: sku, quantity: 2 },
          { partNumber: 'NO-SUCH-PART-1', quantity: 1 },
        ],
      },
    },
  ],
  'POST /store-api/checkout/quote': ({ product }) => [
    {
      method: 'POST',
      path: '/checkout/quote',
      body: { items: [{ id: product, itemQuantity: 2 }] },
    },
  ],
  'POST /store-api/checkout/create-session': ({ product, customer }) => [
    {
      method: 'POST',
      path: '/checkout/create-session',
      body: checkoutBody([{ id: product, itemQuantity: 1 }]),
    },
    {
      method: 'POST',
      path: '/checkout/create-session',
      token: customer.token,
      body: checkoutBody([{ id: product, itemQuantity: 2 }]),
    },
  ],
  'GET /store-api/checkout/verify-session/{sessionId}': ({ sessionId }) => [
    `/checkout/verify-session/${sessionId}`,
  ],
  'POST /store-api/checkout/webhook': () => {
    const delivery = signedDelivery(
      { id: 'evt_walk', object: 'event', type: 'customer.created', data: { object: {} } },
      provider.sandbox.webhookSecret,
    );
    return [
      {
        method: 'POST',
        path: '/checkout/webhook',
        body: delivery.body,
        headers: { ...delivery.headers, 'content-type': 'application/json' },
      },
    ];
  },
  'GET /store-api/auth/orders': ({ customer }) => [{ path: '/auth/orders', token: customer.token }],
  'GET /store-api/auth/orders/{orderId}': ({ customer, orders }) => [
    { path: `/auth/orders/${orders.pending}`, token: customer.token },
  ],
  'POST /store-api/auth/orders/{orderId}/cancel': ({ customer, orders }) => [
    {
      method: 'POST',
      path: `/auth/orders/${orders.pending}/cancel`,
      token: customer.token,
      body: { reason: 'Walk' },
    },
  ],
  'POST /store-api/auth/orders/{orderId}/returns': ({ customer, orders }) => [
    {
      method: 'POST',
      path: `/auth/orders/${orders.completed}/returns`,
      token: customer.token,
      body: { lines: [{ itemId: orders.completedItem, quantity: 1, reason: 'Walk' }] },
    },
  ],
  'POST /store-api/auth/orders/{orderId}/return': ({ customer, orders }) => [
    {
      method: 'POST',
      path: `/auth/orders/${orders.completed}/return`,
      token: customer.token,
      body: { reason: 'Walk' },
    },
  ],
  'GET /store-api/auth/orders/{orderId}/buy-again': ({ customer, orders }) => [
    { path: `/auth/orders/${orders.pending}/buy-again`, token: customer.token },
  ],
  'GET /store-api/auth/job-lists': ({ customer }) => [
    { path: '/auth/job-lists', token: customer.token },
  ],
  'POST /store-api/auth/job-lists': ({ customer, stocked }) => [
    {
      method: 'POST',
      path: '/auth/job-lists',
      token: customer.token,
      body: { name: 'Walk job two', lines: [{ productId: stocked, quantity: 1 }] },
    },
  ],
  'GET /store-api/auth/job-lists/{listId}': ({ customer, jobList }) => [
    { path: `/auth/job-lists/${jobList}`, token: customer.token },
  ],
  'PUT /store-api/auth/job-lists/{listId}': ({ customer, jobList }) => [
    {
      method: 'PUT',
      path: `/auth/job-lists/${jobList}`,
      token: customer.token,
      body: { name: 'Walk job, renamed' },
    },
  ],
  'POST /store-api/auth/job-lists/{listId}/lines': ({ customer, jobList, stocked }) => [
    {
      method: 'POST',
      path: `/auth/job-lists/${jobList}/lines`,
      token: customer.token,
      body: { lines: [{ productId: stocked, quantity: 3 }] },
    },
  ],
  'PUT /store-api/auth/job-lists/{listId}/lines/{productId}': ({ customer, jobList, stocked }) => [
    {
      method: 'PUT',
      path: `/auth/job-lists/${jobList}/lines/${stocked}`,
      token: customer.token,
      body: { quantity: 4 },
    },
  ],
  'DELETE /store-api/auth/job-lists/{listId}/lines/{productId}': ({
    customer,
    jobList,
    stocked,
  }) => [
    {
      method: 'DELETE',
      path: `/auth/job-lists/${jobList}/lines/${stocked}`,
      token: customer.token,
    },
  ],
  'DELETE /store-api/auth/job-lists/{listId}': ({ customer, jobList }) => [
    { method: 'DELETE', path: `/auth/job-lists/${jobList}`, token: customer.token },
  ],
  'GET /store-api/ops/orders': () => [
    { path: '/ops/orders', token: OPS_KEY },
    { path: '/ops/orders?storeId=hvac&status=completed&limit=5', token: OPS_KEY },
    { path: '/ops/orders?review=true', token: OPS_KEY },
  ],
  'POST /store-api/ops/orders/{orderId}/ship': ({ orders }) => [
    {
      method: 'POST',
      path: `/ops/orders/${orders.toShip}/ship`,
      token: OPS_KEY,
      body: { trackingNumber: '1Z-WALK' },
    },
  ],
  'POST /store-api/ops/returns/{rmaNumber}/receive': ({ orders }) => [
    {
      method: 'POST',
      path: `/ops/returns/RMA-${orders.completedStoreOrderId}-01/receive`,
      token: OPS_KEY,
    },
  ],
  'POST /store-api/stock-alerts': ({ alerts, customer }) => [
    {
      method: 'POST',
      path: '/stock-alerts',
      body: { productId: alerts.product, email: uniqueEmail('walk-alert') },
    },
    {
      method: 'POST',
      path: '/stock-alerts',
      token: customer.token,
      body: { productId: alerts.product },
    },
  ],
  'POST /store-api/stock-alerts/confirm': ({ alerts }) => [
    { method: 'POST', path: '/stock-alerts/confirm', body: { token: alerts.confirmToken } },
  ],
  'POST /store-api/stock-alerts/unsubscribe': ({ alerts }) => [
    {
      method: 'POST',
      path: '/stock-alerts/unsubscribe',
      body: { token: alerts.unsubscribeTokens[0] },
    },
  ],
  'POST /store-api/stock-alerts/one-click-unsubscribe': ({ alerts }) => [
    {
      method: 'POST',
      path: `/stock-alerts/one-click-unsubscribe?token=${alerts.unsubscribeTokens[1]}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    },
  ],
  'PUT /store-api/ops/inventory/{sku}': ({ alerts }) => [
    {
      method: 'PUT',
      path: `/ops/inventory/${alerts.sku}`,
      token: OPS_KEY,
      body: { storeId: STORE, totalOnHand: 7 },
    },
  ],
  'POST /store-api/process-payment': { notCalled: 'a disabled payment path: always 410' },
  'POST /api/checkout/create-session': { notCalled: 'a disabled payment path: always 410' },
};

function documentedOperations(document: OpenApiDocument): string[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
  );
}

/** A customer with a saved address and two sessions, a live reset link and a guest account. */
async function sampleAccounts({ app, db }: TestContext) {
  const customer = await registerCustomer(app, { store: STORE });
  const saved = await callApi<{ data: { id: number } }>(app, {
    method: 'POST',
    path: '/auth/me/billing-addresses',
    store: STORE,
    token: customer.token,
    body: SAVED_ADDRESS,
  });
  const second = await callApi<{ data: { token: string } }>(app, {
    method: 'POST',
    path: '/auth/login',
    store: STORE,
    body: { email: customer.email, password: customer.password },
  });
  const resetting = await registerCustomer(app, { store: STORE });
  await callApi(app, {
    method: 'POST',
    path: '/auth/request-reset-password',
    store: STORE,
    body: { email: resetting.email },
  });
  // The link is queued after the answer.
  await app.backgroundWorkDone();
  const message = await db
    .selectFrom('outbox')
    .select('payload')
    .where('topic', '=', 'account.password-reset')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const resetUrl = new URL((message.payload as { resetUrl: string }).resetUrl);
  const guest = await insertGuestCustomer(db, STORE);
  await insertGuestOrder(db, guest);
  const { token } = await requestSetPasswordLink(app, db, { email: guest.email, store: STORE });
  return {
    customer: { ...customer, savedAddress: saved.body.data.id },
    logoutToken: second.body.data.token,
    reset: {
      email: resetUrl.searchParams.get('email') ?? '',
      token: resetUrl.searchParams.get('token') ?? '',
    },
    guest: { email: guest.email, token },
  };
}

/** A product of the store with a few units on hand, for the cart calls. */
async function stockedProduct({ db }: TestContext): Promise<number> {
  const row = await db
    .selectFrom('products as p')
    .innerJoin('inventory as i', (join) =>
      join.onRef('i.store_id', '=', 'p.store_id').onRef('i.sku', '=', 'p.sku'),
    )
    .select('p.id')
    .where('p.store_id', '=', STORE)
    .where('p.is_active', '=', true)
    .where('i.total_on_hand', '>=', 3)
    .orderBy('p.id')
    .executeTakeFirst();
  assert.ok(row, 'the seeded store has no product with 3 units in stock');
  return row.id;
}

/**
 * A product put out of stock, a guest's pending alert for it, and two confirmed alerts e-mailed at
 * a restock (the product is out of stock again after it).
 */
async function sampleAlerts({ app, db }: TestContext): Promise<SampleIds['alerts']> {
  const product = await db
    .selectFrom('products')
    .select(['id', 'sku'])
    .where('store_id', '=', STORE)
    .where('is_active', '=', true)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const setStock = (totalOnHand: number) =>
    callApi(app, {
      method: 'PUT',
      path: `/ops/inventory/${product.sku}`,
      token: OPS_KEY,
      body: { storeId: STORE, totalOnHand },
    });
  const tokenOf = (url: unknown) => new URL(String(url)).searchParams.get('token') ?? '';
  const askAsGuest = async (email: string) => {
    await callApi(app, {
      method: 'POST',
      path: '/stock-alerts',
      body: { productId: product.id, email },
    });
    await app.backgroundWorkDone();
    const [confirmation] = await queuedPayloads(db, 'stock-alert.confirm', [email]);
    return tokenOf(confirmation?.confirmUrl);
  };
  await setStock(0);
  const subscribers = [uniqueEmail('walk-subscriber'), uniqueEmail('walk-subscriber')];
  for (const email of subscribers) {
    const token = await askAsGuest(email);
    await callApi(app, { method: 'POST', path: '/stock-alerts/confirm', body: { token } });
  }
  await setStock(3);
  const alerts = await queuedPayloads(db, 'stock-alert.back-in-stock', subscribers);
  await setStock(0);
  return {
    product: product.id,
    sku: product.sku,
    confirmToken: await askAsGuest(uniqueEmail('walk-pending')),
    unsubscribeTokens: [tokenOf(alerts[0]?.unsubscribeUrl), tokenOf(alerts[1]?.unsubscribeUrl)],
  };
}

async function sampleIds(context: TestContext): Promise<SampleIds> {
  const { app } = context;
  const first = async <T>(path: string) => {
    const { body } = await getJson<{ data: T[] }>(app, path, STORE);
    const [item] = body.data;
    assert.ok(item, `${path} returned no items to take an id from`);
    return item;
  };
  const product = await first<{ id: number; sku: string }>('/products?limit=1');
  // Enough stock for the walk's checkouts.
  await context.db
    .updateTable('inventory')
    .set({ total_on_hand: 100 })
    .where('store_id', '=', STORE)
    .where('sku', '=', product.sku)
    .execute();
  const session = await createSession(app, checkoutBody([{ id: product.id, itemQuantity: 1 }]));
  assert.equal(session.status, 200, session.error);
  const brand = await first<{ id: number }>('/brands?limit=1');
  const model = await first<{ id: number }>('/models?limit=1');
  const modelDetail = await getJson<{ data: { sections: { id: number }[] } }>(
    app,
    `/models/${model.id}`,
    STORE,
  );
  const categories = await getJson<{ data: { id: number; level: number }[] }>(
    app,
    '/categories?limit=1000',
    STORE,
  );
  const category = categories.body.data.find((item) => item.level === 2);
  assert.ok(category, 'the seeded store has no level-2 category');
  const accounts = await sampleAccounts(context);
  const paid = () => placePaidOrder(app, context.db, { token: accounts.customer.token });
  const pending = await paid();
  const completed = await paid();
  await completeOrder(context.db, completed.orderId);
  const [completedItem] = await context.db
    .selectFrom('order_items')
    .select('id')
    .where('order_id', '=', completed.orderId)
    .execute();
  const toShip = await paid();
  const jobList = await callApi<{ data: { id: number } }>(app, {
    method: 'POST',
    path: '/auth/job-lists',
    token: accounts.customer.token,
    body: { name: 'Walk job', lines: [{ productId: product.id, quantity: 2 }] },
    store: STORE,
  });
  return {
    jobList: jobList.body.data.id,
    product: product.id,
    sku: product.sku,
    brand: brand.id,
    category: category.id,
    model: { id: model.id, section: modelDetail.body.data.sections[0]!.id },
    stocked: await stockedProduct(context),
    guestId: newGuestId(),
    sessionId: session.sessionId,
    orders: {
      pending: pending.orderId,
      completed: completed.orderId,
      completedItem: completedItem!.id,
      completedStoreOrderId: completed.storeOrderId,
      toShip: toShip.orderId,
    },
    alerts: await sampleAlerts(context),
    ...accounts,
  };
}

// The app as it runs in production (responses unchecked), so the walk sees what clients get.
describeOnEachDatabase(
  'the OpenAPI walk',
  (context) => {
    let document: OpenApiDocument;
    let ids: SampleIds;
    before(async () => {
      document = context().app.swagger() as unknown as OpenApiDocument;
      ids = await sampleIds(context());
    });

    it('knows how to call every operation of the document, and only those', () => {
      const documented = documentedOperations(document);
      assert.deepEqual(
        documented.filter((operation) => !(operation in walk)),
        [],
        'documented operations missing from the walk: add how to call them (or why not)',
      );
      assert.deepEqual(
        Object.keys(walk).filter((operation) => !documented.includes(operation)),
        [],
        'operations in the walk that the document no longer has',
      );
    });

    for (const [operation, calls] of Object.entries(walk)) {
      if (typeof calls !== 'function') {
        it.skip(`${operation}: ${calls.notCalled}`);
        continue;
      }
      it(`${operation} answers only the keys its response schema declares`, async () => {
        const [method, path] = operation.split(' ') as [string, string];
        const responses = document.paths[path]?.[method.toLowerCase()]?.responses ?? {};
        for (const call of calls(ids)) {
          const {
            path: url,
            token,
            body,
            headers,
          } = typeof call === 'string' ? { path: call } : call;
          const response = await context().app.inject({
            method: typeof call === 'string' ? 'GET' : (call.method ?? 'GET'),
            url: `/store-api${url}`,
            headers: {
              'x-store-id': STORE,
              ...(token !== undefined && { authorization: `Bearer ${token}` }),
              ...headers,
            },
            ...(body !== undefined && { payload: body as object }),
          });
          assert.ok(
            response.statusCode >= 200 && response.statusCode < 300,
            `${url} answered ${response.statusCode}: ${response.body.slice(0, 200)}`,
          );
          const schema =
            responses[String(response.statusCode)]?.content?.['application/json']?.schema;
          const isJson = /^application\/json/.test(String(response.headers['content-type']));
          if (!schema) {
            assert.ok(!isJson, `${url} answered JSON its document does not describe`);
            continue;
          }
          assert.ok(isJson, `${url} answered ${response.headers['content-type']}, not JSON`);
          assert.deepEqual(undeclaredKeys(document, schema, response.json()), [], url);
        }
      });
    }
  },
  { checkResponses: false, env: { ...provider.env, OPS_API_KEY: OPS_KEY } },
);
