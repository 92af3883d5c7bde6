// Issue 9: URLs a shopper can end up on by a typo, an old link or a paste never strand them: a
// path with a dot is still the site, a page past the end is the last page, a huge search stays
// on screen, and Go Back without an earlier page stays in the shop.
import type { Page } from '@playwright/test';

import { expect, remoteArea, test, useSharedStorefront } from '../lib/storefront';

const storefront = useSharedStorefront();

const PRODUCTS_PER_PAGE = 12;
const CATEGORIES_PER_PAGE = 8;

/** GET {api}/store-api{path} as the default store; fails the test unless it answers 200. */
async function apiGet(path: string): Promise<Response> {
  const base = storefront.stack.apiBaseUrl;
  if (!base) throw new Error('the store API is not running');
  const response = await fetch(`${base}/store-api${path}`, {
    headers: { 'X-Store-ID': 'default' },
  });
  expect(response.status, `${path} answered ${response.status}`).toBe(200);
  return response;
}

/** Number of items the store API lists at `path` (its x-total-count). */
async function apiTotal(path: string): Promise<number> {
  return Number((await apiGet(path)).headers.get('x-total-count'));
}

/** The page number the pagination marks as current. */
function currentPageLink(page: Page) {
  return remoteArea(page, 'catalog')
    .getByRole('navigation', { name: 'Pagination' })
    .locator('[aria-current="page"]');
}

test.describe('odd URLs', () => {
  for (const [path, message] of [
    ['/product/1.5', 'Invalid product ID'],
    ['/categories/1.0', 'Invalid category ID'],
    ['/brands/a.b', 'Invalid brand ID'],
  ] as const) {
    test(`${path} is the site with '${message}', not the server's plain "Not found"`, async ({
      page,
    }) => {
      const response = await page.goto(storefront.stack.urlFor(path));
      // An id that names no record is a 404, answered with the page that says so.
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('banner').getByRole('navigation').first()).toBeVisible();
      await expect(remoteArea(page, 'catalog').getByText(message)).toBeVisible();
    });
  }

  test('/product?page=99999 shows the last page, with its products and that page current', async ({
    page,
  }) => {
    const lastPage = Math.ceil((await apiTotal('/products?limit=1')) / PRODUCTS_PER_PAGE);
    await page.goto(storefront.stack.urlFor('/product?page=99999'));
    await expect(page).toHaveURL((url) => url.search === `?page=${lastPage}`);
    const catalog = remoteArea(page, 'catalog');
    await expect(
      catalog.getByRole('list', { name: 'Products' }).getByRole('article').first(),
    ).toBeVisible();
    await expect(currentPageLink(page)).toHaveAccessibleName(`Page ${lastPage}`);
    await expect(catalog.getByText('No products found')).toHaveCount(0);
  });

  test('/categories/{id}?page=500 shows the last page of the category', async ({ page }) => {
    const response = await apiGet('/categories?limit=100');
    const { data } = (await response.json()) as { data: { id: number; productCount: number }[] };
    const category = data.find((candidate) => candidate.productCount > PRODUCTS_PER_PAGE);
    if (!category) throw new Error('the seed has no category with more than one page');
    const lastPage = Math.ceil(
      (await apiTotal(`/products?categoryId=${category.id}&limit=1`)) / PRODUCTS_PER_PAGE,
    );
    await page.goto(storefront.stack.urlFor(`/categories/${category.id}?page=500`));
    await expect(page).toHaveURL((url) => url.search === `?page=${lastPage}`);
    const products = remoteArea(page, 'catalog').getByRole('list', { name: 'Category products' });
    await expect(products.getByRole('article').first()).toBeVisible();
    await expect(currentPageLink(page)).toHaveAccessibleName(`Page ${lastPage}`);
  });

  test('/categories?page=999 shows the last page of categories', async ({ page }) => {
    const lastPage = Math.ceil((await apiTotal('/categories?limit=1')) / CATEGORIES_PER_PAGE);
    await page.goto(storefront.stack.urlFor('/categories?page=999'));
    await expect(page).toHaveURL((url) => url.search === `?page=${lastPage}`);
    const categories = remoteArea(page, 'catalog').getByRole('list', { name: 'Categories' });
    await expect(categories.getByRole('article').first()).toBeVisible();
    if (lastPage > 1) await expect(currentPageLink(page)).toHaveAccessibleName(`Page ${lastPage}`);
  });

  test('a 3,000-character search stays within the page and shows no raw API error', async ({
    page,
  }) => {
    await page.goto(storefront.stack.urlFor('/'));
    const box = page.getByRole('combobox', { name: 'Search products' });
    await box.fill('w'.repeat(3000));
    expect((await box.inputValue()).length).toBeLessThanOrEqual(200);
    await box.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === '/product' && url.search !== '');
    const catalog = remoteArea(page, 'catalog');
    await expect(catalog.getByText('No products found')).toBeVisible();
    await expect(page.getByText(/must be at most/)).toHaveCount(0);
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    expect((await page.title()).length).toBeLessThan(100);
  });

  test('Go Back on a product page opened directly goes to /product, not out of the shop', async ({
    page,
  }) => {
    await page.goto(storefront.stack.urlFor('/product/abc'));
    await remoteArea(page, 'catalog').getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/product' && url.search === '');
    await expect(
      remoteArea(page, 'catalog')
        .getByRole('list', { name: 'Products' })
        .getByRole('article')
        .first(),
    ).toBeVisible();
  });

  test('a pagination click scrolls back to the top of the list', async ({ page }) => {
    await page.goto(storefront.stack.urlFor('/product'));
    const catalog = remoteArea(page, 'catalog');
    const grid = catalog.getByRole('list', { name: 'Products' });
    await expect(grid.getByRole('article').first()).toBeVisible();
    const pageTwo = catalog.getByRole('link', { name: 'Page 2', exact: true });
    await pageTwo.scrollIntoViewIfNeeded();
    const scrolledTo = await page.evaluate(() => window.scrollY);
    expect(scrolledTo).toBeGreaterThan(0);

    await pageTwo.click();
    await expect(page).toHaveURL((url) => url.search === '?page=2');
    await expect(currentPageLink(page)).toHaveAccessibleName('Page 2');
    // The list's top edge is back in view, near the top of the window.
    await expect
      .poll(() => grid.evaluate((list) => list.getBoundingClientRect().top))
      .toBeLessThan(200);
    await expect
      .poll(() => grid.evaluate((list) => list.getBoundingClientRect().top))
      .toBeGreaterThanOrEqual(0);
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(scrolledTo);
  });
});
