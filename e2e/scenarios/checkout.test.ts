// Issue 12: checkout on the composed site with the payment sandbox. On each store a guest buys two
// products with 4242 4242 4242 4242, reaches the success page, gets the confirmation e-mail and
// the stock falls; a customer pays with a saved address; a declined card leaves no paid order;
// cancelling on the provider's page returns to review with the cart intact. Pages pass axe.
// Issue 25: the card is preselected, and the customer sees the stepper mark done steps, the
// saved-address selector name the address the form holds, and the success page list the items,
// the shipping address and the status in words.
import type { Page } from '@playwright/test';

import { analyzeAtRest } from '../lib/axe';
import { linkIn, waitForEmail } from '../lib/maildev';
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
}

const apiUrl = (path: string) => {
  const api = storefront.stack.apiBaseUrl;
  if (!api) throw new Error('the scenario needs the store API');
  return `${api}/store-api${path}`;
};

async function apiGet<T>(path: string, storeId: string, token?: string): Promise<T> {
  const response = await fetch(apiUrl(path), {
    headers: { 'X-Store-ID': storeId, ...(token && { Authorization: `Bearer ${token}` }) },
  });
  return (await response.json()) as T;
}

async function stockOf(storeId: string, sku: string): Promise<number> {
  return (await apiGet<{ total_on_hand: number }>(`/products/inventories/${sku}`, storeId))
    .total_on_hand;
}

/** `count` products of the store with stock to spare, each a different one per `offset`. */
async function productsWithStock(storeId: string, count: number, offset = 0): Promise<Product[]> {
  const { data } = await apiGet<{ data: Product[] }>('/products?limit=60', storeId);
  const stocked: Product[] = [];
  for (const product of data.slice(offset)) {
    if ((await stockOf(storeId, product.sku)) >= 5) stocked.push(product);
    if (stocked.length === count) return stocked;
  }
  throw new Error(`store ${storeId} lacks ${count} products with stock`);
}

const checkoutArea = (page: Page) => remoteArea(page, 'cartCheckout');

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function addToCart(page: Page, host: string, product: Product): Promise<void> {
  await page.goto(storefront.stack.urlFor(`/product/${product.id}`, host));
  await remoteArea(page, 'catalog').getByRole('button', { name: 'Add to Cart' }).click();
  await expect(remoteArea(page, 'catalog').getByText('Added to cart')).toBeVisible();
}

async function expectAccessible(page: Page, where: string): Promise<void> {
  const { violations } = await analyzeAtRest(page);
  expect(violations.map((violation) => `${where}: ${violation.id}`)).toEqual([]);
}

/** From the cart through the five steps to the review; a guest types their details. */
async function checkOutAsGuest(page: Page, email: string, { axe = false } = {}): Promise<void> {
  await headerLink(page, /^cart/i).click();
  await checkoutArea(page).getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/checkout/customer');
  const area = checkoutArea(page);
  if (axe) {
    await area.getByRole('button', { name: 'Continue to Shipping' }).click();
    await expect(area.getByRole('alert').first()).toHaveText('Please fill in all required fields');
    await expectAccessible(page, 'customer step with errors');
  }
  await area.getByLabel('First Name').fill('Gail');
  await area.getByLabel('Last Name').fill('Guest');
  await area.getByLabel('Phone').fill('512-555-0100');
  await area.getByLabel('Email').fill(email);
  await area.getByRole('button', { name: 'Continue to Shipping' }).click();

  await expect(area.getByText(/only to the 48 contiguous United States/)).toBeVisible();
  await area.getByLabel('Address', { exact: true }).fill('100 Congress Ave');
  await area.getByLabel('City').fill('Austin');
  await area.getByLabel('State').selectOption('TX');
  await area.getByLabel('ZIP Code').fill('78701');
  if (axe) await expectAccessible(page, 'shipping step');
  await area.getByRole('button', { name: 'Continue to Billing' }).click();

  await expect(area.getByLabel('Same as shipping address')).toBeChecked();
  await area.getByRole('button', { name: 'Continue to Payment' }).click();
  await choosePaymentAndReview(page, { axe });
}

async function choosePaymentAndReview(page: Page, { axe = false } = {}): Promise<void> {
  const area = checkoutArea(page);
  await expect(area.getByRole('heading', { name: 'Payment Method' })).toBeVisible();
  // The stand-in Stripe.js from the sandbox loads; no setup failure.
  await expect(area.getByRole('button', { name: 'Continue to Review' })).toBeEnabled();
  await expect(area.getByText('Failed to setup payment method')).toHaveCount(0);
  // Issue 25: the only method is already chosen; Continue goes straight on.
  await expect(area.getByRole('radio', { name: /Credit or debit card/ })).toBeChecked();
  if (axe) await expectAccessible(page, 'payment step');
  await area.getByRole('button', { name: 'Continue to Review' }).click();
  await expect(area.getByRole('heading', { name: 'Review Your Order' })).toBeVisible();
}

