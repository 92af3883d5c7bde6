// Issue 9, item 3: the shell on a 390 × 844 phone. A compact header with a Menu button, the search
// box and cart count always in view, and touch targets of at least 44 × 44 px.
import type { Locator, Page } from '@playwright/test';

import {
  LOCAL_STORE_HOSTS,
  cartLink,
  expect,
  expectCartCount,
  headerLink,
  signInThroughApi,
  test,
  useSharedStorefront,
} from '../lib/storefront';

const storefront = useSharedStorefront();

const PHONE = { width: 390, height: 844 };
const MAX_PHONE_HEADER_PX = 120;
const MIN_TARGET_PX = 44;

const menuButton = (page: Page) => page.getByRole('button', { name: 'Menu' });

async function headerHeight(page: Page): Promise<number> {
  return page.getByRole('banner').evaluate((header) => header.getBoundingClientRect().height);
}

/** The visible controls among `controls` smaller than 44 × 44 px, as "name: w×h". */
async function undersized(controls: Locator): Promise<string[]> {
  return controls.evaluateAll(
    (elements, min) =>
      elements
        .map((element) => ({ element, box: element.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0 && box.height > 0)
        .filter(({ box }) => box.width < min || box.height < min)
        .map(
          ({ element, box }) =>
            `${element.getAttribute('aria-label') ?? element.textContent?.trim()}: ${Math.round(box.width)}×${Math.round(box.height)}`,
        ),
    MIN_TARGET_PX,
  );
}

/** Whether a select is wide enough for its chosen option's text beside its arrow. */
async function selectedTextFits(select: Locator): Promise<boolean> {
  return select.evaluate((element) => {
    const field = element as HTMLSelectElement;
    const style = getComputedStyle(field);
    const context = document.createElement('canvas').getContext('2d');
    if (!context) throw new Error('no canvas');
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const text = context.measureText(field.selectedOptions[0]?.text ?? '').width;
    const ARROW_PX = 16;
    const room =
      field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - ARROW_PX;
    return text <= room;
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('the header is compact and its menu opens the links, closing when one is followed', async ({
    page,
  }) => {
    await page.goto(storefront.stack.urlFor('/'));
    await expect(page.getByRole('combobox', { name: 'Search products' })).toBeVisible();
    const height = await headerHeight(page);
    console.log(`header height at 390×844: ${height}px`);
    expect(height).toBeLessThanOrEqual(MAX_PHONE_HEADER_PX);

    await expect(cartLink(page)).toBeInViewport();
    await expect(headerLink(page, 'Products')).toBeHidden();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');

    await menuButton(page).click();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('combobox', { name: 'Store' })).toBeVisible();
    expect(await undersized(page.getByRole('banner').locator('a, button, select'))).toEqual([]);

    await headerLink(page, 'Products').click();
    await expect(page).toHaveURL((url) => url.pathname === '/product');
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(headerLink(page, 'Products')).toBeHidden();
    await expect(cartLink(page)).toBeInViewport();
    await expectCartCount(page, 0);
    expect(await headerHeight(page)).toBeLessThanOrEqual(MAX_PHONE_HEADER_PX);
  });

  test('Escape closes the menu and puts focus back on its button', async ({ page }) => {
    await page.goto(storefront.stack.urlFor('/'));
    await menuButton(page).click();
    await expect(headerLink(page, 'About')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(headerLink(page, 'About')).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
  });

  test('the A–Z letters, pagination and product controls are at least 44 × 44 px', async ({
    page,
  }) => {
    await page.goto(storefront.stack.urlFor('/brands'));
    const letters = page.getByRole('group', { name: 'Filter brands by first letter' });
    await expect(letters.getByRole('button', { name: 'A', exact: true })).toBeVisible();
    expect(await undersized(letters.getByRole('button'))).toEqual([]);

    await page.goto(storefront.stack.urlFor('/product'));
    const pagination = page.getByRole('navigation', { name: /pagination/i }).first();
    await expect(pagination.getByRole('link').first()).toBeVisible();
    expect(await undersized(pagination.getByRole('link'))).toEqual([]);

    await page.goto(storefront.stack.urlFor('/product/1'));
    const addToCart = page.getByRole('button', { name: 'Add to Cart' });
    await expect(addToCart).toBeVisible();
    expect(await undersized(addToCart)).toEqual([]);
    expect(await undersized(page.getByRole('tab'))).toEqual([]);
  });

  test('product attribute values get the width instead of one word per line', async ({ page }) => {
    await page.goto(storefront.stack.urlFor('/product/1'));
    const attributes = page.getByRole('definition');
    await expect(attributes.first()).toBeVisible();
    const widths = await attributes.evaluateAll((values) =>
      values.map((value) => value.getBoundingClientRect().width),
    );
    // Each value spans (nearly) the content width, well over the one-word column it used to get.
    expect(Math.min(...widths)).toBeGreaterThan(PHONE.width * 0.75);
  });
});

for (const store of LOCAL_STORE_HOSTS) {
  for (const signedIn of [false, true]) {
    test(`on a desktop ${store.hostname}'s header stays one row with its links and no Menu button${signedIn ? ', signed in' : ''}`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      // Signed in, the account menu (Profile, Orders, Logout) is wider than Login and Register.
      if (signedIn) await signInThroughApi(page, storefront.stack, store);
      await page.goto(storefront.stack.urlFor('/', store.hostname));
      await expect(headerLink(page, signedIn ? 'Orders' : 'Products')).toBeVisible();
      await expect(menuButton(page)).toBeHidden();
      const selector = page.getByRole('combobox', { name: 'Store' });
      await expect(selector).toBeVisible();
      expect(await headerHeight(page)).toBeLessThan(80);
      expect(await selectedTextFits(selector), 'the chosen store name shows whole').toBe(true);
    });
  }
}

for (const { hostname } of LOCAL_STORE_HOSTS) {
  test(`on a phone ${hostname}'s home banner shows its whole text and button`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(storefront.stack.urlFor('/', hostname));
    // The banner is the home page's h1 and what sits around it.
    // The store's name beside the Menu button shows whole (up to two lines), not cut.
    const name = page.getByRole('banner').getByRole('link').first();
    expect(
      await name.evaluate((link) => {
        const text = link.querySelector('span') ?? link;
        return text.scrollHeight <= text.clientHeight && text.scrollWidth <= text.clientWidth;
      }),
    ).toBe(true);
    const banner = page.getByRole('heading', { level: 1 }).locator('xpath=..');
    await expect(banner.getByRole('link')).toBeVisible();
    const { scrollHeight, clientHeight } = await banner.evaluate((element) => ({
      scrollHeight: element.scrollHeight,
      clientHeight: element.clientHeight,
    }));
    expect(scrollHeight).toBeLessThanOrEqual(clientHeight);
  });
}
