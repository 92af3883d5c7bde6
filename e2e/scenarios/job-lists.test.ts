// Issue 40 items 3 and 4 in Chromium. Buy Again: a customer's paid order holds a product still in
// stock and one whose whole stock the order took; Buy Again on the history puts the first in the
// cart and lists the second as out of stock. Job lists: from a product page a customer starts a
// named list, opens it, raises the line's quantity and adds the whole list to the cart; the cart
// and the lists meet only on the bus.
import type { Page } from '@playwright/test';

import {
  buyAndPay,
  inStockProducts,
  registerCustomer,
  type Customer,
  type ListedProduct,
} from '../lib/orders';
import { expect, expectCartCount, remoteArea, test, useSharedStorefront } from '../lib/storefront';

const storefront = useSharedStorefront();
const STORE = 'default';

/** Signs the customer in the browser (the token where the site keeps it) and waits for it. */
async function signIn(page: Page, customer: Customer): Promise<void> {
  await page.goto(storefront.stack.urlFor('/'));
  await page.evaluate(([key, token]) => window.localStorage.setItem(key, token), [
    `${STORE}_authToken`,
    customer.token,
  ] as const);
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible();
}

/** In-stock products of the store, the fewest units first (so an order can take a whole stock). */
async function fewestUnitsFirst(): Promise<ListedProduct[]> {
  const products = await inStockProducts(storefront.stack);
  return [...products].sort((a, b) => a.unitsOnHand - b.unitsOnHand);
}

test.describe('job lists and buy again', () => {
  test('Buy Again adds what is in stock and lists what the order sold out', async ({ page }) => {
    test.setTimeout(120_000);
    const customer = await registerCustomer(storefront.stack, 'lists');
    const [scarce, plenty] = await fewestUnitsFirst().then((products) => [
      products[0],
      products.at(-1),
    ]);
    if (!scarce || !plenty || scarce.id === plenty.id) throw new Error('too few products in stock');
    // The order takes every unit of the scarce product: it is out of stock afterwards.
    await buyAndPay(page, storefront.stack, customer, [
      { id: plenty.id, quantity: 1 },
      { id: scarce.id, quantity: scarce.unitsOnHand },
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
    await signIn(page, await registerCustomer(storefront.stack, 'lists'));
    const product = (await fewestUnitsFirst()).find((candidate) => candidate.unitsOnHand >= 3);
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
