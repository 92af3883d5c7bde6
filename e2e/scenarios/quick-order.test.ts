// Issue 40 items 1 and 2 in Chromium. Quick order: five pasted part numbers, one unknown and one
// above its stock; each row says what it found, and "Add N items to cart" puts the valid rows in
// the cart with their quantities (the one above its stock capped). Quantity: 3 on a product page
// lands as 3 in the cart, a quantity above the stock gets SPEC's stock message and adds nothing,
// and a listing's product card adds one unit.
import type { Page } from '@playwright/test';

import { storeApi } from '../lib/orders';
import { expect, expectCartCount, remoteArea, test, useSharedStorefront } from '../lib/storefront';

const storefront = useSharedStorefront();

interface ListedProduct {
  id: number;
  title: string;
  sku: string;
  unitsOnHand: number;
}

/** In-stock products of the default store with at least `units` on hand, as the API lists them. */
async function productsWithAtLeast(units: number): Promise<ListedProduct[]> {
  const { data } = await storeApi<{ data: ListedProduct[] }>(
    storefront.stack,
    '/products?limit=100&inStock=true',
  );
  return data.filter((product) => product.unitsOnHand >= units && product.unitsOnHand < 900);
}

/** The units of the product's line on the cart page. */
function cartQuantity(page: Page, product: ListedProduct) {
  return remoteArea(page, 'cartCheckout')
    .getByRole('listitem', { name: product.title })
    .getByRole('group', { name: `Quantity of ${product.title}` })
    .locator('output');
}

test.describe('quick order and quantities (issue 40)', () => {
  test('five pasted part numbers: each row says what it found, and the valid rows go into the cart', async ({
    page,
  }) => {
    const [first, second, third, scarce] = await productsWithAtLeast(3);
    if (!first || !second || !third || !scarce) throw new Error('the seed lacks in-stock products');
    const overStock = scarce.unitsOnHand + 5;

    await page.goto(storefront.stack.urlFor('/quick-order'));
    const quickOrder = remoteArea(page, 'cartCheckout');
    await expect(quickOrder.getByRole('heading', { level: 1, name: 'Quick Order' })).toBeVisible();
    // As copied from a spreadsheet (tab) and typed (comma), SKUs in another case and spacing.
    const pasted = [
      `${first.sku}, 2`,
      `${second.sku.toLowerCase()}\t1`,
      `${scarce.sku}, ${overStock}`,
      'NO-SUCH-PART-404, 1',
      `${third.sku}, 3`,
    ].join('\n');
    await quickOrder.getByLabel('Paste a list').fill(pasted);
    await quickOrder.getByRole('button', { name: 'Add pasted items' }).click();

    const rows = quickOrder.getByTestId('quick-order-row');
    await expect(rows).toHaveCount(5);
    await expect(rows.nth(0)).toContainText(first.title);
    await expect(rows.nth(0)).toContainText('In stock');
    await expect(rows.nth(1)).toContainText(second.title);
    await expect(rows.nth(2)).toContainText(`Only ${scarce.unitsOnHand} in stock`);
    await expect(rows.nth(3)).toContainText('Unknown part number');
    await expect(rows.nth(4)).toContainText(third.title);

    const units = 2 + 1 + scarce.unitsOnHand + 3;
    await quickOrder.getByRole('button', { name: `Add ${units} items to cart` }).click();
    await expect(quickOrder.getByText(`Added ${units} items to your cart.`)).toBeVisible();
    await expect(quickOrder.getByText('NO-SUCH-PART-404: Unknown part number')).toBeVisible();
    await expectCartCount(page, units);

    await quickOrder.getByRole('link', { name: 'Go to Cart' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/cart');
    await expect(cartQuantity(page, first)).toHaveText('2');
    await expect(cartQuantity(page, second)).toHaveText('1');
    await expect(cartQuantity(page, scarce)).toHaveText(String(scarce.unitsOnHand));
    await expect(cartQuantity(page, third)).toHaveText('3');
  });

  test('a product page adds the quantity chosen, refuses one above the stock, and a card adds one', async ({
    page,
  }) => {
    const [chosen, limited] = await productsWithAtLeast(4);
    if (!chosen || !limited) throw new Error('the seed lacks in-stock products');
    const catalog = remoteArea(page, 'catalog');

    await page.goto(storefront.stack.urlFor(`/product/${chosen.id}`));
    await catalog.getByRole('spinbutton', { name: 'Quantity' }).fill('3');
    await catalog.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(catalog.getByText('Added to cart')).toBeVisible();
    await expectCartCount(page, 3);

    await page.goto(storefront.stack.urlFor(`/product/${limited.id}`));
    await catalog
      .getByRole('spinbutton', { name: 'Quantity' })
      .fill(String(limited.unitsOnHand + 1));
    await catalog.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(catalog.getByRole('alert')).toHaveText(
      `Sorry, only ${limited.unitsOnHand} items available for SKU: ${limited.sku}`,
    );
    await expectCartCount(page, 3);

    await page.goto(storefront.stack.urlFor(`/product/${chosen.id}`));
    await catalog.getByRole('link', { name: 'Go to Cart' }).click();
    await expect(cartQuantity(page, chosen)).toHaveText('3');

    // A listing's card: one unit, the button named after its product.
    await page.goto(storefront.stack.urlFor('/product'));
    await catalog
      .getByRole('button', { name: /^Add to Cart: / })
      .first()
      .click();
    await expectCartCount(page, 4);
  });
});
