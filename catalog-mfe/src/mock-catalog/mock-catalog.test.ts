import type { CatalogSourceRequest, FetchLike } from '@storefront/platform';
import type { Category, Product, StoreId } from '@storefront/contract';
import { MOCK_PRODUCT_MESSAGES } from './fakestore-client';
import { isMockCatalogPath, mockCatalogRequest } from './mock-catalog';
import categories from './recorded/categories.json';
import electronics from './recorded/category-electronics.json';
import productOne from './recorded/product-1.json';
import products from './recorded/products.json';

const BASE_URL = 'https://fakestoreapi.test';

/** The real service's recorded answers by path; a function stands for a failure. */
type Recorded = Record<string, unknown>;

const RECORDED: Recorded = {
  '/products': products,
  '/products/categories': categories,
  '/products/1': productOne,
  '/products/5': products[1],
  '/products/9': products[2],
  '/products/category/electronics': electronics,
};

function sampleApi(answers: Recorded = RECORDED, status = 200) {
  const calls: string[] = [];
  const fetch = (async (url: string) => {
    const path = url.slice(BASE_URL.length);
    calls.push(path);
    if (status === 0) throw new TypeError('Failed to fetch');
    // The real service answers an id it does not have with 200 and an empty body.
    const text = path in answers ? JSON.stringify(answers[path]) : '';
    return { ok: status < 400, status, text: async () => text, headers: new Headers() };
  }) as unknown as FetchLike;
  return { fetch, calls };
}

const noDelays: CatalogSourceRequest['settings'] = {
  baseUrl: BASE_URL,
  delaysMs: { product: 0, byCategory: 0 },
};

function request(
  path: string,
  api: { fetch: FetchLike },
  options: { storeId?: StoreId; query?: Record<string, string | number> } = {},
  settings = noDelays,
) {
  return mockCatalogRequest<unknown>(path, {
    settings,
    storeId: options.storeId ?? 'default',
    fetch: api.fetch,
    query: options.query,
  });
}

