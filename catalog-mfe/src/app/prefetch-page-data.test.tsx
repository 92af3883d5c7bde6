import { screen, waitFor } from '@testing-library/react';
import { makeProduct, makeProducts } from '../lib/testing/catalog-fixtures';
import { createCatalogStoreContext, renderCatalog } from '../lib/testing/render-catalog';
import { ProductDetailPage } from '../features/product-detail/components/product-detail-page';
import { startRuntime } from './runtime';

const lamp = makeProduct({ id: 7, name: 'Duct Lamp', sku: 'DL-7' });

describe("the runtime's first catalogue read", () => {
  it('asks for the opened product and the first page of the models it fits as the runtime starts', async () => {
    const { storeContext, api } = createCatalogStoreContext({ catalog: { products: [lamp] } });
    startRuntime(storeContext, '/product/7');
    await waitFor(() => expect(api.callsTo('/products/7')).toHaveLength(1));
    await waitFor(() => expect(api.callsTo('/products/7/models')).toHaveLength(1));
    expect(api.callsTo('/products/7/models')[0]?.search).toBe('?limit=10&_start=0');
    expect(api.calls).toHaveLength(2);
  });

  it("asks for the home page's featured products with the home page's arguments", async () => {
    const { storeContext, api } = createCatalogStoreContext({
      catalog: { products: makeProducts(12) },
    });
    startRuntime(storeContext, '/');
    await waitFor(() => expect(api.callsTo('/featured-products')).toHaveLength(1));
    const [call] = api.callsTo('/featured-products');
    expect(call?.searchParams.get('strategy')).toBe('random');
    expect(call?.searchParams.get('limit')).toBe('9');
  });

  it('asks nothing for other pages or a product path that names no product', async () => {
    for (const pathname of ['/cart', '/product', '/product/abc', '/product/7/extra', '/brands/3']) {
      const { storeContext, api } = createCatalogStoreContext({ catalog: { products: [lamp] } });
      startRuntime(storeContext, pathname);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(api.calls.map(String)).toEqual([]);
    }
  });

  it('the product page uses the read already sent: one request in all', async () => {
    const { api } = renderCatalog(<ProductDetailPage />, {
      path: '/product/:id',
      url: '/product/7',
      catalog: { products: [lamp], inventory: { 'DL-7': 3 } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Duct Lamp' })).toBeVisible();
    expect(api.callsTo('/products/7')).toHaveLength(1);
    expect(api.callsTo('/products/7/models')).toHaveLength(1);
  });
});
