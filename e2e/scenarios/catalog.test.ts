// Issue 4: the catalogue screens in Chromium on the seeded store API, composed into the host.
import type { Locator, Page } from '@playwright/test';

import {
  expect,
  expectCartCount,
  layoutShiftOf,
  recordLayoutShift,
  remoteArea,
  test,
  useSharedStorefront,
} from '../lib/storefront';

const storefront = useSharedStorefront();

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
  if (!base) throw new Error('the store API is not running');
  return fetch(`${base}/store-api${path}`, { headers: { 'X-Store-ID': storeId } });
}

/** GET {api}/store-api{path} as the given store, answering the body's `data`. */
async function apiData<T>(path: string, storeId = 'default'): Promise<T> {
  const response = await storeApiGet(path, storeId);
  expect(response.status, `${path} answered ${response.status}`).toBe(200);
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

interface PricedProduct extends ApiProduct {
  price: number;
  discount: number;
  inStock: boolean;
}

/** The first product of the store that `matches`, paging through the whole catalogue. */
async function findProduct(
  matches: (product: PricedProduct) => boolean,
  storeId = 'default',
): Promise<PricedProduct> {
  for (let start = 0; ; start += 100) {
    const page = await apiData<PricedProduct[]>(`/products?limit=100&_start=${start}`, storeId);
    const found = page.find(matches);
    if (found) return found;
    if (page.length < 100) throw new Error('no product of the seeded store matches');
  }
}

/** Ids of the products whose cards are on the page (from their /product/{id} links). */
async function productIdsShown(page: Page): Promise<number[]> {
  const hrefs = await page
    .locator('article a[href^="/product/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return [...new Set(hrefs.map((href) => Number(href.split('/').pop())))];
}

/** The products in the API answers a server-rendered page carries (its JSON state script). */
function productsInServerRender(page: Page): Promise<ApiProduct[]> {
  return page.evaluate(() => {
    const found: unknown[] = [];
    const walk = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === 'object') {
        if ('id' in value && 'store_id' in value) found.push(value);
        else Object.values(value).forEach(walk);
      }
    };
    walk(JSON.parse(document.getElementById('storefront-server-render')?.textContent ?? 'null'));
    return found;
  }) as Promise<ApiProduct[]>;
}

/** An element's top and bottom on the page, in CSS pixels. */
async function boxOf(locator: Locator): Promise<{ top: number; bottom: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('the element is not shown');
  return { top: box.y, bottom: box.y + box.height };
}

