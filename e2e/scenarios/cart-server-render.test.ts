// Issue 41 item 1: the cart and the checkout come rendered from the server. Their first HTML shows
// the page the shopper came for (the empty cart, or a cart's and the customer step's frames when a
// cart is saved in the browser), and the lines read from the browser's cart take the frame's place
// after hydration without moving anything or a hydration error.
import type { Page } from '@playwright/test';

import {
  expect,
  layoutShiftOf,
  recordLayoutShift,
  remoteArea,
  test,
  useSharedStorefront,
} from '../lib/storefront';

const storefront = useSharedStorefront();

/** Console errors and page errors (a hydration mismatch is one) from now on. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** A product of the default store with units left (other scenarios buy from the same stock). */
async function productInStock(): Promise<number> {
  const api = `${storefront.stack.apiBaseUrl}/store-api`;
  const get = async <T>(path: string): Promise<T> =>
    (await (await fetch(`${api}${path}`, { headers: { 'X-Store-ID': 'default' } })).json()) as T;
  const { data } = await get<{ data: { id: number; sku: string }[] }>('/products?limit=20');
  for (const product of data) {
    const { total_on_hand } = await get<{ total_on_hand: number }>(
      `/products/inventories/${product.sku}`,
    );
    if (total_on_hand > 5) return product.id;
  }
  throw new Error('no product of the first 20 has units left');
}

test('the first HTML of a cold visit holds the empty cart and the checkout frame', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();

  await page.goto(storefront.stack.urlFor('/cart'));
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
  await expect(page.getByText('Your cart is empty.')).toBeVisible();

  await page.goto(storefront.stack.urlFor('/checkout/customer'));
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Checkout steps' })).toBeVisible();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  // The customer step's fields are in the page too, shown when a cart is saved.
  for (const field of ['firstName', 'lastName', 'phone', 'email']) {
    await expect(page.locator(`input[name="${field}"]`)).toBeAttached();
  }
  await context.close();
});

test('with a line in the cart, the cart and the customer step show their frames at once and the line takes its place without a shift', async ({
  page,
}) => {
  await page.goto(storefront.stack.urlFor(`/product/${await productInStock()}`));
  const catalog = remoteArea(page, 'catalog');
  await catalog.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(catalog.getByText('Added to cart')).toBeVisible();
  const title = (await catalog.getByRole('heading', { level: 1 }).textContent()) ?? '';

  // What the server sends, whatever the cart: the frame of a cart with lines beside the empty one.
  const html = await (await fetch(storefront.stack.urlFor('/cart'))).text();
  expect(html).toContain('Proceed to Checkout');
  expect(html).toContain('Your cart is empty.');

  const problems = collectProblems(page);
  await recordLayoutShift(page);
  await page.goto(storefront.stack.urlFor('/cart'));
  const cart = remoteArea(page, 'cartCheckout');
  await expect(cart.getByRole('listitem', { name: title })).toBeVisible();
  await expect(cart.getByRole('button', { name: 'Proceed to Checkout' })).toBeEnabled();
  await page.waitForLoadState('networkidle');
  expect(await layoutShiftOf(page)).toBeLessThan(0.01);

  await page.goto(storefront.stack.urlFor('/checkout/customer'));
  const checkout = remoteArea(page, 'cartCheckout');
  await expect(checkout.getByRole('textbox', { name: /First Name/ })).toBeVisible();
  await expect(checkout.getByRole('button', { name: 'Continue to Shipping' })).toBeEnabled();
  await page.waitForLoadState('networkidle');
  expect(await layoutShiftOf(page)).toBeLessThan(0.01);
  expect(problems).toEqual([]);
});
