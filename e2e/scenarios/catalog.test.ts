// Issue 4: the catalogue screens in Chromium on the seeded store API, composed into the host.
import assert from 'node:assert/strict';
import { describe, it, type TestContext } from 'node:test';
import type { Page } from 'playwright-core';

import { expectCartCount, remoteArea, useStorefront } from '../lib/storefront';

const storefront = useStorefront({ api: true, paymentSandbox: false });

interface ApiProduct {
  id: number;
  name: string;
  sku: string;
  store_id: string;
}

interface ApiBrand {
  id: number;
  name: string;
}

/** GET {api}/store-api{path} as the given store. */
async function storeApiGet(path: string, storeId = 'default'): Promise<Response> {
  const base = storefront.stack.apiBaseUrl;
  assert.ok(base, 'the store API is not running');
  return fetch(`${base}/store-api${path}`, { headers: { 'X-Store-ID': storeId } });
}

/** GET {api}/store-api{path} as the given store, answering the body's `data`. */
async function apiData<T>(path: string, storeId = 'default'): Promise<T> {
  const response = await storeApiGet(path, storeId);
  assert.equal(response.status, 200, `${path} answered ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

async function unitsOnHand(sku: string): Promise<number> {
  const response = await storeApiGet(`/products/inventories/${encodeURIComponent(sku)}`);
  const body = (await response.json()) as {
    total_on_hand?: number;
    data?: { total_on_hand: number };
  };
  return Number(body.total_on_hand ?? body.data?.total_on_hand);
}

/** Ids of the products whose cards are on the page (from their /product/{id} links). */
async function productIdsShown(page: Page): Promise<number[]> {
  const hrefs = await page
    .locator('article a[href^="/product/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return [...new Set(hrefs.map((href) => Number(href.split('/').pop())))];
}

describe('catalogue', () => {
  it('home → a category → a product → Add to Cart makes the nav cart count 1', async () => {
    const page = await storefront.newPage();
    await page.goto(storefront.stack.urlFor('/'));
    const catalog = remoteArea(page, 'catalog');
    await catalog
      .getByRole('navigation', { name: 'Shop by category' })
      .locator('a[href^="/categories/"]')
      .first()
      .click();
    await page.waitForURL(/\/categories\/\d+$/);

    const productLinks = catalog
      .getByRole('list', { name: 'Category products' })
      .getByRole('heading')
      .getByRole('link');
    await productLinks.first().waitFor();
    const count = await productLinks.count();
    // The seed keeps some products out of stock; walk the category until one can be added.
    for (let index = 0; index < count; index += 1) {
      await productLinks.nth(index).click();
      await page.waitForURL(/\/product\/\d+$/);
      await catalog.getByRole('button', { name: 'Add to Cart' }).click();
      const outcome = catalog.getByText(
        /^(Added to cart|Sorry, only \d+ items available for SKU: .+)$/,
      );
      await outcome.first().waitFor();
      if ((await outcome.first().innerText()) === 'Added to cart') {
        await expectCartCount(page, 1);
        return;
      }
      await page.goBack();
      await productLinks.first().waitFor();
    }
    assert.fail('no product of the first category could be added to the cart');
  });

  it('two letters in the search box suggest products, and a suggestion opens its page', async () => {
    const [product] = await apiData<ApiProduct[]>('/products?limit=1');
    assert.ok(product, 'the seeded store has no products');
    const page = await storefront.newPage();
    await page.goto(storefront.stack.urlFor('/'));
    const box = page.getByRole('combobox', { name: 'Search products' });
    await box.pressSequentially(product.name.slice(0, 2), { delay: 50 });

    const suggestions = page
      .getByRole('listbox', { name: 'Product suggestions' })
      .getByRole('option');
    const option = suggestions.first();
    await option.waitFor();
    assert.ok((await suggestions.count()) <= 5, 'more than 5 suggestions');
    await option.click();
    await page.waitForURL(/\/product\/\d+$/);
    await remoteArea(page, 'catalog').getByRole('heading', { level: 1 }).waitFor();
    assert.notEqual(await page.getByText('Failed to load product').count(), 1);
  });

  it('the brand A–Z filter keeps only the brands starting with the letter', async () => {
    const brands = await apiData<ApiBrand[]>('/brands?limit=1000');
    const letter = brands
      .map((brand) => brand.name.charAt(0).toUpperCase())
      .find((first) => /[A-Z]/.test(first));
    assert.ok(letter, 'no brand starts with a letter');

    const page = await storefront.newPage();
    await page.goto(storefront.stack.urlFor('/brands'));
    const grid = page.getByRole('list', { name: 'Brands' });
    await grid.getByRole('button').first().waitFor();
    await page
      .getByRole('group', { name: 'Filter brands by first letter' })
      .getByRole('button', { name: letter, exact: true })
      .click();
    await page.waitForURL(new RegExp(`letter=${letter}`));

    const names = await grid
      .getByRole('button')
      .evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label') ?? ''));
    const expected = brands
      .filter((brand) => brand.name.toUpperCase().startsWith(letter))
      .map((brand) => brand.name);
    assert.deepEqual(names.sort(), expected.sort());
  });

  it("/product/abc shows 'Invalid product ID'", async () => {
    const page = await storefront.newPage();
    await page.goto(storefront.stack.urlFor('/product/abc'));
    await remoteArea(page, 'catalog').getByText('Invalid product ID').waitFor();
  });

  it('adding a low-stock product past its stock shows the SKU message', async () => {
    const products = await apiData<ApiProduct[]>('/products?limit=100');
    let lowStock: { product: ApiProduct; onHand: number } | undefined;
    for (const product of products) {
      const onHand = await unitsOnHand(product.sku);
      if (onHand >= 1 && onHand <= 3) {
        lowStock = { product, onHand };
        break;
      }
    }
    assert.ok(lowStock, 'the seed has no product with 1-3 units on hand');

    const page = await storefront.newPage();
    await page.goto(storefront.stack.urlFor(`/product/${lowStock.product.id}`));
    const catalog = remoteArea(page, 'catalog');
    const addToCart = catalog.getByRole('button', { name: 'Add to Cart' });
    for (let added = 1; added <= lowStock.onHand; added += 1) {
      await addToCart.click();
      await expectCartCount(page, added);
    }
    await addToCart.click();
    await catalog
      .getByText(`Sorry, only ${lowStock.onHand} items available for SKU: ${lowStock.product.sku}`)
      .first()
      .waitFor();
    await expectCartCount(page, lowStock.onHand);
  });

  it('on hvac.localhost only HVAC-store products are shown', async () => {
    const page = await storefront.newPage();
    const served: ApiProduct[] = [];
    page.on('response', async (response) => {
      if (!/\/store-api\/(products|featured-products)(\?|$)/.test(response.url())) return;
      const body = (await response.json().catch(() => null)) as {
        data?: ApiProduct[] | { products?: ApiProduct[] };
      } | null;
      const data = body?.data;
      served.push(...(Array.isArray(data) ? data : (data?.products ?? [])));
    });

    await page.goto(storefront.stack.urlFor('/product', 'hvac.localhost'));
    const grid = page.getByRole('list', { name: 'Products' });
    await grid.getByRole('article').first().waitFor();
    const shown = await productIdsShown(page);
    assert.ok(shown.length > 0);

    const hvacIds = new Set(
      (await apiData<ApiProduct[]>('/products?limit=100', 'hvac')).map((product) => product.id),
    );
    for (const id of shown)
      assert.ok(hvacIds.has(id), `product ${id} on hvac.localhost is not an HVAC-store product`);
    assert.ok(served.length > 0);
    for (const product of served)
      assert.equal(product.store_id, 'hvac', `product ${product.id} came from ${product.store_id}`);
  });

  it('images reserve their size and load lazily below the fold', async (t: TestContext) => {
    const page = await storefront.newPage();
    // Every layout shift not caused by input, summed (the CLS figure of the report).
    await page.addInitScript(() => {
      const scope = window as unknown as { layoutShift: number };
      scope.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[]) {
          if (!entry.hadRecentInput) scope.layoutShift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(storefront.stack.urlFor('/product'));
    await page.getByRole('list', { name: 'Products' }).getByRole('article').first().waitFor();
    await page.waitForLoadState('networkidle');

    const images = await remoteArea(page, 'catalog')
      .locator('img')
      .evaluateAll((elements) =>
        elements.map((image) => ({
          src: image.getAttribute('src'),
          width: image.getAttribute('width'),
          height: image.getAttribute('height'),
          loading: image.getAttribute('loading'),
          belowFold: image.getBoundingClientRect().top > window.innerHeight,
        })),
      );
    assert.ok(
      images.some((image) => image.belowFold),
      'no image below the fold to check',
    );
    for (const image of images) {
      assert.ok(image.width && image.height, `${image.src} has no width/height`);
      if (image.belowFold) assert.equal(image.loading, 'lazy', `${image.src} is not lazy`);
    }
    const shift = await page.evaluate(
      () => (window as unknown as { layoutShift: number }).layoutShift,
    );
    t.diagnostic(`cumulative layout shift of /product (shell included): ${shift.toFixed(4)}`);
  });
});
