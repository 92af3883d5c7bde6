// STORE_ID (docs/contracts.md) forces one store whatever the host name; an id that names no
// store is an error page that says which id, never a blank page.
import { describe, it } from 'node:test';

import { getStoreConfig } from '../lib/shared-domain';
import { headerLink, useStorefront } from '../lib/storefront';

describe('STORE_ID=hvac', () => {
  const storefront = useStorefront({
    api: false,
    paymentSandbox: false,
    env: { STORE_ID: 'hvac' },
  });

  it('serves the HVAC store on plain localhost', async () => {
    const page = await storefront.newPage();
    await page.goto(storefront.stack.urlFor('/'));
    await headerLink(page, getStoreConfig('hvac').name).waitFor();
  });
});

describe('STORE_ID naming no store', () => {
  const storefront = useStorefront({
    api: false,
    paymentSandbox: false,
    env: { STORE_ID: 'no-such-store' },
  });

  it('shows an error page that names the unknown store id', async () => {
    const page = await storefront.newPage();
    await page.goto(storefront.stack.urlFor('/'));
    await page
      .getByText(/no-such-store/)
      .first()
      .waitFor();
  });
});