test.describe('catalogue', () => {
  test('home → a category → a product → Add to Cart makes the nav cart count 1', async ({
    page,
  }) => {
    await page.goto(storefront.stack.urlFor('/'));
    const catalog = remoteArea(page, 'catalog');
    await catalog
      .getByRole('navigation', { name: 'Shop by category' })
      .locator('a[href^="/categories/"]')
      .first()
      .click();
    await expect(page).toHaveURL(/\/categories\/\d+$/);

    const productLinks = catalog
      .getByRole('list', { name: 'Category products' })
      .getByRole('heading')
      .getByRole('link');
    await expect(productLinks.first()).toBeVisible();
    const count = await productLinks.count();
    // The seed keeps some products out of stock (their button reads 'Out of stock' and is
    // disabled); walk the category until one can be added.
    for (let index = 0; index < count; index += 1) {
      await productLinks.nth(index).click();
      await expect(page).toHaveURL(/\/product\/\d+$/);
      const button = catalog.getByRole('button', { name: /^(Add to Cart|Out of stock)$/ });
      await expect(button).toBeVisible();
      if ((await button.innerText()) === 'Out of stock') {
        await expect(button).toBeDisabled();
        await page.goBack();
        await expect(productLinks.first()).toBeVisible();
        continue;
      }
      await button.click();
      const outcome = catalog
        .getByText(/^(Added to cart|Sorry, only \d+ items available for SKU: .+)$/)
        .first();
      await expect(outcome).toBeVisible();
      if ((await outcome.innerText()) === 'Added to cart') {
        await expectCartCount(page, 1);
        return;
      }
      await page.goBack();
      await expect(productLinks.first()).toBeVisible();
    }
    throw new Error('no product of the first category could be added to the cart');
  });

  test('two letters in the search box suggest products, at the price their page shows once opened', async ({
    page,
  }) => {
    const discounted = await findProduct((product) => product.discount > 0);
    await page.goto(storefront.stack.urlFor('/'));
    const box = page.getByRole('combobox', { name: 'Search products' });
    await box.pressSequentially(discounted.sku.slice(0, 2), { delay: 50 });

    const suggestions = page
      .getByRole('listbox', { name: 'Product suggestions' })
      .getByRole('option');
    await expect(suggestions.first()).toBeVisible();
    expect(await suggestions.count(), 'more than 5 suggestions').toBeLessThanOrEqual(5);
    // Issue 36: a discounted product is suggested at the price its page asks, the original struck.
    await box.fill(discounted.sku);
    await expect(suggestions).toHaveCount(1);
    const suggested = suggestions.first();
    // "$40.79 was $47.99": the price to pay, then the original.
    const [paid, original] = (await suggested.innerText()).match(/\$[\d,]+\.\d{2}/g) ?? [];
    await suggested.click();
    await expect(page).toHaveURL(new RegExp(`/product/${discounted.id}$`));
    const catalog = remoteArea(page, 'catalog');
    await expect(catalog.getByRole('heading', { level: 1 })).toBeVisible();
    // The product's own price comes first; related products' cards follow it.
    await expect(catalog.getByLabel('Discounted price').first()).toHaveText(paid ?? 'no price');
    await expect(catalog.getByLabel('Original price').first()).toHaveText(
      original ?? 'no original price in the suggestion',
    );
  });

  test('a model looked up by its number typed without dashes shows its diagram and opens the part at a callout', async ({
    page,
  }) => {
    // The seed's first model of the default store: a Frostline furnace, FR-GF100.
    await page.goto(storefront.stack.urlFor('/models'));
    const catalog = remoteArea(page, 'catalog');
    await catalog.getByRole('searchbox', { name: 'Model number' }).fill('frgf100');
    await catalog.getByRole('link', { name: 'Frostline FR-GF100' }).click();
    await expect(page).toHaveURL(/\/models\/1$/);
    await expect(catalog.getByRole('heading', { level: 1 })).toHaveText('Frostline FR-GF100');

    const blower = catalog.getByRole('region', { name: 'Blower assembly' });
    const diagram = blower.getByRole('img', {
      name: 'Diagram of the blower assembly of Frostline FR-GF100',
    });
    await expect(diagram).toBeVisible();
    // The generated drawing loaded (an <img> of a failed request has no natural width).
    expect(await diagram.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const firstCallout = blower.getByRole('row').nth(1);
    await expect(firstCallout.getByRole('cell').first()).toHaveText('1', { useInnerText: true });
    const part = firstCallout.getByRole('link');
    const partName = await part.innerText();
    await part.click();
    await expect(page).toHaveURL(/\/product\/\d+$/);
    await expect(catalog.getByRole('heading', { level: 1 })).toHaveText(partName);
  });

  test('a saved model: its part says "Fits your …" and "Fits my equipment" narrows the product list', async ({
    page,
  }) => {
    await page.goto(storefront.stack.urlFor('/models/1'));
    const catalog = remoteArea(page, 'catalog');
    await expect(catalog.getByRole('heading', { level: 1 })).toHaveText('Frostline FR-GF100');
    const saveRequest = page.evaluate(
      () =>
        new Promise<unknown>((resolve) =>
          window.addEventListener(
            'storefront:equipment:save-requested',
            (event) => resolve((event as CustomEvent).detail),
            { once: true },
          ),
        ),
    );
    await catalog.getByRole('button', { name: 'Save to My equipment' }).click();
    const request = (await saveRequest) as { equipment: { name: string } };
    expect(request).toMatchObject({
      v: 1,
      equipment: { modelId: 1, brand: 'Frostline', modelNumber: 'FR-GF100', kind: 'furnace' },
    });
    // Account's runtime saves it (a guest: in this browser) and answers with `equipment:changed`.
    await expect(catalog.getByText('Saved to My equipment')).toBeVisible();

    await catalog
      .getByRole('region', { name: 'Blower assembly' })
      .getByRole('row')
      .nth(1)
      .getByRole('link')
      .click();
    await expect(page).toHaveURL(/\/product\/\d+$/);
    await expect(catalog.getByText('Fits your Frostline FR-GF100')).toBeVisible();
    await expect(
      catalog.getByRole('region', { name: 'Fits these models' }).getByRole('link', {
        name: 'Frostline FR-GF100',
      }),
    ).toHaveAttribute('href', '/models/1');
    // Server-rendered: the first HTML already lists the models and names them in the JSON-LD.
    const served = await (await page.request.get(page.url())).text();
    expect(served).toContain('Fits these models');
    expect(served).toMatch(
      /"isAccessoryOrSparePartFor":\[\{"@type":"Product"[^\]]*"model":"FR-GF100"/,
    );

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Products' })
      .click();
    const fitsMine = catalog.getByRole('switch', { name: 'Fits my equipment' });
    await fitsMine.click();
    await expect(page).toHaveURL(/\/product\?fits=1$/);
    // The furnace's 10 parts (the seed's FR-GF100): one page of 12 holds them all.
    await expect(catalog.getByRole('list', { name: 'Products' }).getByRole('article')).toHaveCount(
      10,
    );
    await expect(fitsMine).toBeChecked();
  });

  test('the brand A–Z filter keeps only the brands starting with the letter', async ({ page }) => {
    const brands = await apiData<ApiBrand[]>('/brands?limit=1000');
    const letter = brands
      .map((brand) => brand.name.charAt(0).toUpperCase())
      .find((first) => /[A-Z]/.test(first));
    if (!letter) throw new Error('no brand starts with a letter');

    await page.goto(storefront.stack.urlFor('/brands'));
    const grid = page.getByRole('list', { name: 'Brands' });
    await expect(grid.getByRole('button').first()).toBeVisible();
    await page
      .getByRole('group', { name: 'Filter brands by first letter' })
      .getByRole('button', { name: letter, exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`letter=${letter}`));

    const expected = brands
      .filter((brand) => brand.name.toUpperCase().startsWith(letter))
      .map((brand) => brand.name)
      .sort();
    await expect
      .poll(async () =>
        (
          await grid
            .getByRole('button')
            .evaluateAll((cards) =>
              cards.map((card) => card.querySelector('strong')?.textContent ?? ''),
            )
        ).sort(),
      )
      .toEqual(expected);
  });

  test("/product/abc shows 'Invalid product ID'", async ({ page }) => {
    await page.goto(storefront.stack.urlFor('/product/abc'));
    await expect(remoteArea(page, 'catalog').getByText('Invalid product ID')).toBeVisible();
  });

  test('adding all of a low-stock product says the cart holds it all and disables Add to Cart', async ({
    page,
  }) => {
    const products = await apiData<ApiProduct[]>('/products?limit=100');
    let lowStock: { product: ApiProduct; onHand: number } | undefined;
    for (const product of products) {
      const onHand = await unitsOnHand(product.sku);
      if (onHand >= 1 && onHand <= 3) {
        lowStock = { product, onHand };
        break;
      }
    }
    if (!lowStock) throw new Error('the seed has no product with 1-3 units on hand');

    await page.goto(storefront.stack.urlFor(`/product/${lowStock.product.id}`));
    const catalog = remoteArea(page, 'catalog');
    const addToCart = catalog.getByRole('button', { name: 'Add to Cart' });
    for (let added = 1; added <= lowStock.onHand; added += 1) {
      await addToCart.click();
      await expectCartCount(page, added);
    }
    // Issue 25: no more 'In stock' and an enabled button once the cart holds every unit.
    const allInCart =
      lowStock.onHand === 1
        ? 'The only one in stock is in your cart'
        : `All ${lowStock.onHand} in stock are in your cart`;
    await expect(catalog.getByText(allInCart)).toBeVisible();
    await expect(catalog.getByText('In stock', { exact: true })).toHaveCount(0);
    await expect(addToCart).toBeDisabled();
    await expectCartCount(page, lowStock.onHand);
    // What the shopper added is saved: the next visit shows the same count, and says it again.
    await page.reload();
    await expectCartCount(page, lowStock.onHand);
    await expect(catalog.getByText(allInCart)).toBeVisible();
  });

  test('on hvac.localhost only HVAC-store products are shown', async ({ page }) => {
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
    await expect(grid.getByRole('article').first()).toBeVisible();
    const shown = await productIdsShown(page);
    expect(shown.length).toBeGreaterThan(0);

    const hvacIds = new Set(
      (await apiData<ApiProduct[]>('/products?limit=100', 'hvac')).map((product) => product.id),
    );
    for (const id of shown)
      expect(hvacIds.has(id), `product ${id} on hvac.localhost is not an HVAC-store product`).toBe(
        true,
      );
    // What the server rendered the page with came in the page, not over the browser's network.
    served.push(...(await productsInServerRender(page)));
    expect(served.length).toBeGreaterThan(0);
    for (const product of served)
      expect(product.store_id, `product ${product.id} came from ${product.store_id}`).toBe('hvac');
  });

  test('images reserve their size and load lazily below the fold', async ({ page }, testInfo) => {
    await recordLayoutShift(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(storefront.stack.urlFor('/product'));
    await expect(
      page.getByRole('list', { name: 'Products' }).getByRole('article').first(),
    ).toBeVisible();
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
    expect(
      images.some((image) => image.belowFold),
      'no image below the fold to check',
    ).toBe(true);
    for (const image of images) {
      expect(image.width && image.height, `${image.src} has no width/height`).toBeTruthy();
      if (image.belowFold) expect(image.loading, `${image.src} is not lazy`).toBe('lazy');
    }
    const shift = await layoutShiftOf(page);
    testInfo.annotations.push({
      type: 'cumulative layout shift of /product (shell included)',
      description: shift.toFixed(4),
    });
    console.log(`cumulative layout shift of /product (shell included): ${shift.toFixed(4)}`);
  });
});

test.describe('catalogue details', () => {
  for (const width of [1280, 390]) {
    test(`a page of 12 products fills every row at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(storefront.stack.urlFor('/product'));
      const grid = page.getByRole('list', { name: 'Products' });
      await expect(grid.getByRole('article')).toHaveCount(12);
      const columns = await grid.evaluate(
        (list) => getComputedStyle(list).gridTemplateColumns.split(' ').length,
      );
      expect(columns).toBeGreaterThanOrEqual(2);
      expect(12 % columns, `${columns} columns leave a gap on the last row`).toBe(0);
    });
  }

  test('a discounted 4-digit price and its badge wrap inside the card instead of being clipped', async ({
    page,
  }) => {
    // Only the HVAC store sells equipment dear enough.
    const dear = await findProduct(
      (product) => product.discount > 0 && product.price >= 1000,
      'hvac',
    );
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(
      storefront.stack.urlFor(`/product?search=${encodeURIComponent(dear.name)}`, 'hvac.localhost'),
    );
    const card = page.getByRole('article', { name: dear.name }).first();
    await expect(card.getByText(`-${dear.discount}%`)).toBeVisible();
    const overflow = await card.evaluate((article) => {
      const box = article.getBoundingClientRect();
      const price = article.querySelector('s')?.parentElement;
      return [...(price?.children ?? [])].filter((part) => {
        const edge = part.getBoundingClientRect();
        return edge.right > box.right || edge.bottom > box.bottom;
      }).length;
    });
    expect(overflow, 'price parts outside the card').toBe(0);
  });

  test('the product JSON-LD offers the discounted price the page shows', async ({ page }) => {
    const discounted = await findProduct((product) => product.discount > 0);
    await page.goto(storefront.stack.urlFor(`/product/${discounted.id}`));
    const shown = await remoteArea(page, 'catalog')
      // The product's own price comes first; related products' cards follow it.
      .getByLabel('Discounted price')
      .first()
      .innerText();
    const jsonLd = page.locator('script[type="application/ld+json"]');
    await expect(jsonLd).toHaveCount(1);
    // The product, then its breadcrumb trail.
    const [product, breadcrumb] = JSON.parse((await jsonLd.textContent()) ?? '[]') as [
      { '@type': string; offers: { price: string; priceCurrency: string } },
      { '@type': string },
    ];
    expect([product['@type'], breadcrumb['@type']]).toEqual(['Product', 'BreadcrumbList']);
    const offer = product.offers;
    expect(`$${Number(offer.price).toLocaleString('en-US', { minimumFractionDigits: 2 })}`).toBe(
      shown,
    );
    expect(offer.priceCurrency).toBe('USD');
  });

  test("a sold-out product offers a disabled 'Out of stock' button, not Add to Cart", async ({
    page,
  }) => {
    const soldOut = await findProduct((product) => !product.inStock);
    await page.goto(storefront.stack.urlFor(`/product/${soldOut.id}`));
    const catalog = remoteArea(page, 'catalog');
    await expect(catalog.getByRole('button', { name: 'Out of stock' })).toBeDisabled();
    await expect(catalog.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);
  });
});

test.describe('issue 25: telling products apart and finding the way on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('cards show their 30 characters, the filter strip shows it scrolls, and the image zooms by tap and by keyboard', async ({
    page,
  }) => {
    await page.goto(storefront.stack.urlFor('/product'));
    const grid = page.getByRole('list', { name: 'Products' });
    await expect(grid.getByRole('article')).toHaveCount(12);
    // Nothing of a card's (at most 30-character) name is clipped by the card.
    const clipped = await grid
      .locator('article h2')
      .evaluateAll((titles) =>
        titles
          .filter(
            (title) =>
              title.scrollWidth > title.clientWidth + 1 ||
              title.scrollHeight > title.clientHeight + 1,
          )
          .map((title) => title.textContent),
      );
    expect(clipped, 'card names cut by the layout').toEqual([]);
    // The category chips run past the screen's edge: an arrow says there is more, and scrolls.
    const moreCategories = page.getByTitle('Scroll filter by category for more');
    await expect(moreCategories).toBeVisible();
    await moreCategories.click();
    await expect(page.getByTitle('Scroll filter by category back')).toBeVisible();

    await grid.getByRole('article').first().getByRole('link').click();
    const zoom = remoteArea(page, 'catalog').getByRole('button', {
      name: 'Zoom the product image',
    });
    const image = zoom.locator('img');
    await zoom.tap();
    await expect(zoom).toHaveAttribute('aria-pressed', 'true');
    await expect(image).toHaveCSS('transform', 'matrix(2, 0, 0, 2, 0, 0)');
    await zoom.tap();
    await expect(zoom).toHaveAttribute('aria-pressed', 'false');
    await expect(image).toHaveCSS('transform', 'none');

    await zoom.focus();
    await page.keyboard.press('Enter');
    await expect(zoom).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Escape');
    await expect(zoom).toHaveAttribute('aria-pressed', 'false');
    await expect(image).toHaveCSS('transform', 'none');
  });
});

test('issue 37: a category narrows by a spec choice and In stock only, kept in the URL through a reload', async ({
  page,
}) => {
  const [capacitors] = await apiData<{ id: number; name: string; productCount: number }[]>(
    '/categories?search=Capacitors',
    'hvac',
  );
  await page.goto(storefront.stack.urlFor(`/categories/${capacitors!.id}`, 'hvac.localhost'));
  const catalog = remoteArea(page, 'catalog');
  const shownCount = async () => (await productIdsShown(page)).length;
  await expect.poll(shownCount).toBe(Math.min(capacitors!.productCount, 12));

  const filters = catalog.getByRole('region', { name: 'Filters' });
  // The boxes show the URL: a click navigates and the box is ticked once the new URL renders, so
  // click and wait for it (check() wants the box ticked the moment the click ends).
  const volts440 = filters.getByRole('checkbox', { name: /^440 V \(\d+\)$/ });
  await volts440.click();
  await expect(page).toHaveURL(/[?&]spec\.voltage=440(&|$)/);
  await expect(volts440).toBeChecked();
  const inStockOnly = filters.getByRole('checkbox', { name: /^In stock only/ });
  await inStockOnly.click();
  await expect(page).toHaveURL(/spec\.voltage=440&inStock=true/);
  await expect(inStockOnly).toBeChecked();
  // The narrowed list, not the moment between lists: while the new page loads no card shows, and
  // 0 is also "fewer than before" (under the full suite's load the snapshot was taken then).
  await expect
    .poll(async () => {
      const count = await shownCount();
      return count > 0 && count < capacitors!.productCount;
    })
    .toBe(true);
  const shown = await productIdsShown(page);
  for (const id of shown) {
    const product = await apiData<{ inStock: boolean; attributes: Record<string, string> }>(
      `/products/${id}`,
      'hvac',
    );
    expect(product.attributes.voltage, `product ${id}`).toBe('440 V');
    expect(product.inStock, `product ${id}`).toBe(true);
  }
  await expect(catalog.getByRole('link', { name: 'Remove Voltage: 440 V' })).toBeVisible();

  await page.reload();
  await expect(filters.getByRole('checkbox', { name: /^440 V/ })).toBeChecked();
  await expect(filters.getByRole('checkbox', { name: /^In stock only/ })).toBeChecked();
  await expect.poll(() => productIdsShown(page)).toEqual(shown);
});

test.describe('issue 36: brand and category pages on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a brand page shows the brand's name and its whole description", async ({ page }) => {
    const [brand] = await apiData<ApiBrand[]>('/brands?limit=1');
    await page.goto(storefront.stack.urlFor(`/brands/${brand!.id}`));
    const header = remoteArea(page, 'catalog').locator('header');
    await expect(header.getByRole('heading', { level: 1, name: brand!.name })).toBeInViewport({
      ratio: 1,
    });
    // Whole: nothing of it cut by the header, both ends in view.
    await expect(header.locator('p')).toBeInViewport({ ratio: 1 });
  });

  test('a category page shows its description and a Categories disclosure above the products', async ({
    page,
  }) => {
    await page.goto(storefront.stack.urlFor('/categories/2'));
    const catalog = remoteArea(page, 'catalog');
    const grid = catalog.getByRole('list', { name: 'Category products' });
    await expect(grid.getByRole('article').first()).toBeVisible();
    const gridTop = (await boxOf(grid)).top;
    const descriptionText = catalog.locator('header p');
    await expect(descriptionText).toBeInViewport({ ratio: 1 });
    const description = await boxOf(descriptionText);
    expect(description.bottom, 'the description ends above the grid').toBeLessThanOrEqual(gridTop);

    const disclosure = catalog.getByText('Categories', { exact: true });
    const disclosureBox = await boxOf(disclosure);
    expect(disclosureBox.top, 'the disclosure follows the description').toBeGreaterThanOrEqual(
      description.bottom,
    );
    expect(disclosureBox.bottom, 'the disclosure comes before the grid').toBeLessThanOrEqual(
      gridTop,
    );
    await disclosure.click();
    const tree = catalog.getByRole('navigation', { name: 'Categories' });
    await expect(tree.getByRole('link', { name: 'Controls & Thermostats' })).toBeInViewport();
  });
});

test.describe('issue 37: the vehicle selector on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("on an automotive category page a year, make, model and engine lead to that vehicle's parts", async ({
    page,
  }) => {
    const [brakes] = await apiData<{ id: number }[]>('/categories?search=Brake%20Pads', 'parts');
    await page.goto(storefront.stack.urlFor(`/categories/${brakes!.id}`, 'parts.localhost'));
    const selector = remoteArea(page, 'catalog').getByRole('region', { name: 'Shop by vehicle' });
    // The seed's Kestrel Lark: a 1.5 L from 2012 and a 1.8 L from 2013, both built in 2018.
    for (const [label, choice] of [
      ['Year', '2018'],
      ['Make', 'Kestrel'],
      ['Model', 'Lark'],
      ['Engine', '1.5L L4 Gas'],
    ] as const) {
      const select = selector.getByRole('combobox', { name: label });
      await expect(select).toBeEnabled();
      await expect(select.getByRole('option', { name: choice })).toHaveCount(1);
      await select.selectOption(choice);
      // Each select fits the phone's width whole.
      await expect(select).toBeInViewport({ ratio: 1 });
    }
    const chosen = selector.getByRole('region', { name: 'Chosen equipment' });
    await expect(chosen.getByText('2018 Kestrel Lark 1.5L L4 Gas')).toBeVisible();
    await chosen.getByRole('link', { name: 'Shop parts for this vehicle' }).click();

    await expect(page).toHaveURL(/\/models\/\d+$/);
    const catalog = remoteArea(page, 'catalog');
    await expect(catalog.getByRole('heading', { level: 1 })).toHaveText(
      'Kestrel Lark 1.5L L4 Gas 2012-2021',
    );
    const brakeParts = catalog.getByRole('region', { name: 'Brakes' });
    await expect(brakeParts.getByRole('link').first()).toHaveText(/Brake|Rotor/);
  });
});

test('the SKU and the extra attributes of a product line up in one column', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const [product] = await apiData<ApiProduct[]>('/products?limit=1');
  await page.goto(storefront.stack.urlFor(`/product/${product!.id}`));
  const catalog = remoteArea(page, 'catalog');
  const skuValue = catalog.locator('dl[aria-label="Product attributes"] dd').first();
  const firstExtraValue = catalog.locator('dl[aria-label="Extra attributes"] dd').first();
  await expect(firstExtraValue).toBeVisible();
  const [skuBox, extraBox] = await Promise.all([
    skuValue.boundingBox(),
    firstExtraValue.boundingBox(),
  ]);
  expect(extraBox?.x, 'left edge of the extra attributes’ values').toBe(skuBox?.x);
});
