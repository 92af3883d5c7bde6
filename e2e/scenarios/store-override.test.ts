// STORE_ID (docs/contracts.md) forces one store whatever the host name; an id that names no
// store is an error page that says which id, never a blank page.

import { getStoreConfig } from '../lib/shared-domain';
import { expect, headerLink, test, useStorefront } from '../lib/storefront';

test.describe('STORE_ID=hvac', () => {
  const storefront = useStorefront({
    api: false,
    paymentSandbox: false,
    env: { STORE_ID: 'hvac' },
  });

  test('serves the HVAC store on plain localhost', async ({ page }) => {
    await page.goto(storefront.stack.urlFor('/'));
    await expect(headerLink(page, getStoreConfig('hvac').name)).toBeVisible();
  });
});

test.describe('STORE_ID naming no store', () => {
  const storefront = useStorefront({
    api: false,
    paymentSandbox: false,
    env: { STORE_ID: 'no-such-store' },
  });

  test('shows an error page that names the unknown store id', async ({ page }) => {
    await page.goto(storefront.stack.urlFor('/'));
    await expect(page.getByText(/no-such-store/).first()).toBeVisible();
  });
});
