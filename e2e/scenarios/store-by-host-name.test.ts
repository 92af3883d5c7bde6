// SPEC §1 multi-store: the host name picks the store configuration, whose name and colours the
// whole page takes on.
import type { Page } from '@playwright/test';

import { getStoreConfig } from '../lib/shared-domain';
import { expect, headerLink, hexToRgb, test, useSharedStorefront } from '../lib/storefront';

const storefront = useSharedStorefront();

/** Every colour (text or background) some visible element is painted with. */
async function paintedColours(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found = new Set<string>();
    for (const element of document.querySelectorAll('body, body *')) {
      const style = getComputedStyle(element);
      found.add(style.backgroundColor);
      found.add(style.color);
    }
    return [...found];
  });
}

test.describe('store chosen by host name', () => {
  const hvac = getStoreConfig('hvac');
  const defaultStore = getStoreConfig('default');

  test('hvac.localhost shows the HVAC store name and its theme colours', async ({ page }) => {
    expect(hvac.theme.primary.toLowerCase()).not.toBe(defaultStore.theme.primary.toLowerCase());
    await page.goto(storefront.stack.urlFor('/', 'hvac.localhost'));
    // The header's home link carries the store name; the store selector lists every store.
    await expect(headerLink(page, hvac.name)).toBeVisible();
    await expect(page.getByRole('link', { name: defaultStore.name })).toHaveCount(0);

    const colours = await paintedColours(page);
    expect(colours, `primary ${hvac.theme.primary} not on the page`).toContain(
      hexToRgb(hvac.theme.primary),
    );
    expect(colours, 'the default store primary is still painted').not.toContain(
      hexToRgb(defaultStore.theme.primary),
    );
  });

  test('localhost shows the default store', async ({ page }) => {
    await page.goto(storefront.stack.urlFor('/'));
    await expect(headerLink(page, defaultStore.name)).toBeVisible();
    expect(await paintedColours(page)).toContain(hexToRgb(defaultStore.theme.primary));
  });

  test('parts.localhost shows the general parts store', async ({ page }) => {
    const parts = getStoreConfig('parts');
    await page.goto(storefront.stack.urlFor('/', 'parts.localhost'));
    await expect(headerLink(page, parts.name)).toBeVisible();
  });

  test('an unknown host name shows an error page that names the problem', async ({ page }) => {
    await page.goto(storefront.stack.urlFor('/', 'nosuchstore.localhost'));
    await expect(page.getByText(/nosuchstore\.localhost/).first()).toBeVisible();
  });
});
