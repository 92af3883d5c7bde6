// Mock mode's catalogue (SPEC §1, §8, §9): answers the store API's catalogue requests from a
// sample product API in fakestoreapi.com's shape, mapped to our records. It is the one place that
// knows the two sources differ; endpoints and pages ask the store API's paths either way.
import {
  ApiError,
  ShopperFacingError,
  type ApiResponse,
  type CatalogSourceRequest,
  type MockDelays,
  type QueryValue,
} from '@storefront/platform';
import { type Brand, type Category, type Product, type StoreId } from '@storefront/contract';
import {
  MOCK_PRODUCT_MESSAGES,
  getFakestore,
  type FakestoreProduct,
  type FakestoreRequest,
} from './fakestore-client';
import { MOCK_DELAYS_MS } from './mock-delays';

/**
 * Which of the sample API's categories each store sells (null: all). A product of another
 * category is "not available in your selected store".
 */
export const MOCK_STORE_CATEGORIES: Record<StoreId, readonly string[] | null> = {
  default: null,
  hvac: ['electronics'],
  parts: ['electronics', "men's clothing", "women's clothing"],
};

/** The sample API has no brands: every product is of this one brand. */
export const MOCK_BRAND_ID = 1;
const MOCK_BRAND_NAME = 'Sample Products';

/** A mock product's SKU is this plus its id; its stock is its `rating.count`. */
const MOCK_SKU_PREFIX = 'MOCK-';

/** A store API path mock mode refuses: the store API cannot sell products it does not know. */
const CHECKOUT_PATHS = ['/checkout/create-session', '/process-payment'];
export const MOCK_CHECKOUT_REFUSAL =
  'Checkout is not available in mock mode: the store API does not know the sample products.';

/** True when mock mode answers this store API path (the rest still goes to the store API). */
export function isMockCatalogPath(path: string): boolean {
  const clean = path.split('?')[0] ?? '';
  return (
    /^\/(products|categories|brands|featured-products)(\/|$)/.test(clean) ||
    CHECKOUT_PATHS.includes(clean)
  );
}

/** The store API's answer to a catalogue request, built from the sample API. */
export async function mockCatalogRequest<T = unknown>(
  path: string,
  request: CatalogSourceRequest,
): Promise<ApiResponse<T>> {
  const answer = await route(path.split('?')[0] ?? '', new MockCatalogReader(request));
  return { status: 200, ...answer } as ApiResponse<T>;
}

type Answer = { data: unknown; total?: number };

async function route(path: string, reader: MockCatalogReader): Promise<Answer> {
  let match: RegExpMatchArray | null;
  if (CHECKOUT_PATHS.includes(path)) throw new ApiError(MOCK_CHECKOUT_REFUSAL, 409);
  if ((match = path.match(/^\/products\/inventories\/(.+)$/)))
    return { data: await reader.inventory(decodeURIComponent(match[1] ?? '')) };
  if ((match = path.match(/^\/products\/([^/]+)$/)))
    return { data: await reader.product(match[1]) };
  // The sample catalogue has no equipment models: no product fits one, none is known to.
  if (/^\/products\/[^/]+\/models$/.test(path)) return reader.page([]);
  if (/^\/products\/[^/]+\/fit$/.test(path)) return { data: [] };
  if (path === '/products') return reader.page(reader.text('fits') ? [] : await reader.products());
  if (path === '/featured-products') return { data: { products: await reader.featured() } };
  if (path === '/categories' || path === '/categories/tree') {
    const categories = await reader.categories();
    return path === '/categories' ? reader.page(categories) : { data: categories };
  }
  if ((match = path.match(/^\/categories\/(\d+)$/))) {
    const category = (await reader.categories()).find((item) => item.id === Number(match?.[1]));
    if (!category) throw new ApiError('Category not found', 404);
    return { data: category };
  }
  if (path === '/brands') {
    const search = reader.text('search').toLowerCase();
    const brand = await reader.brand();
    return reader.page(brand.name.toLowerCase().includes(search) ? [brand] : []);
  }
  if ((match = path.match(/^\/brands\/(\d+)$/)) && Number(match[1]) === MOCK_BRAND_ID)
    return { data: await reader.brand() };
  throw new ApiError('Not found', 404);
}

