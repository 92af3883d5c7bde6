// Issue 40 item 5: a signed-in customer asks to be e-mailed when an out-of-stock product is back,
// an operator restocks it through the operator API, and the e-mail in MailDev names the product
// and carries an unsubscribe link that works without signing in.
import { linkIn, waitForEmail } from '../lib/maildev';
import { expect, headerLink, remoteArea, test, useSharedStorefront } from '../lib/storefront';

const storefront = useSharedStorefront();
const PASSWORD = 'alert-secret';

interface Product {
  id: number;
  sku: string;
  name: string;
}

/** A JSON call to the stack's store API for the default store. */
async function api<T>(path: string, init: { method?: string; token?: string; body?: unknown }) {
  const response = await fetch(`${storefront.stack.apiBaseUrl}/store-api${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'x-store-id': 'default',
      'content-type': 'application/json',
      ...(init.token && { authorization: `Bearer ${init.token}` }),
    },
    ...(init.body !== undefined && { body: JSON.stringify(init.body) }),
  });
  const body = (await response.json()) as { data: T; error?: string };
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${body.error}`);
  return body.data;
}

/** The operator's stock count of a SKU in the default store. */
const setStock = (sku: string, totalOnHand: number) =>
  api<{ alertsQueued: number }>(`/ops/inventory/${sku}`, {
    method: 'PUT',
    token: storefront.stack.opsApiKey,
    body: { storeId: 'default', totalOnHand },
  });

test.describe('back-in-stock alerts', () => {
  test('a customer subscribes to an out-of-stock product, gets the e-mail at the restock and unsubscribes from it', async ({
    page,
  }) => {
    // A product far down the list, out of stock for this scenario only.
    const [product] = await api<Product[]>('/products?_start=150&limit=1&sort=name', {});
    expect(product).toBeDefined();
    const { sku, id, name } = product!;
    const inventory = await fetch(
      `${storefront.stack.apiBaseUrl}/store-api/products/inventories/${sku}`,
      { headers: { 'x-store-id': 'default' } },
    );
    const { total_on_hand: before } = (await inventory.json()) as { total_on_hand: number };
    await setStock(sku, 0);
    try {
      const email = `alerts.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
      await api('/auth/register', {
        method: 'POST',
        body: { firstName: 'Ada', lastName: 'Lovelace', email, password: PASSWORD },
      });
      await page.goto(storefront.stack.urlFor('/login'));
      const login = remoteArea(page, 'account');
      await login.getByLabel('Email').fill(email);
      await login.getByLabel('Password').fill(PASSWORD);
      await login.getByRole('button', { name: 'Login' }).click();
      await expect(headerLink(page, 'Profile')).toBeVisible();

      await page.goto(storefront.stack.urlFor(`/product/${id}`));
      const alert = page.getByRole('form', { name: 'Back-in-stock alert' });
      await expect(alert.getByLabel('Your e-mail')).toHaveCount(0);
      await alert.getByRole('button', { name: "E-mail me when it's back" }).click();
      await expect(
        page.getByText(`We will e-mail ${email} when it's back in stock.`),
      ).toBeVisible();

      expect((await setStock(sku, 4)).alertsQueued).toBe(1);
      const message = await waitForEmail(storefront.stack, {
        to: email,
        subject: `${name} is back in stock at`,
      });
      expect(message.text).toContain(`Good news: ${name} is back in stock`);
      expect(linkIn(message, `/product/${id}`)).toBe(`/product/${id}`);

      // Signed out, in a fresh page: the link alone unsubscribes.
      const unsubscribe = linkIn(message, '/stock-alerts/unsubscribe');
      const guest = await page.context().browser()!.newPage();
      try {
        await guest.goto(storefront.stack.urlFor(unsubscribe));
        await expect(
          guest.getByText('You are unsubscribed: we will not e-mail you about this product again.'),
        ).toBeVisible();
        await expect(guest.getByRole('link', { name: `View ${name}` })).toHaveAttribute(
          'href',
          `/product/${id}`,
        );
      } finally {
        await guest.close();
      }
      // Out of stock and back again: nobody is left to e-mail.
      await setStock(sku, 0);
      expect((await setStock(sku, 2)).alertsQueued).toBe(0);
    } finally {
      await setStock(sku, Math.max(before, 1));
    }
  });
});
