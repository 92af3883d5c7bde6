// SPEC §2 route table: each route renders inside the remote that owns it, protected routes send
// a signed-out visitor to /login keeping where they were going, and any other path is the 404.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { ROUTE_TABLE } from '../lib/shared-domain';
import { examplePathFor, headerLink, remoteArea, useStorefront } from '../lib/storefront';

const storefront = useStorefront();

const PROTECTED_ACCESS = new Set(['login', 'login-no-guest']);

/** What React Router keeps about the page the visitor wanted: query string or history state. */
async function keptOrigin(page: import('playwright-core').Page): Promise<string> {
  return page.evaluate(
    () => `${window.location.search} ${JSON.stringify(window.history.state?.usr ?? null)}`,
  );
}

describe('route ownership', () => {
  for (const route of ROUTE_TABLE) {
    const path = examplePathFor(route.path);
    if (PROTECTED_ACCESS.has(route.access)) {
      it(`${path} sends a signed-out visitor to the login page of the account remote`, async () => {
        const page = await storefront.newPage();
        await page.goto(storefront.stack.urlFor(path));
        await page.waitForURL((url) => url.pathname === '/login');
        await remoteArea(page, 'account').waitFor();
      });
    } else {
      it(`${path} renders inside the ${route.remote} remote`, async () => {
        const page = await storefront.newPage();
        await page.goto(storefront.stack.urlFor(path));
        const area = remoteArea(page, route.remote);
        await area.waitFor();
        // Loading skeletons have no text: wait for the page itself to say something.
        await area
          .getByText(/\S/)
          .first()
          .waitFor()
          .catch(() => assert.fail(`${path}: the ${route.remote} area stays empty`));
      });
    }
  }
});

describe('protected routes', () => {
  it('/orders while signed out goes to /login and keeps /orders as the origin', async () => {
    const page = await storefront.newPage();
    await page.goto(storefront.stack.urlFor('/orders'));
    await page.waitForURL((url) => url.pathname === '/login');
    assert.match(await keptOrigin(page), /%2Forders|\/orders/);
  });

  it('/orders/42 keeps the order path too', async () => {
    const page = await storefront.newPage();
    await page.goto(storefront.stack.urlFor('/orders/42'));
    await page.waitForURL((url) => url.pathname === '/login');
    assert.match(await keptOrigin(page), /%2Forders%2F42|\/orders\/42/);
  });

  it('a guest may enter the checkout without being sent to /login', async () => {
    const page = await storefront.newPage();
    await page.goto(storefront.stack.urlFor('/checkout/customer'));
    await remoteArea(page, 'cartCheckout').waitFor();
    assert.notEqual(new URL(page.url()).pathname, '/login');
  });
});

describe('unknown paths', () => {
  for (const path of ['/no-such-page', '/product/1/extra/segments', '/brands-and-more']) {
    it(`${path} is the page titled '404: Page Not Found', with the nav still there`, async () => {
      const page = await storefront.newPage();
      await page.goto(storefront.stack.urlFor(path));
      await page.getByRole('heading', { name: '404: Page Not Found' }).waitFor();
      await page.waitForFunction(() => document.title.includes('404: Page Not Found'));
      await headerLink(page, 'Home').waitFor();
    });
  }
});
