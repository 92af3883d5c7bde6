// Issue 40 items 3 and 4 in Chromium. Buy Again: a customer's paid order holds a product still in
// stock and one whose whole stock the order took; Buy Again on the history puts the first in the
// cart and lists the second as out of stock. Job lists: from a product page a customer starts a
// named list, opens it, raises the line's quantity and adds the whole list to the cart; the cart
// and the lists meet only on the bus.
import type { Page } from '@playwright/test';

import { expect, expectCartCount, remoteArea, test, useSharedStorefront } from '../lib/storefront';

const storefront = useSharedStorefront();
const STORE = 'default';

interface ListedProduct {
  id: number;
  title: string;
  unitsOnHand: number;
}

/** A JSON call to the stack's store API (default store). */
async function api<T>(
  path: string,
  init: { method?: string; token?: string; body?: unknown } = {},
) {
  const response = await fetch(`${storefront.stack.apiBaseUrl}/store-api${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'x-store-id': STORE,
      'content-type': 'application/json',
      ...(init.token && { authorization: `Bearer ${init.token}` }),
    },
    ...(init.body !== undefined && { body: JSON.stringify(init.body) }),
  });
  const body = (await response.json()) as T & { error?: string };
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${body.error}`);
  return body;
}

/** A new customer of the store, registered through the API. */
async function registerCustomer(): Promise<{ email: string; token: string }> {
  const email = `lists.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const { data } = await api<{ data: { token: string } }>('/auth/register', {
    method: 'POST',
    body: { firstName: 'Ada', lastName: 'Lovelace', email, password: 'lists-secret' },
  });
  return { email, token: data.token };
}

/** Signs the customer in the browser (the token where the site keeps it) and waits for it. */
async function signIn(page: Page, customer: { token: string }): Promise<void> {
  await page.goto(storefront.stack.urlFor('/'));
  await page.evaluate(([key, token]) => window.localStorage.setItem(key, token), [
    `${STORE}_authToken`,
    customer.token,
  ] as const);
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible();
}

/** In-stock products of the store, the fewest units first (so an order can take a whole stock). */
async function inStockProducts(): Promise<ListedProduct[]> {
  const { data } = await api<{ data: ListedProduct[] }>('/products?limit=100&inStock=true');
  return [...data].sort((a, b) => a.unitsOnHand - b.unitsOnHand);
}

/** Buys these lines through the API and pays on the sandbox's hosted page; answers the order id. */
async function buyAndPay(
  page: Page,
  customer: { email: string; token: string },
  items: { id: number; itemQuantity: number }[],
): Promise<number> {
  const address = {
    first_name: 'Ada',
    last_name: 'Lovelace',
    address1: '12 Main St',
    city: 'Austin',
    state: 'TX',
    postal_code: '78701',
    country: 'US',
    phone: '(512) 555-0100',
  };
  const session = await api<{ sessionId: string; url: string }>('/checkout/create-session', {
    method: 'POST',
    token: customer.token,
    body: {
      items,
      customer: { first_name: 'Ada', last_name: 'Lovelace', email: customer.email },
      shippingAddress: address,
      billingAddress: address,
    },
  });
  await page.goto(session.url);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry date').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await Promise.all([
    page.waitForURL(/\/checkout\/success/),
    page.getByRole('button', { name: /^Pay / }).click(),
  ]);
  const verified = await api<{ status: string; order: { order_id: number } }>(
    `/checkout/verify-session/${session.sessionId}`,
  );
  expect(verified.status).toBe('paid');
  return verified.order.order_id;
}

test.describe('job lists and buy again', () => {
  test('Buy Again adds what is in stock and lists what the order sold out', async ({ page }) => {
    test.setTimeout(120_000);
    const customer = await registerCustomer();
    const [scarce, plenty] = await inStockProducts().then((products) => [
      products[0],
      products.at(-1),
    ]);
    if (!scarce || !plenty || scarce.id === plenty.id) throw new Error('too few products in stock');
    // The order takes every unit of the scarce product: it is out of stock afterwards.
    await buyAndPay(page, customer, [
      { id: plenty.id, itemQuantity: 1 },
      { id: scarce.id, itemQuantity: scarce.unitsOnHand },
    ]);
    await signIn(page, customer);

    await page.goto(storefront.stack.urlFor('/orders'));
    const history = remoteArea(page, 'account');
    await history.getByRole('button', { name: /^Buy again: order / }).click();
    const outcome = history.getByRole('alert');
    await expect(outcome).toContainText('Added 1 item to your cart.');
    await expect(outcome.getByRole('listitem')).toHaveText([`${scarce.title}: out of stock`]);
    await expectCartCount(page, 1);

    await outcome.getByRole('link', { name: 'Go to Cart' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/cart');
    await expect(
      remoteArea(page, 'cartCheckout').getByRole('listitem', { name: plenty.title }),
    ).toBeVisible();
  });

  test('a customer builds a job list from a product page and adds the whole list to the cart', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signIn(page, await registerCustomer());
    const product = (await inStockProducts()).find((candidate) => candidate.unitsOnHand >= 3);
    if (!product) throw new Error('no product with 3 units in stock');

    await page.goto(storefront.stack.urlFor(`/product/${product.id}`));
    const productPage = remoteArea(page, 'catalog');
    await productPage.getByRole('button', { name: 'Add to Job List' }).click();
    await productPage.getByLabel('New list name').fill('Smith job – furnace');
    await productPage.getByRole('button', { name: 'Save to List' }).click();
    await expect(productPage.getByText('Added to Smith job – furnace.')).toBeVisible();
    await productPage.getByRole('link', { name: 'View list' }).click();

    const list = remoteArea(page, 'account');
    await expect(list.getByRole('heading', { name: 'Smith job – furnace' })).toBeVisible();
    await expect(list.getByRole('rowheader')).toHaveText([product.title]);
    const quantity = list.getByLabel(`Quantity of ${product.title}`);
    await quantity.fill('3');
    await quantity.blur();
    await expect(quantity).toHaveValue('3');
    await expect(list.getByText('Total at today’s prices')).toBeVisible();

    await list.getByRole('button', { name: 'Add All to Cart' }).click();
    await expect(list.getByText('Added 3 items to your cart.')).toBeVisible();
    await expectCartCount(page, 3);

    await page.goto(storefront.stack.urlFor('/lists'));
    await expect(
      remoteArea(page, 'account').getByRole('link', { name: 'Smith job – furnace' }),
    ).toBeVisible();
  });
});