describe('mock catalogue over the sample product API', () => {
  it('maps a recorded product to our Product: dollars kept, no discount, stock from the rating', async () => {
    const { data } = await request('/products/1', sampleApi());
    expect(data).toMatchObject<Partial<Product>>({
      id: 1,
      name: 'Fjallraven - Foldsack No. 1 Backpack, Fits 15 Laptops',
      title: 'Fjallraven - Foldsack No. 1 Backpack, Fits 15 Laptops',
      price: 109.95,
      discount: 0,
      category: "Men's Clothing",
      categoryId: 3,
      brand: 'Sample Products',
      brandId: 1,
      image: 'https://fakestoreapi.com/img/81fPKd-2AYL._AC_SL1500_.jpg',
      sku: 'MOCK-1',
      inStock: true,
      rating: { rate: 3.9, count: 120 },
      store_id: 'default',
    });
  });

  it('has no equipment models: no product fits one, and a fits filter finds nothing', async () => {
    expect(await request('/products/1/models', sampleApi())).toMatchObject({ data: [], total: 0 });
    expect(
      await request('/products/1/fit', sampleApi(), { query: { models: '28' } }),
    ).toMatchObject({ data: [] });
    expect(await request('/products', sampleApi(), { query: { fits: '28' } })).toMatchObject({
      data: [],
      total: 0,
    });
  });

  it('trims the titles the service sends with trailing spaces', async () => {
    const { data } = await request('/products/9', sampleApi());
    expect((data as Product).title).toBe('WD 2TB Elements Portable External Hard Drive - USB 3.0');
  });

  it("answers the service's empty-body 200 for a missing id as 'no longer available'", async () => {
    await expect(request('/products/404', sampleApi())).rejects.toMatchObject({
      status: 404,
      message: MOCK_PRODUCT_MESSAGES.gone,
    });
  });

  it.each([
    ['unreachable', 0],
    ['a server error', 503],
  ])('answers %s with the trouble message', async (_case, status) => {
    await expect(request('/products/1', sampleApi(RECORDED, status))).rejects.toMatchObject({
      message: MOCK_PRODUCT_MESSAGES.trouble,
    });
  });

  it('refuses a product id that is not a number without asking the service', async () => {
    const api = sampleApi();
    await expect(request('/products/abc', api)).rejects.toMatchObject({
      message: MOCK_PRODUCT_MESSAGES.notFound,
    });
    expect(api.calls).toEqual([]);
  });

  it('says a product outside the store’s categories is not available in it', async () => {
    await expect(request('/products/1', sampleApi(), { storeId: 'hvac' })).rejects.toMatchObject({
      message: MOCK_PRODUCT_MESSAGES.notInStore,
    });
    await expect(request('/products/9', sampleApi(), { storeId: 'hvac' })).resolves.toBeDefined();
  });

  it('pages the product list of the store with its total', async () => {
    const { data, total } = await request('/products', sampleApi(), {
      storeId: 'parts',
      query: { limit: 2, _start: 1 },
    });
    // parts sells electronics and clothing, not jewellery: 3 of the 4 recorded products.
    expect(total).toBe(3);
    expect((data as Product[]).map((product) => product.id)).toEqual([9, 15]);
  });

  it('reads one category from /products/category/{name}, by the id of its place in the list', async () => {
    const api = sampleApi();
    const { data } = await request('/products', api, { query: { categoryId: 1 } });
    expect(api.calls).toContain('/products/category/electronics');
    expect((data as Product[]).map((product) => product.id)).toEqual([9]);
  });

  it('lists the store’s categories with their product counts', async () => {
    const { data } = await request('/categories', sampleApi(), { storeId: 'hvac' });
    expect(data).toEqual([
      expect.objectContaining({
        id: 1,
        name: 'Electronics',
        productCount: 1,
        url: '/categories/1',
      }),
    ]);
  });

  it("lists with productSearch only the categories holding the search's products, counting those", async () => {
    const { data } = await request('/categories', sampleApi(), {
      query: { productSearch: 'WOMEN' },
    });
    expect((data as Category[]).map(({ name, productCount }) => ({ name, productCount }))).toEqual([
      { name: 'Jewelery', productCount: 1 },
      { name: "Women's Clothing", productCount: 1 },
    ]);
  });

  it('has one brand with every product, since the service has none', async () => {
    const brands = await request('/brands', sampleApi());
    expect(brands.total).toBe(1);
    const { data } = await request('/products', sampleApi(), { query: { brandId: 1 } });
    expect(data).toHaveLength(4);
    await expect(request('/brands/2', sampleApi())).rejects.toMatchObject({ status: 404 });
  });

  it("checks a mock SKU's stock against its rating count", async () => {
    const { data } = await request('/products/inventories/MOCK-5', sampleApi());
    expect(data).toEqual({ sku: 'MOCK-5', total_on_hand: 400 });
  });

  it('refuses checkout: the store API does not know the sample products', async () => {
    expect(isMockCatalogPath('/checkout/create-session')).toBe(true);
    await expect(request('/checkout/create-session', sampleApi())).rejects.toMatchObject({
      status: 409,
    });
    expect(isMockCatalogPath('/cart/guest/guest_1')).toBe(false);
    expect(isMockCatalogPath('/auth/me')).toBe(false);
  });

  describe('delays (SPEC §9)', () => {
    const specDelays: CatalogSourceRequest['settings'] = {
      baseUrl: BASE_URL,
      delaysMs: { product: 1000, byCategory: 800 },
    };
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('waits 1000 ms before a product fetch', async () => {
      const api = sampleApi();
      const answer = request('/products/1', api, {}, specDelays);
      await jest.advanceTimersByTimeAsync(999);
      expect(api.calls).not.toContain('/products/1');
      await jest.advanceTimersByTimeAsync(1);
      await expect(answer).resolves.toMatchObject({ data: { id: 1 } });
    });

    it('waits 800 ms before a fetch by category', async () => {
      const api = sampleApi();
      const answer = request('/products', api, { query: { categoryId: 1 } }, specDelays);
      await jest.advanceTimersByTimeAsync(799);
      expect(api.calls).not.toContain('/products/category/electronics');
      await jest.advanceTimersByTimeAsync(1);
      await expect(answer).resolves.toMatchObject({ total: 1 });
    });

    it('waits them when the store context names no delays of its own', async () => {
      const api = sampleApi();
      const answer = request('/products/1', api, {}, { baseUrl: BASE_URL });
      await jest.advanceTimersByTimeAsync(999);
      expect(api.calls).not.toContain('/products/1');
      await jest.advanceTimersByTimeAsync(1);
      await expect(answer).resolves.toMatchObject({ data: { id: 1 } });
    });
  });
});

it('calls fetch unbound, as the browser requires of window.fetch', async () => {
  const api = sampleApi();
  const strictFetch = function (this: unknown, url: string) {
    if (this !== undefined && this !== globalThis) throw new TypeError('Illegal invocation');
    return api.fetch(url);
  } as FetchLike;
  await expect(request('/products/1', { fetch: strictFetch })).resolves.toMatchObject({
    data: { id: 1 },
  });
});
