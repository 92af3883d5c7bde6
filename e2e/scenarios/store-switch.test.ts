// Issue 9, item 5: the store selector. Each store keeps its own cart (prices and stock differ), and
// a switch lands on the new store's home page, since the page left (a product) belongs to the old one.
import type { Page } from '@playwright/test';

import { expect, expectCartCount, remoteArea, test, useSharedStorefront } from '../lib/storefront';

const storefront = useSharedStorefront();

function chooseStore(page: Page, storeId: string) {
  return page.getByRole('combobox', { name: 'Store' }).selectOption(storeId);
}

/** Adds the first product of ids 1, 2, … that is in stock; the seed keeps some out of stock. */
async function addSomeProductToCart(page: Page): Promise<void> {
  const catalog = remoteArea(page, 'catalog');
  for (let id = 1; id <= 10; id += 1) {
    await page.goto(storefront.stack.urlFor(`/product/${id}`));
    await catalog.getByRole('button', { name: 'Add to Cart' }).click();
    const outcome = catalog.getByText(/^(Added to cart|Sorry, only \d+ items available)/).first();
    await expect(outcome).toBeVisible();
    if ((await outcome.innerText()) === 'Added to cart') return;
  }
  throw new Error('none of the products 1-10 could be added to the cart');
}

test.describe('switching stores', () => {
  test('shows each store its own cart and brings the first one back', async ({ page }) => {
    await addSomeProductToCart(page);
    await expectCartCount(page, 1);

    await chooseStore(page, 'hvac');
    await expect(page.getByText(/You're now shopping at Comfort Air HVAC Supply/)).toBeVisible();
    await expectCartCount(page, 0);

    await chooseStore(page, 'default');
    await expectCartCount(page, 1);
    // And it is still there after a reload: the carts are saved, not only held in memory.
    await page.reload();
    await expectCartCount(page, 1);
    await chooseStore(page, 'hvac');
    await expectCartCount(page, 0);
  });

  test("leaves a product page for the new store's home page", async ({ page }) => {
    await page.goto(storefront.stack.urlFor('/product/1'));
    const catalog = remoteArea(page, 'catalog');
    await expect(catalog.getByRole('heading', { level: 1 })).toBeVisible();

    await chooseStore(page, 'parts');
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Gulf Coast Parts Depot' }),
    ).toBeVisible();
    await expect(catalog.getByRole('navigation', { name: 'Shop by category' })).toBeVisible();
    await expect(page.getByText('Failed to load product')).toHaveCount(0);
  });
});
