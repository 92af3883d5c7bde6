// SPEC §4 / §2: the nav's Cart link shows the number of units in the cart store, which is
// saved under the `cart` key, and a corrupted saved cart is an empty cart, not a crash.
import type { Page } from '@playwright/test';

import { STORAGE_KEYS, type CartItem } from '../lib/shared-domain';
import {
  cartLink,
  expect,
  expectCartCount,
  headerLink,
  test,
  useSharedStorefront,
} from '../lib/storefront';

const storefront = useSharedStorefront();

// Two lines, three units: the nav counts units.
const savedCart: CartItem[] = [
  { id: 1, title: 'Capacitor 45/5 MFD', price: 12.5, image: '', sku: 'CAP-455', qty: 2 },
  { id: 2, title: 'Contactor 30A', price: 24, image: '', sku: 'CON-30A', qty: 1 },
];

async function saveCart(page: Page, value: string): Promise<void> {
  await page.evaluate(({ key, text }) => window.localStorage.setItem(key, text), {
    key: STORAGE_KEYS.cart,
    text: value,
  });
}

test.describe('nav cart count', () => {
  test('starts at 0 and follows the saved cart on the next load', async ({ page }) => {
    await page.goto(storefront.stack.urlFor('/'));
    await expectCartCount(page, 0);

    await saveCart(page, JSON.stringify(savedCart));
    await page.reload();
    // Units, not lines, and what a screen reader announces for them.
    await expectCartCount(page, 3);
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 3 items');

    await saveCart(page, JSON.stringify(savedCart.slice(1)));
    await page.reload();
    await expectCartCount(page, 1);
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
  });

  test('stays in step while the shopper moves between remotes', async ({ page }) => {
    await page.goto(storefront.stack.urlFor('/'));
    await saveCart(page, JSON.stringify(savedCart));
    await page.reload();
    await expectCartCount(page, 3);
    await cartLink(page).click();
    await expect(page).toHaveURL((url) => url.pathname === '/cart');
    await expectCartCount(page, 3);
  });

  test('treats a corrupted saved cart as empty instead of crashing', async ({ page }) => {
    await page.goto(storefront.stack.urlFor('/'));
    await saveCart(page, '{"not": "a cart"');
    await page.reload();
    await expectCartCount(page, 0);
    await expect(headerLink(page, 'Home')).toBeVisible();
  });
});