/** Reads and maps the sample API for one request of one store. */
class MockCatalogReader {
  private readonly http: FakestoreRequest;
  private readonly sold: readonly string[] | null;
  private readonly delays: MockDelays;
  private categoryList: Promise<string[]> | undefined;

  constructor(private readonly request: CatalogSourceRequest) {
    this.http = { baseUrl: request.settings.baseUrl, fetch: request.fetch, signal: request.signal };
    this.sold = MOCK_STORE_CATEGORIES[request.storeId];
    this.delays = request.settings.delaysMs ?? MOCK_DELAYS_MS;
  }

  text(name: string): string {
    const value = this.request.query?.[name] as QueryValue;
    return value === undefined || value === null ? '' : String(value).trim();
  }

  private number(name: string): number | undefined {
    const value = Number(this.text(name));
    return this.text(name) && Number.isInteger(value) ? value : undefined;
  }

  private sells(category: string): boolean {
    return this.sold === null || this.sold.includes(category);
  }

  /** Every category name of the sample API (its order gives the category ids, from 1). */
  categoryNames(): Promise<string[]> {
    this.categoryList ??= getFakestore<string[]>(this.http, '/products/categories');
    return this.categoryList;
  }

  async product(rawId: string | undefined): Promise<Product> {
    if (!/^\d+$/.test(rawId ?? '') || Number(rawId) < 1)
      throw new ShopperFacingError(MOCK_PRODUCT_MESSAGES.notFound, 400);
    await this.wait(this.delays.product);
    const [item, names] = await Promise.all([
      getFakestore<FakestoreProduct>(this.http, `/products/${rawId}`),
      this.categoryNames(),
    ]);
    if (!this.sells(item.category))
      throw new ShopperFacingError(MOCK_PRODUCT_MESSAGES.notInStore, 404);
    return toProduct(item, names, this.request.storeId);
  }

  /** The products the filters ask for (category, brand, search), of this store's categories. */
  async products(): Promise<Product[]> {
    const names = await this.categoryNames();
    const categoryId = this.number('categoryId') ?? this.number('parent_id');
    const category = categoryId === undefined ? undefined : names[categoryId - 1];
    if (categoryId !== undefined && !category) return [];
    await this.wait(category ? this.delays.byCategory : this.delays.product);
    const items = await getFakestore<FakestoreProduct[]>(
      this.http,
      category ? `/products/category/${encodeURIComponent(category)}` : '/products',
    );
    const brandId = this.number('brandId');
    // Every product is of the one mock brand: another brand has none.
    if (brandId !== undefined && brandId !== MOCK_BRAND_ID) return [];
    const search = this.text('search').toLowerCase();
    return items
      .filter((item) => this.sells(item.category))
      .filter((item) => item.title.toLowerCase().includes(search))
      .map((item) => toProduct(item, names, this.request.storeId));
  }

  /** GET /featured-products: the store's products in the strategy's order, `limit` of them. */
  async featured(): Promise<Product[]> {
    const products = await this.products();
    const byDescending = (score: (product: Product) => number) =>
      [...products].sort((a, b) => score(b) - score(a));
    const strategy = this.text('strategy');
    const ordered =
      strategy === 'topRated'
        ? byDescending((product) => product.rating.rate)
        : strategy === 'mostPopular'
          ? byDescending((product) => product.rating.count)
          : strategy === 'newest'
            ? byDescending((product) => product.id)
            : strategy === 'discounted'
              ? [] // the sample API has no discounts
              : strategy === 'seasonal'
                ? products // no seasons either: all year round
                : shuffled(products);
    return ordered.slice(0, this.number('limit') ?? 12);
  }

