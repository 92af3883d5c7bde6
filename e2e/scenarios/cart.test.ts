// Issue 11: the cart page with server carts — two products added from their pages, a quantity
// raised past its stock, a line removed, the free-shipping message across 100, a reload, and a
// sign-in that keeps the guest's lines.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

import { discountedPrice, formatMoney } from '../lib/shared-domain';
import { expect, headerLink, remoteArea, test, useSharedStorefront } from '../lib/storefront';

const storefront = useSharedStorefront();

interface Pick {
  id: number;
  title: string;
  sku: string;
  unitPrice: number;
  stock: number;
}

/** Reads the default store's catalogue from the API, as the pages will show it. */
async function catalogue(): Promise<Pick[]> {
  const api = storefront.stack.apiBaseUrl;
  if (!api) throw new Error('the scenario needs the store API');
  const get = async <T>(path: string): Promise<T> => {
    const response = await fetch(`${api}/store-api${path}`, {
      headers: { 'X-Store-ID': 'default' },
    });
    return (await response.json()) as T;
  };
  const { data } = await get<{
    data: { id: number; title: string; sku: string; price: number; discount: number }[];
  }>('/products?limit=100');
  return Promise.all(
    data.map(async (product) => ({
      id: product.id,
      title: product.title,
      sku: product.sku,
      unitPrice: discountedPrice(product.price, product.discount),
      stock: (await get<{ total_on_hand: number }>(`/products/inventories/${product.sku}`))
        .total_on_hand,
    })),
  );
}

async function addFromProductPage(page: Page, product: Pick): Promise<void> {
  await page.goto(storefront.stack.urlFor(`/product/${product.id}`));
  await remoteArea(page, 'catalog').getByRole('button', { name: 'Add to Cart' }).click();
  await expect(remoteArea(page, 'catalog').getByText('Added to cart')).toBeVisible();
}

function cartLine(page: Page, product: Pick) {
  return remoteArea(page, 'cartCheckout').getByRole('listitem', { name: product.title });
}

function quantityOf(page: Page, product: Pick) {
  return cartLine(page, product).getByRole('group', { name: `Quantity of ${product.title}` });
}

test('a guest fills the cart, meets the stock limit and free shipping, and keeps it through reload and sign-in', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const products = await catalogue();
  // Low stock (2-3 units) to raise past; and one whose units cross 100 in a few steps.
  const scarce = products.find((product) => product.stock >= 2 && product.stock <= 3);
  const steady = products.find(
    (product) =>
      product !== scarce &&
      product.unitPrice >= 20 &&
      product.unitPrice <= 60 &&
      product.stock > Math.ceil(100 / product.unitPrice) + 1,
  );
  if (!scarce || !steady) throw new Error('the seeded catalogue lacks the products this needs');

  await addFromProductPage(page, scarce);
  await addFromProductPage(page, steady);
  await headerLink(page, /^cart/i).click();
  await expect(page).toHaveURL((url) => url.pathname === '/cart');
  const cart = remoteArea(page, 'cartCheckout');
  await expect(cart.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
  await expect(cartLine(page, scarce)).toContainText(`SKU: ${scarce.sku}`);
  await expect(cartLine(page, steady)).toContainText(formatMoney(steady.unitPrice));

  // Up to the stock, then one more: the stock check refuses with SPEC's SKU message.
  const raiseScarce = cart.getByRole('button', { name: `Increase quantity of ${scarce.title}` });
  for (let qty = 2; qty <= scarce.stock; qty += 1) {
    await raiseScarce.click();
    await expect(quantityOf(page, scarce)).toContainText(String(qty));
  }
  await raiseScarce.click();
  await expect(
    cartLine(page, scarce).getByText(
      `Sorry, only ${scarce.stock} items available for SKU: ${scarce.sku}`,
    ),
  ).toBeVisible();
  await expect(quantityOf(page, scarce)).toContainText(String(scarce.stock));

  // The filled cart, with a line's message showing, passes axe (the route scan sees it empty).
  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  expect(
    axe.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes[0]?.target.join(' ')}`),
  ).toEqual([]);

  await cart.getByRole('button', { name: `Remove ${scarce.title}` }).click();
  await expect(cartLine(page, scarce)).toHaveCount(0);

  // One unit of the steady product is under 100: the nudge shows the gap.
  const gap = formatMoney(Math.round((100 - steady.unitPrice) * 100) / 100);
  await expect(cart.getByText(`Add ${gap} more for free shipping`)).toBeVisible();
  const freeAt = Math.ceil(100 / steady.unitPrice);
  const raiseSteady = cart.getByRole('button', { name: `Increase quantity of ${steady.title}` });
  for (let qty = 2; qty <= freeAt; qty += 1) {
    await raiseSteady.click();
    await expect(quantityOf(page, steady)).toContainText(String(qty));
  }
  await expect(cart.getByText(/more for free shipping/)).toHaveCount(0);
  const summary = cart.getByRole('region', { name: 'Order summary' });
  await expect(summary).toContainText('Free');
  await cart.getByRole('button', { name: `Decrease quantity of ${steady.title}` }).click();
  await expect(cart.getByText(/more for free shipping/)).toBeVisible();
  await raiseSteady.click();
  await expect(summary).toContainText('Free');

  // The server priced the cart (no longer busy): reload keeps every line.
  await expect(summary).toHaveAttribute('aria-busy', 'false');
  await page.reload();
  await expect(quantityOf(page, steady)).toContainText(String(freeAt));
  await expect(cartLine(page, scarce)).toHaveCount(0);

  // Register (signs in): the guest's lines are in the customer's cart.
  await page.goto(storefront.stack.urlFor('/register'));
  const form = remoteArea(page, 'account');
  await form.getByLabel('First Name').fill('Ada');
  await form.getByLabel('Last Name').fill('Lovelace');
  await form.getByLabel('Email').fill(`cart.${Date.now()}@example.com`);
  await form.getByLabel('Password').fill('first-secret');
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(headerLink(page, 'Profile')).toBeVisible();
  // Registration lands on the home page; the cart count already says the lines are kept.
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await headerLink(page, /^cart/i).click();
  await expect(quantityOf(page, steady)).toContainText(String(freeAt));
  await expect(
    remoteArea(page, 'cartCheckout').getByRole('region', { name: 'Order summary' }),
  ).toHaveAttribute('aria-busy', 'false');
  // The lines are in the customer's server cart, not only in this browser.
  const token = await page.evaluate(() => window.localStorage.getItem('default_authToken'));
  const response = await fetch(`${storefront.stack.apiBaseUrl}/store-api/cart`, {
    headers: { 'X-Store-ID': 'default', Authorization: `Bearer ${token}` },
  });
  const serverCart = (await response.json()) as { items: { id: number; quantity: number }[] };
  expect(serverCart.items).toEqual([expect.objectContaining({ id: steady.id, quantity: freeAt })]);
});
