// Issue 14: every content page shows the active store's own texts, and the contact and bulk forms
// reach the store (SPEC §2 About, Contact, Policy pages, How to Buy, Bulk purchasing).
import type { Page } from '@playwright/test';

import { waitForEmail } from '../lib/maildev';
import { getStoreConfig, salesEmailOf, type StoreConfig } from '../lib/shared-domain';
import { expect, remoteArea, test, useSharedStorefront } from '../lib/storefront';

const storefront = useSharedStorefront();

const STORES = [
  { hostname: 'localhost', store: getStoreConfig('default') },
  { hostname: 'hvac.localhost', store: getStoreConfig('hvac') },
];

/** What each content page must show of a store's configuration. */
const PAGES: {
  path: string;
  heading: (store: StoreConfig) => string;
  texts: (store: StoreConfig) => (string | RegExp)[];
}[] = [
  {
    path: '/about',
    heading: (store) => `About ${store.name}`,
    texts: (store) => [
      store.about.mission,
      store.about.features[3].description,
      store.about.closing,
    ],
  },
  {
    path: '/contact',
    heading: () => 'Contact Us',
    texts: (store) => [store.contact.email, store.contact.phone, store.contact.address.street],
  },
  {
    path: '/returns-policy',
    heading: () => 'Returns Policy',
    texts: (store) => ['Last updated: January 1, 2024', /15% restocking fee/, store.contact.email],
  },
  {
    path: '/terms-and-conditions',
    heading: () => 'Terms and Conditions',
    texts: (store) => [
      `These terms are governed by the laws of the State of Texas, and any dispute is resolved in the courts of ${store.policies.terms.venue}.`,
    ],
  },
  {
    path: '/privacy-policy',
    heading: () => 'Privacy Policy',
    texts: (store) => [
      new RegExp(`information ${store.name.replace(/[&]/g, '\\$&')} collects`),
      /under the age of 13/,
    ],
  },
  {
    path: '/how-to-buy',
    heading: () => 'How to Buy',
    texts: (store) => [
      `Ordering from ${store.name} takes six simple steps.`,
      'Step 6: Place Your Order',
    ],
  },
  {
    path: '/bulk-purchasing',
    heading: () => 'Bulk Purchasing',
    texts: (store) => [
      new RegExp(`${store.name} offers volume pricing`),
      /replies within 1-2 business days/,
    ],
  },
];

async function openContentPage(page: Page, path: string, hostname: string) {
  await page.goto(storefront.stack.urlFor(path, hostname));
  return remoteArea(page, 'content');
}

test.describe('content pages', () => {
  for (const { hostname, store } of STORES) {
    test(`every content page shows the ${store.id} store's own texts`, async ({ page }) => {
      for (const { path, heading, texts } of PAGES) {
        const area = await openContentPage(page, path, hostname);
        await expect(area.getByRole('heading', { level: 1 }), path).toHaveText(heading(store));
        for (const text of texts(store)) {
          await expect(area.getByText(text).first(), `${path}: ${text}`).toBeVisible();
        }
        await expect(page, path).toHaveTitle(new RegExp(`\\| ${store.name}$`));
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
          'href',
          `${store.website}${path}`,
        );
      }
    });
  }

  test('/about carries the store as Organization structured data with its contact point', async ({
    page,
  }) => {
    const store = getStoreConfig('hvac');
    await openContentPage(page, '/about', 'hvac.localhost');
    const jsonLd = page.locator('script[type="application/ld+json"]');
    await expect(jsonLd).toHaveCount(1);
    const data = JSON.parse((await jsonLd.textContent()) ?? '{}');
    expect(data).toMatchObject({
      '@type': 'Organization',
      name: store.name,
      contactPoint: expect.arrayContaining([
        expect.objectContaining({ contactType: 'customer support', email: store.contact.email }),
      ]),
    });
  });

  test('the policy pages lead back to shopping and to support', async ({ page }) => {
    const area = await openContentPage(page, '/returns-policy', 'localhost');
    await area.getByRole('link', { name: 'Contact Support' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await page.goBack();
    await area.getByRole('link', { name: 'Continue Shopping' }).click();
    await expect(page).toHaveURL(/\/product$/);
  });
});

test.describe('content forms', () => {
  test('the contact form delivers the message to the store, whatever the shopper types', async ({
    page,
  }) => {
    const store = getStoreConfig('hvac');
    const area = await openContentPage(page, '/contact', 'hvac.localhost');
    await area.getByRole('textbox', { name: 'Name', exact: true }).fill('Ada Lovelace');
    await area.getByRole('textbox', { name: 'Email', exact: true }).fill('ada@example.com');
    await area
      .getByRole('textbox', { name: 'Message', exact: true })
      .fill('Do you stock the <b>40/5 MFD</b> capacitor?');
    await area.getByRole('button', { name: 'Send Message' }).click();
    await expect(area.getByText('Message sent successfully!')).toBeVisible();
    await expect(area.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue('');

    const email = await waitForEmail(storefront.stack, {
      to: store.contact.email,
      subject: 'Message from Ada Lovelace',
    });
    expect(email.text).toContain('Do you stock the <b>40/5 MFD</b> capacitor?');
    // What the shopper typed arrives as text, never as markup.
    expect(email.html).toContain('&lt;b&gt;40/5 MFD&lt;/b&gt;');
    await expect(area.getByText('Message sent successfully!')).toBeHidden({ timeout: 10_000 });
  });

  test('a bulk request is confirmed with its number, e-mailed to sales and to the requester', async ({
    page,
  }) => {
    const store = getStoreConfig('default');
    const area = await openContentPage(page, '/bulk-purchasing', 'localhost');
    await area
      .getByRole('textbox', { name: 'Company Name', exact: true })
      .fill('Lone Star Mechanical');
    await area.getByRole('textbox', { name: 'Contact Person', exact: true }).fill('Grace Hopper');
    await area.getByRole('textbox', { name: 'Email', exact: true }).fill('grace@lonestar.example');
    await area
      .getByRole('textbox', { name: 'Products and Quantities', exact: true })
      .fill('40 condenser fan motors');
    await area.getByRole('button', { name: 'Submit Request' }).click();
    await expect(area.getByText('Request received')).toBeVisible();
    const receipt = await area.getByText(/Your request number is #\d+/).textContent();
    const number = receipt?.match(/#(\d+)/)?.[1];
    expect(number).toBeTruthy();

    const toSales = await waitForEmail(storefront.stack, {
      to: salesEmailOf(store.contact),
      subject: `Bulk purchase request #${number}`,
    });
    expect(toSales.text).toContain('40 condenser fan motors');
    const confirmation = await waitForEmail(storefront.stack, {
      to: 'grace@lonestar.example',
      subject: `#${number}`,
    });
    expect(confirmation.text).toContain('1-2 business days');
  });
});