  /**
   * This store's categories, one level, with their product counts; with `productSearch` only those
   * holding products whose title has the text, counting those (as the store API does).
   */
  async categories(): Promise<Category[]> {
    const [names, items] = await Promise.all([
      this.categoryNames(),
      getFakestore<FakestoreProduct[]>(this.http, '/products'),
    ]);
    const search = this.text('search').toLowerCase();
    const productSearch = this.text('productSearch').toLowerCase();
    const counted = items.filter((item) => item.title.toLowerCase().includes(productSearch));
    return names
      .map((name, index) => ({ name, id: index + 1 }))
      .filter(({ name }) => this.sells(name) && name.toLowerCase().includes(search))
      .map(({ name, id }) => ({
        id,
        name: displayCategoryName(name),
        description: `Products of the sample API's "${name}" category.`,
        url: `/categories/${id}`,
        productCount: counted.filter((item) => item.category === name).length,
        is_active: true,
        level: 1,
        parent: null,
        children: [],
      }))
      .filter((category) => !productSearch || category.productCount > 0);
  }

  /** The one mock brand, with this store's categories as its product types. */
  async brand(): Promise<Brand> {
    const [names, items] = await Promise.all([
      this.categoryNames(),
      getFakestore<FakestoreProduct[]>(this.http, '/products'),
    ]);
    return {
      id: MOCK_BRAND_ID,
      name: MOCK_BRAND_NAME,
      description:
        'Mock mode: the sample product API has no brands, so every product is listed under this one.',
      logo: '',
      url: `/brands/${MOCK_BRAND_ID}`,
      product_types: names.filter((name) => this.sells(name)).map(displayCategoryName),
      productCount: items.filter((item) => this.sells(item.category)).length,
    };
  }

  /** Units on hand of a mock SKU: the product's `rating.count` (see MOCK_SKU_PREFIX). */
  async inventory(sku: string): Promise<{ sku: string; total_on_hand: number }> {
    const id = sku.startsWith(MOCK_SKU_PREFIX) ? sku.slice(MOCK_SKU_PREFIX.length) : '';
    if (!/^\d+$/.test(id)) throw new ApiError(`No inventory for SKU ${sku}`, 404);
    const item = await getFakestore<FakestoreProduct>(this.http, `/products/${id}`);
    return { sku, total_on_hand: this.sells(item.category) ? (item.rating?.count ?? 0) : 0 };
  }

  /** A list answer: the `_start`/`limit` page of the rows and their total. */
  page<T>(rows: T[]): Answer {
    const start = this.number('_start') ?? 0;
    const limit = this.number('limit') ?? rows.length;
    return { data: rows.slice(start, start + limit), total: rows.length };
  }

  private wait(ms: number): Promise<void> {
    if (ms <= 0) return Promise.resolve();
    const { signal } = this.request;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(resolve, ms);
      signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(signal.reason);
      });
    });
  }
}

/** A sample API product as our Product: no discount, the one mock brand, stock from its rating. */
export function toProduct(
  item: FakestoreProduct,
  categoryNames: string[],
  storeId: StoreId,
): Product {
  const title = item.title.trim();
  const rating = { rate: item.rating?.rate ?? 0, count: item.rating?.count ?? 0 };
  return {
    id: item.id,
    name: title,
    title,
    description: item.description.trim(),
    price: Math.round(item.price * 100) / 100,
    discount: 0,
    category: displayCategoryName(item.category),
    categoryId: categoryNames.indexOf(item.category) + 1,
    brand: MOCK_BRAND_NAME,
    brandId: MOCK_BRAND_ID,
    brandLogo: '',
    brand_image: '',
    image: item.image,
    sku: `${MOCK_SKU_PREFIX}${item.id}`,
    inStock: rating.count > 0,
    unitsOnHand: rating.count,
    shippingClass: 'parcel',
    weightLb: 2,
    rating,
    createdAt: new Date(0).toISOString(),
    seasonalMonths: [],
    store_id: storeId,
    attributes: {},
  };
}

/** The random strategy: a Fisher-Yates shuffle of a copy. */
function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(Math.random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

/** "men's clothing" → "Men's Clothing". */
function displayCategoryName(name: string): string {
  return name.replace(/(^|\s)\p{L}/gu, (letter) => letter.toUpperCase());
}