/** Proceed to Payment, then the sandbox's hosted page with `card`. */
async function payOnHostedPage(page: Page, card: string): Promise<void> {
  await checkoutArea(page).getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page).toHaveURL((url) => url.pathname.startsWith('/pay/'));
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry date').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
}

test.describe.configure({ mode: 'serial' });

test('a guest buys two products on each store: success page, e-mail, stock falls', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const timings: number[] = [];
  for (const [index, { storeId, hostname }] of LOCAL_STORE_HOSTS.entries()) {
    const products = await productsWithStock(storeId, 2);
    const before = await Promise.all(products.map((product) => stockOf(storeId, product.sku)));
    const email = `guest-${storeId}-${Date.now()}@example.com`;
    for (const product of products) await addToCart(page, hostname, product);
    // Two units of the second product.
    await addToCart(page, hostname, products[1]!);
    await checkOutAsGuest(page, email, { axe: index === 0 });
    const review = checkoutArea(page);
    await expect(review.getByText('Same as shipping address')).toBeVisible();
    for (const product of products) {
      await expect(review.getByRole('row', { name: new RegExp(product.title) })).toBeVisible();
    }
    if (index === 0) await expectAccessible(page, 'review step');

    await payOnHostedPage(page, '4242 4242 4242 4242');
    const payClicked = Date.now();
    await page.getByRole('button', { name: /^Pay / }).click();
    const success = checkoutArea(page);
    await expect(success.getByText('Order Placed Successfully!')).toBeVisible();
    timings.push(Date.now() - payClicked);
    await expect(page).toHaveTitle(/^Order Confirmation/);
    const orderNumber = (await success.locator('dt:text("Order number") + dd').textContent()) ?? '';
    expect(orderNumber).not.toBe('');
    await expect(success.getByRole('link', { name: 'Create an Account' })).toBeVisible();
    await expect(success.getByRole('link', { name: 'Reset Password' })).toHaveAccessibleDescription(
      `Already have an account with ${email}? Reset its password to sign in.`,
    );
    await expect(success.getByRole('link', { name: 'Continue Shopping' })).toBeVisible();
    if (index === 0) await expectAccessible(page, 'success page');

    const mail = await waitForEmail(storefront.stack, { to: email, subject: orderNumber });
    expect(mail.text).toContain(products[0]!.title);
    const after = await Promise.all(products.map((product) => stockOf(storeId, product.sku)));
    expect(after).toEqual([before[0]! - 1, before[1]! - 2]);
    // The cart is empty after paying.
    await expect(headerLink(page, /^cart/i)).not.toHaveText(/[1-9]/);

    if (index === LOCAL_STORE_HOSTS.length - 1) {
      // SPEC §2: the guest's Create an Account leads to set-password for this order. Issue 21:
      // without the e-mailed link it only says where the link went; the confirmation's link sets
      // the password, signs in and opens the order after 2 s, and works once.
      await success.getByRole('link', { name: 'Create an Account' }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/set-password');
      const account = remoteArea(page, 'account');
      await expect(
        account.getByText(`We have sent a link to set your password to ${email}.`),
      ).toBeVisible();
      await expect(account.getByLabel('New Password')).toHaveCount(0);

      const link = linkIn(mail, '/set-password');
      const setPassword = async () => {
        await page.goto(storefront.stack.urlFor(link, hostname));
        await account.getByLabel('New Password').fill('guest-secret');
        await account.getByLabel('Confirm Password').fill('guest-secret');
        await account.getByRole('button', { name: 'Set Password' }).click();
      };
      await setPassword();
      await expect(page).toHaveURL((url) => /^\/orders\/\d+$/.test(url.pathname));
      await expect(account.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();

      await setPassword();
      await expect(account.getByRole('alert')).toHaveText(
        'This link to set your password is invalid, has expired or was already used. If you have set your password, please log in; otherwise ask for a new link.',
      );
      await expect(account.getByRole('button', { name: 'Send a New Link' })).toBeVisible();
    }
  }
  console.log(`Pay → success page (ms), per store: ${timings.join(', ')}`);
});

test('a customer checks out with a saved address: the selector, stepper, payment and success page say where they are', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { storeId, hostname } = LOCAL_STORE_HOSTS[0]!;
  const email = `saved-${Date.now()}@example.com`;
  const register = await fetch(apiUrl('/auth/register'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Store-ID': storeId },
    body: JSON.stringify({ firstName: 'Sam', lastName: 'Saver', email, password: 'secret-pass' }),
  });
  const { data } = (await register.json()) as { data: { token: string } };
  const saved = await fetch(apiUrl('/auth/me/billing-addresses'), {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Store-ID': storeId,
      Authorization: `Bearer ${data.token}`,
    },
    body: JSON.stringify({
      first_name: 'Sam',
      last_name: 'Saver',
      street: '700 Lavaca St',
      city: 'Austin',
      state: 'TX',
      postal_code: '78701',
      country: 'US',
      phone: '512-555-0199',
    }),
  });
  expect(saved.status).toBe(201);
  const profile = await fetch(apiUrl('/auth/me'), {
    method: 'PUT',
    headers: {
      'Content-Type': 'application/json',
      'X-Store-ID': storeId,
      Authorization: `Bearer ${data.token}`,
    },
    body: JSON.stringify({
      firstName: 'Sam',
      lastName: 'Saver',
      shippingAddress: {
        street: '1100 Congress Ave',
        city: 'Austin',
        state: 'TX',
        postal_code: '78701',
        country: 'US',
      },
    }),
  });
  expect(profile.status).toBe(200);

  await page.goto(storefront.stack.urlFor('/', hostname));
  await page.evaluate(
    ([key, token]) => window.localStorage.setItem(key!, token!),
    [`${storeId}_authToken`, data.token],
  );
  const [product] = await productsWithStock(storeId, 1, 5);
  await addToCart(page, hostname, product!);
  await headerLink(page, /^cart/i).click();
  await checkoutArea(page).getByRole('button', { name: 'Proceed to Checkout' }).click();
  const area = checkoutArea(page);
  await expect(area.getByLabel('Email')).toHaveValue(email);
  await area.getByRole('button', { name: 'Continue to Shipping' }).click();
  // Issue 25: the stepper marks Customer done and Shipping current; the selector names the
  // profile address the form is filled with, not 'Enter new address'.
  const steps = area.getByRole('navigation', { name: 'Checkout steps' }).getByRole('listitem');
  await expect(steps).toHaveText([
    '✓Customer (completed)',
    '2Shipping',
    '3Billing',
    '4Payment',
    '5Confirmation',
  ]);
  await expect(steps.nth(1)).toHaveAttribute('aria-current', 'step');
  const savedAddresses = area.getByLabel('Saved addresses');
  await expect(area.getByLabel('Address', { exact: true })).toHaveValue('1100 Congress Ave');
  await expect(savedAddresses.locator('option:checked')).toHaveText(
    'Sam Saver, 1100 Congress Ave, Austin, TX 78701',
  );
  await savedAddresses.selectOption({ label: 'Sam Saver, 700 Lavaca St, Austin, TX 78701' });
  await expect(area.getByLabel('Address', { exact: true })).toHaveValue('700 Lavaca St');
  await area.getByRole('button', { name: 'Continue to Billing' }).click();
  await area.getByRole('button', { name: 'Continue to Payment' }).click();
  await choosePaymentAndReview(page);
  await expect(area.getByText('700 Lavaca St').first()).toBeVisible();
  await payOnHostedPage(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay / }).click();
  const success = checkoutArea(page);
  await expect(success.getByText('Order Placed Successfully!')).toBeVisible();
  // Issue 25: what was bought, where it goes, and the status in words.
  await expect(success.getByRole('region', { name: 'Items' }).getByRole('listitem')).toHaveText([
    new RegExp(`^${escapeRegExp(product!.title)}SKU ${escapeRegExp(product!.sku)} · Qty 1 × \\$`),
  ]);
  await expect(success.getByRole('region', { name: 'Shipping Address' })).toHaveText(
    /Sam Saver700 Lavaca StAustin, TX 78701United States/,
  );
  await expect(success.locator('dt:text("Status") + dd')).toHaveText('Pending');
  await expect(success.getByRole('link', { name: 'View Order Details' })).toBeVisible();
});

test('a declined card pays nothing, and cancelling returns to review with the cart intact', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { storeId, hostname } = LOCAL_STORE_HOSTS[1]!;
  const [product] = await productsWithStock(storeId, 1, 8);
  await addToCart(page, hostname, product!);
  await checkOutAsGuest(page, `declined-${Date.now()}@example.com`);

  await payOnHostedPage(page, '4000 0000 0000 0002');
  const sessionId = new URL(page.url()).pathname.split('/').pop() ?? '';
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
  const verified = await apiGet<{ status: string }>(
    `/checkout/verify-session/${sessionId}`,
    storeId,
  );
  expect(verified.status).not.toBe('paid');

  await page.getByRole('link', { name: 'Cancel and return to the store' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/checkout/review');
  const review = checkoutArea(page);
  await expect(review.getByRole('heading', { name: 'Review Your Order' })).toBeVisible();
  await expect(review.getByRole('row', { name: new RegExp(product!.title) })).toBeVisible();
});
