// DESIGN §3: a remote whose server is down shows the fallback panel with Retry in its own area,
// while the nav, the footer and every other remote keep working.

import { cartLink, expect, headerLink, remoteArea, test, useStorefront } from '../lib/storefront';

const storefront = useStorefront({ api: false, paymentSandbox: false });

const FALLBACK_TEXT = 'This part of the store is unavailable right now';
const FALLBACK_TIMEOUT_MS = 45_000; // the retry plugin tries a few times before giving up

test.describe('one remote down', () => {
  test('shows the fallback panel on its routes and keeps the rest of the site working', async ({
    browser,
    page,
  }) => {
    await storefront.stack.stopRemote('content');

    // The host's server cannot load the remote's server build either: still a 200 page, the
    // shell rendered around the area the browser then fills with the fallback panel.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const served = await context.newPage();
    const response = await served.goto(storefront.stack.urlFor('/about'));
    expect(response?.status()).toBe(200);
    await expect(served.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(served.getByRole('contentinfo').first()).toBeVisible();
    await expect(served.locator('[data-remote-area="content"]')).toHaveCount(1);
    await expect(served.getByRole('heading', { level: 1 })).toHaveCount(0);
    await context.close();

    await page.goto(storefront.stack.urlFor('/about'));
    await expect(page.getByText(FALLBACK_TEXT).first()).toBeVisible({
      timeout: FALLBACK_TIMEOUT_MS,
    });
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(headerLink(page, 'Home')).toBeVisible();
    await expect(page.getByRole('contentinfo').first()).toBeVisible();

    // Other remotes, reached by in-app navigation from the broken page.
    await cartLink(page).click();
    await expect(remoteArea(page, 'cartCheckout')).toBeVisible();
    await headerLink(page, 'Home').click();
    await expect(remoteArea(page, 'catalog')).toBeVisible();

    // And the down remote's other routes show the panel too.
    await page.goto(storefront.stack.urlFor('/contact'));
    await expect(page.getByText(FALLBACK_TEXT).first()).toBeVisible({
      timeout: FALLBACK_TIMEOUT_MS,
    });
  });

  test('Retry brings the remote back once its server is up again', async ({ page }) => {
    await page.goto(storefront.stack.urlFor('/about'));
    await expect(page.getByText(FALLBACK_TEXT).first()).toBeVisible({
      timeout: FALLBACK_TIMEOUT_MS,
    });

    await storefront.stack.restartRemote('content');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(remoteArea(page, 'content')).toBeVisible({ timeout: FALLBACK_TIMEOUT_MS });
  });
});

test.describe('the account remote down', () => {
  test('a returning customer with a stored token browses signed out instead of waiting on a spinner', async ({
    page,
  }) => {
    await storefront.stack.stopRemote('account');
    try {
      await page.goto(storefront.stack.urlFor('/'));
      await page.evaluate(() => window.localStorage.setItem('default_authToken', 'stored-token'));

      await page.goto(storefront.stack.urlFor('/profile'));
      // Nobody can check the token: the guard sends the protected page to /login, where account's
      // fallback panel shows, and the token stays stored for a later page.
      await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile$/, {
        timeout: FALLBACK_TIMEOUT_MS,
      });
      await expect(page.getByText(FALLBACK_TEXT).first()).toBeVisible({
        timeout: FALLBACK_TIMEOUT_MS,
      });
      await expect(headerLink(page, 'Login')).toBeVisible();
      expect(await page.evaluate(() => window.localStorage.getItem('default_authToken'))).toBe(
        'stored-token',
      );
    } finally {
      await storefront.stack.restartRemote('account');
    }
  });
});
