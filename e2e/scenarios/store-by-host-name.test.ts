// SPEC §1 multi-store: the host name picks the store configuration, whose name and colours the
// whole page takes on.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';

import { getStoreConfig } from '../lib/shared-domain';
import { headerLink, hexToRgb, useStorefront } from '../lib/storefront';

const storefront = useStorefront({ api: false, paymentSandbox: false });

/** Every colour (text or background) some visible element is painted with. */
async function paintedColours(page: Page): Promise<Set<string>> {
  const colours = await page.evaluate(() => {
    const found = new Set<string>();
    for (const element of document.querySelectorAll('body, body *')) {
      const style = getComputedStyle(element);
      found.add(style.backgroundColor);
      found.add(style.color);
    }
    return [...found];
  });
  return new Set(colours);
}

describe('store chosen by host name', () => {
  const hvac = getStoreConfig('hvac');
  const defaultStore = getStoreConfig('default');

  it('hvac.localhost shows the HVAC store name and its theme colours', async () => {
    assert.notEqual(hvac.theme.primary.toLowerCase(), defaultStore.theme.primary.toLowerCase());
    const page = await storefront.newPage();
    await page.goto(storefront.stack.urlFor('/', 'hvac.localhost'));
    // The header's home link carries the store name; the store selector lists every store.
    await headerLink(page, hvac.name).waitFor();
    assert.equal(await page.getByRole('link', { name: defaultStore.name }).count(), 0);

    const colours = await paintedColours(page);
    assert.ok(
      colours.has(hexToRgb(hvac.theme.primary)),
      `primary ${hvac.theme.primary} not on the page`,
    );
    assert.ok(
      !colours.has(hexToRgb(defaultStore.theme.primary)),
      'the default store primary is still painted',
    );
  });

  it('localhost shows the default store', async () => {
    const page = await storefront.newPage();
    await page.goto(storefront.stack.urlFor('/'));
    await headerLink(page, defaultStore.name).waitFor();
    assert.ok((await paintedColours(page)).has(hexToRgb(defaultStore.theme.primary)));
  });

  it('parts.localhost shows the general parts store', async () => {
    const parts = getStoreConfig('parts');
    const page = await storefront.newPage();
    await page.goto(storefront.stack.urlFor('/', 'parts.localhost'));
    await headerLink(page, parts.name).waitFor();
  });

  it('an unknown host name shows an error page that names the problem', async () => {
    const page = await storefront.newPage();
    await page.goto(storefront.stack.urlFor('/', 'nosuchstore.localhost'));
    await page
      .getByText(/nosuchstore\.localhost/)
      .first()
      .waitFor();
  });
});
