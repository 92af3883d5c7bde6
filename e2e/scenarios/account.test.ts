// Issue 10: a shopper's account in the browser — register, log out and in, a wrong password,
// a forgotten password reset from the e-mail MailDev received, a profile edit that survives a
// reload, and Alaska refused as a shipping state. Issue 37: equipment a guest saved is the
// account's after signing in.
import type { Page } from '@playwright/test';

import { waitForEmail } from '../lib/maildev';
import { expect, headerLink, remoteArea, test, useSharedStorefront } from '../lib/storefront';

const storefront = useSharedStorefront();

const PASSWORD = 'first-secret';

/** A fresh e-mail per test and run, so tests never meet each other's accounts. */
function newEmail(label: string): string {
  return `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

function account(page: Page) {
  return remoteArea(page, 'account');
}

async function registerCustomer(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto(storefront.stack.urlFor('/register'));
  const form = account(page);
  await form.getByLabel('First Name').fill('Ada');
  await form.getByLabel('Last Name').fill('Lovelace');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(headerLink(page, 'Profile')).toBeVisible();
}

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto(storefront.stack.urlFor('/login'));
  const form = account(page);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Login' }).click();
}

async function logOut(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(headerLink(page, 'Login')).toBeVisible();
}

test.describe('an account', () => {
  test('registers, logs out and logs in again', async ({ page }) => {
    const email = newEmail('register');
    await registerCustomer(page, email);
    await logOut(page);
    await expect(page).toHaveURL((url) => url.pathname === '/');

    await logIn(page, email, PASSWORD);
    await expect(headerLink(page, 'Profile')).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });

  test('says the credentials are wrong for a wrong password', async ({ page }) => {
    const email = newEmail('wrong');
    await registerCustomer(page, email);
    await logOut(page);
    await logIn(page, email, 'not-the-password');
    await expect(account(page).getByRole('alert')).toHaveText(
      'Login failed. Please check your credentials.',
    );
    await expect(headerLink(page, 'Login')).toBeVisible();
  });

  test('resets a forgotten password from the e-mail, once', async ({ page }) => {
    const email = newEmail('reset');
    await registerCustomer(page, email);
    await logOut(page);

    await page.goto(storefront.stack.urlFor('/login?reset=true'));
    const panel = account(page).getByRole('region', { name: 'Reset your password' });
    await panel.getByLabel('Email').fill(email);
    await panel.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(panel.getByText('Check your e-mail')).toBeVisible();

    const message = await waitForEmail(storefront.stack, { to: email, subject: /reset/i });
    const link = /https?:\/\/[^\s"<>]+\/reset-password\?[^\s"<>]+/.exec(message.text)?.[0];
    expect(link, 'the reset e-mail links to /reset-password').toBeTruthy();
    const target = new URL(link ?? '');
    const resetPath = `${target.pathname}${target.search}`;

    await page.goto(storefront.stack.urlFor(resetPath));
    await account(page).getByLabel('New Password').fill('second-secret');
    await account(page).getByLabel('Confirm Password').fill('second-secret');
    await account(page).getByRole('button', { name: 'Reset Password' }).click();
    await expect(account(page).getByText('Password reset', { exact: true })).toBeVisible();
    // On to the login page after 3 s, with the e-mail filled in.
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    await expect(account(page).getByLabel('Email')).toHaveValue(email);

    await logIn(page, email, PASSWORD);
    await expect(account(page).getByRole('alert')).toHaveText(
      'Login failed. Please check your credentials.',
    );
    await logIn(page, email, 'second-secret');
    await expect(headerLink(page, 'Profile')).toBeVisible();
    await logOut(page);

    await page.goto(storefront.stack.urlFor(resetPath));
    await account(page).getByLabel('New Password').fill('third-secret');
    await account(page).getByLabel('Confirm Password').fill('third-secret');
    await account(page).getByRole('button', { name: 'Reset Password' }).click();
    await expect(account(page).getByRole('alert')).toHaveText(
      'Invalid or missing reset token. Please request a new password reset link.',
    );
  });

  test('keeps a profile edit after a reload', async ({ page }) => {
    await registerCustomer(page, newEmail('profile'));
    await headerLink(page, 'Profile').click();
    // React Router keeps the register page shown while the profile page's chunk loads, and its
    // "Phone (optional)" and "Last Name" fields would take the typing: fill the profile's own panel.
    const profile = account(page).getByRole('tabpanel', { name: 'Personal Information' });
    await profile.getByLabel('Phone').fill('512-555-0142');
    await profile.getByLabel('Last Name').fill('Byron');
    await profile.getByRole('button', { name: 'Save Changes' }).click();
    await expect(profile.getByText('Profile updated successfully')).toBeVisible();

    await page.reload();
    await expect(account(page).getByLabel('Last Name')).toHaveValue('Byron');
    // Kept in the one form every phone is stored in (issue 36).
    await expect(account(page).getByLabel('Phone')).toHaveValue('(512) 555-0142');
  });

  test('keeps the equipment a guest saved under My equipment after signing in, also on a phone', async ({
    page,
  }) => {
    const email = newEmail('equipment');
    const registered = await fetch(`${storefront.stack.apiBaseUrl}/store-api/auth/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Store-ID': 'default' },
      body: JSON.stringify({ firstName: 'Ada', lastName: 'Lovelace', email, password: PASSWORD }),
    });
    expect(registered.status).toBe(201);

    // As a guest on the seed's first model of the default store (a Frostline furnace, FR-GF100),
    // save it with the model page's button: catalog asks account over the bus.
    await page.goto(storefront.stack.urlFor('/models/1'));
    await page.getByRole('button', { name: 'Save to My equipment' }).click();
    await expect(
      page.locator('.Toastify__toast').filter({ hasText: 'Saved FR-GF100 to My equipment' }),
    ).toBeVisible();

    await logIn(page, email, PASSWORD);
    await expect(headerLink(page, 'Profile')).toBeVisible();
    await page.goto(storefront.stack.urlFor('/account'));
    const saved = account(page).getByRole('region', { name: 'My equipment' });
    const model = saved.getByRole('link', { name: 'FR-GF100' });
    await expect(model).toHaveAttribute('href', '/models/1');
    // The account's copy: the store's own name of the model; the model page asks for no year.
    const row = saved.getByRole('row').filter({ hasText: 'FR-GF100' });
    await expect(row.getByRole('cell')).toHaveText([
      'BrandFrostline',
      'NameFrostline 60,000 BTU Gas Furnace',
      'Kindfurnace',
      'Year—',
      'ActionRemove',
    ]);

    // At 390 px the list stacks as cards and nothing runs off the side of the page.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(model).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  });

  test('refuses Alaska as a shipping state', async ({ page }) => {
    await registerCustomer(page, newEmail('alaska'));
    await page.goto(storefront.stack.urlFor('/profile'));
    await account(page).getByRole('tab', { name: 'Shipping Address' }).click();
    const panel = account(page).getByRole('tabpanel', { name: 'Shipping Address' });
    const state = panel.getByLabel('State');
    await expect(state.getByRole('option', { name: 'Alaska' })).toBeDisabled();

    await panel.getByLabel('Address', { exact: true }).fill('1 Glacier Way');
    await panel.getByLabel('City').fill('Juneau');
    await panel.getByLabel('ZIP Code').fill('99801');
    // Autofill can still put a disabled option in the field: the form refuses it on saving.
    await state.evaluate((select: HTMLSelectElement) => {
      select.value = 'AK';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await panel.getByRole('button', { name: 'Save Shipping Address' }).click();
    await expect(panel.getByRole('alert')).toHaveText(
      "We're sorry, but we currently don't ship to Alaska",
    );
  });
});
