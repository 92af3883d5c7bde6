// SPEC §2 route table: each route renders inside the remote that owns it, protected routes send
// a signed-out visitor to /login keeping where they were going, and any other path is the 404.
import type { Page } from '@playwright/test';

import { ROUTE_TABLE } from '../lib/shared-domain';
import {
  examplePathFor,
  expect,
  headerLink,
  remoteArea,
  test,
  useSharedStorefront,
} from '../lib/storefront';

const storefront = useSharedStorefront();

const PROTECTED_ACCESS = new Set(['login', 'login-no-guest']);

/** What React Router keeps about the page the visitor wanted: query string or history state. */
async function keptOrigin(page: Page): Promise<string> {
  return page.evaluate(
    () => `${window.location.search} ${JSON.stringify(window.history.state?.usr ?? null)}`,
  );
}

test.describe('route ownership', () => {
  for (const route of ROUTE_TABLE) {
    const path = examplePathFor(route.path);
    if (PROTECTED_ACCESS.has(route.access)) {
      test(`${path} sends a signed-out visitor to the login page of the account remote`, async ({
        page,
      }) => {
        await page.goto(storefront.stack.urlFor(path));
        await expect(page).toHaveURL((url) => url.pathname === '/login');
        await expect(remoteArea(page, 'account')).toBeVisible();
      });
    } else {
      test(`${path} renders inside the ${route.remote} remote`, async ({ page }) => {
        await page.goto(storefront.stack.urlFor(path));
        const area = remoteArea(page, route.remote);
        await expect(area).toBeVisible();
        // Loading skeletons have no text: wait for the page itself to say something.
        await expect(
          area.getByText(/\S/).first(),
          `${path}: the ${route.remote} area stays empty`,
        ).toBeVisible();
      });
    }
  }
});

test.describe('protected routes', () => {
  test('/orders while signed out goes to /login and keeps /orders as the origin', async ({
    page,
  }) => {
    await page.goto(storefront.stack.urlFor('/orders'));
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    expect(await keptOrigin(page)).toMatch(/%2Forders|\/orders/);
  });

  test('/orders/42 keeps the order path too', async ({ page }) => {
    await page.goto(storefront.stack.urlFor('/orders/42'));
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    expect(await keptOrigin(page)).toMatch(/%2Forders%2F42|\/orders\/42/);
  });

  test('a guest may enter the checkout without being sent to /login', async ({ page }) => {
    await page.goto(storefront.stack.urlFor('/checkout/customer'));
    await expect(remoteArea(page, 'cartCheckout')).toBeVisible();
    expect(new URL(page.url()).pathname).not.toBe('/login');
  });
});

test.describe('unknown paths', () => {
  for (const path of ['/no-such-page', '/product/1/extra/segments', '/brands-and-more']) {
    test(`${path} is the page titled '404: Page Not Found', with the nav still there`, async ({
      page,
    }) => {
      await page.goto(storefront.stack.urlFor(path));
      await expect(page.getByRole('heading', { name: '404: Page Not Found' })).toBeVisible();
      await expect(page).toHaveTitle(/404: Page Not Found/);
      await expect(headerLink(page, 'Home')).toBeVisible();
    });
  }
  test('a page that shows nothing that exists answers 404, with the page saying so', async ({
    request,
    page,
  }) => {
    // The address bar's request, as a crawler or a browser with JavaScript off sends it.
    const answer = (path: string) =>
      request.get(storefront.stack.urlFor(path), { headers: { accept: 'text/html' } });
    const statuses: Record<string, number> = {};
    for (const path of [
      '/nope',
      '/product/999999',
      '/brands/999999',
      '/product/abc',
      '/product/1',
    ]) {
      statuses[path] = (await answer(path)).status();
    }
    expect(statuses).toEqual({
      '/nope': 404,
      '/product/999999': 404,
      '/brands/999999': 404,
      '/product/abc': 404,
      '/product/1': 200,
    });
    const missingProduct = await (await answer('/product/999999')).text();
    expect(missingProduct).toContain('Failed to load product');
    expect(missingProduct).toContain('Browse Our Products');

    // The browser hydrates the server's panel and keeps it: the API's answer came with the page.
    const problems: string[] = [];
    page.on('console', (message) => {
      // The document's own 404 is reported in the console; it is the point of the page.
      if (message.type() === 'error' && !/status of 404/.test(message.text())) {
        problems.push(message.text());
      }
    });
    const productReads: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/store-api/products/999999')) productReads.push(sent.url());
    });
    await page.goto(storefront.stack.urlFor('/product/999999'));
    await expect(page.locator('html[data-interactive]')).toBeAttached();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Failed to load product');
    await expect(page.getByRole('button', { name: 'Browse Our Products' })).toBeVisible();
    expect(productReads, 'asked the API again').toEqual([]);
    expect(problems).toEqual([]);
  });
});
