// Issue 16: mock mode (CATALOG_SOURCE=mock) in Chromium: each store's catalogue comes from the
// sample product API's offline stand-in (mock-product-api), through the real HTTP code; add to
// cart still checks stock; a sample API that is down gets SPEC §8's trouble message.
import {
  expect,
  expectCartCount,
  headerLink,
  remoteArea,
  test,
  useStorefront,
} from '../lib/storefront';

// No store API: mock mode is how front-end teams work on the catalogue without a back end.
const storefront = useStorefront({ api: false, paymentSandbox: false, mockCatalog: true });

/** One product per store, of a category that store sells (MOCK_STORE_CATEGORIES). */
const STORES = [
  {
    hostname: 'localhost',
    productCount: 20,
    product: { id: 1, title: 'Fjallraven - Foldsack No. 1 Backpack, Fits 15 Laptops' },
  },
  {
    hostname: 'hvac.localhost',
    productCount: 6,
    product: { id: 9, title: 'WD 2TB Elements Portable External Hard Drive - USB 3.0' },
  },
  {
    hostname: 'parts.localhost',
    productCount: 16,
    product: { id: 15, title: "BIYLACLESEN Women's 3-in-1 Snowboard Jacket Winter Coats" },
  },
];

test.describe('mock mode', () => {
  for (const { hostname, productCount, product } of STORES) {
    test(`${hostname}: home, product list, product page and add to cart from the sample API`, async ({
      page,
    }) => {
      const catalog = remoteArea(page, 'catalog');
      await page.goto(storefront.stack.urlFor('/', hostname));
      const featured = catalog.getByRole('list', { name: 'Featured Products' });
      await expect(featured.getByRole('article')).toHaveCount(Math.min(9, productCount));
      // Images come from the sample API (the stand-in's SVGs), allowed by the CSP.
      await expect(featured.locator('img').first()).toHaveAttribute(
        'src',
        new RegExp(`^${storefront.stack.mockApiUrl}/img/`),
      );

      await headerLink(page, 'Products').click();
      const list = catalog.getByRole('list', { name: 'Products' });
      await expect(list.getByRole('article')).toHaveCount(Math.min(12, productCount));

      await page.goto(storefront.stack.urlFor(`/product/${product.id}`, hostname));
      await expect(catalog.getByRole('heading', { level: 1 })).toHaveText(product.title);
      await expect(catalog.getByRole('link', { name: 'Sample Products' }).first()).toBeVisible();
      await catalog.getByRole('button', { name: 'Add to Cart' }).click();
      await expect(page.getByText('Added to cart').first()).toBeVisible();
      await expectCartCount(page, 1);

      // The cart keeps the line in the browser (the store API does not know mock products).
      await page.goto(storefront.stack.urlFor('/cart', hostname));
      const cart = remoteArea(page, 'cartCheckout');
      await expect(cart.getByRole('listitem', { name: product.title })).toBeVisible();
      await expect(cart.getByRole('button', { name: 'Proceed to Checkout' })).toBeEnabled();
    });
  }

  test('a product of a category the store does not sell is not available in it', async ({
    page,
  }) => {
    await page.goto(storefront.stack.urlFor('/product/1', 'hvac.localhost'));
    await expect(remoteArea(page, 'catalog').getByRole('heading', { level: 1 })).toHaveText(
      'Sorry, this product is not available in your selected store.',
    );
  });

  // Last: it stops the stand-in for the rest of the file.
  test('with the sample API down, the product page says it has trouble loading', async ({
    page,
  }) => {
    await storefront.stack.stopMockProductApi();
    await page.goto(storefront.stack.urlFor('/product/3'));
    await expect(remoteArea(page, 'catalog').getByRole('heading', { level: 1 })).toHaveText(
      "We're having trouble loading this product right now. Please try again later.",
    );
  });
});
