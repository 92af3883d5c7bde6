// Issue 40 item 7: a condensing unit ships by freight, never free. On the HVAC store a guest adds
// a freight item; the cart shows its freight charge on a row of its own and a delivery window, the
// review step carries the same charge, and the card provider's hosted page lists it as a line.
import type { Page } from '@playwright/test';

import {
  LOCAL_STORE_HOSTS,
  expect,
  headerLink,
  remoteArea,
  test,
  useSharedStorefront,
} from '../lib/storefront';

const storefront = useSharedStorefront();

interface Product {
  id: number;
  title: string;
  sku: string;
  shippingClass: 'parcel' | 'freight';
  weightLb: number;
}

const HVAC = LOCAL_STORE_HOSTS.find(({ storeId }) => storeId === 'hvac')!;

async function apiGet<T>(path: string): Promise<T> {
  const api = storefront.stack.apiBaseUrl;
  if (!api) throw new Error('the scenario needs the store API');
  const response = await fetch(`${api}/store-api${path}`, { headers: { 'X-Store-ID': 'hvac' } });
  return (await response.json()) as T;
}

/** A freight product of the HVAC store with units on hand (condensing units, furnaces...). */
async function freightProduct(): Promise<Product> {
  for (let page = 1; page <= 10; page++) {
    const { data } = await apiGet<{ data: (Product & { unitsOnHand: number })[] }>(
      `/products?limit=60&page=${page}`,
    );
    const found = data.find(
      (product) => product.shippingClass === 'freight' && product.unitsOnHand >= 2,
    );
    if (found) return found;
  }
  throw new Error('the HVAC store has no freight product in stock');
}

/**
 * The store's freight rule written out (docs/decisions/0978): $99.00 a shipment covers 150 lb,
 * each pound over it $0.50. Shown as "$124.00".
 */
function freightText(weightLb: number): string {
  const cents = 9900 + 50 * Math.max(0, Math.ceil(weightLb) - 150);
  return `$${(cents / 100).toFixed(2)}`;
}

const checkoutArea = (page: Page) => remoteArea(page, 'cartCheckout');

test('a freight item is charged freight in the cart, on review and on the hosted payment page', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const product = await freightProduct();
  const freight = freightText(product.weightLb);

  await page.goto(storefront.stack.urlFor(`/product/${product.id}`, HVAC.hostname));
  const catalog = remoteArea(page, 'catalog');
  await expect(catalog.getByText(/Ships by freight/)).toBeVisible();
  await expect(catalog.getByTestId('delivery-window')).toContainText('Estimated delivery:');
  await catalog.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(catalog.getByText('Added to cart')).toBeVisible();

  await headerLink(page, /^cart/i).click();
  const cart = checkoutArea(page);
  const summary = cart.getByRole('region', { name: 'Order summary' });
  await expect(summary.getByRole('term').filter({ hasText: 'Freight delivery' })).toBeVisible();
  await expect(summary.locator('dt:text-is("Freight delivery") + dd')).toHaveText(freight);
  // A ZIP in Dallas: the Gulf South zone.
  await cart.getByLabel('Delivery ZIP code').fill('75226');
  await cart.getByRole('button', { name: 'Update' }).click();
  await expect(cart.getByTestId('delivery-window')).toContainText('to 75226');

  await cart.getByRole('button', { name: 'Proceed to Checkout' }).click();
  const area = checkoutArea(page);
  await area.getByLabel('First Name').fill('Fred');
  await area.getByLabel('Last Name').fill('Freight');
  await area.getByLabel('Phone').fill('214-555-0100');
  await area.getByLabel('Email').fill(`freight-${Date.now()}@example.com`);
  await area.getByRole('button', { name: 'Continue to Shipping' }).click();
  await area.getByLabel('Address', { exact: true }).fill('4850 Commerce Street');
  await area.getByLabel('City').fill('Dallas');
  await area.getByLabel('State').selectOption('TX');
  await area.getByLabel('ZIP Code').fill('75226');
  await area.getByRole('button', { name: 'Continue to Billing' }).click();
  await area.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(area.getByRole('button', { name: 'Continue to Review' })).toBeEnabled();
  await area.getByRole('button', { name: 'Continue to Review' }).click();
  await expect(area.getByRole('heading', { name: 'Review Your Order' })).toBeVisible();
  await expect(area.getByText('Freight delivery')).toBeVisible();
  await expect(area.getByText(freight, { exact: true })).toBeVisible();

  await area.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page).toHaveURL((url) => url.pathname.startsWith('/pay/'));
  const freightRow = page.getByRole('row').filter({ hasText: 'Freight delivery' });
  await expect(freightRow).toContainText(freight);
});
