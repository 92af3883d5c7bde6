// Test data for unit tests of this package and the packages built on it.
import type { Product } from '../domain';

export function makeProduct(overrides: Partial<Product> = {}): Product {
  const id = overrides.id ?? 1;
  return {
    id,
    name: `Product ${id}`,
    title: `Product ${id}`,
    description: 'A product',
    price: 10,
    discount: 0,
    category: 'Filters',
    categoryId: 3,
    brand: 'Acme',
    brandId: 2,
    brandLogo: 'http://localhost:4000/store-api/images/brand.svg',
    brand_image: 'http://localhost:4000/store-api/images/brand.svg',
    image: 'http://localhost:4000/store-api/images/p.svg',
    sku: `SKU-${id}`,
    inStock: true,
    rating: { rate: 4.5, count: 10 },
    createdAt: '2024-01-01T00:00:00.000Z',
    seasonalMonths: [],
    store_id: 'default',
    attributes: {},
    ...overrides,
  };
}

/** A fake `fetch` answering with JSON, recording each call. */
export function fakeFetch(
  answer: { status?: number; body?: unknown; headers?: Record<string, string> } = {},
) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    calls.push({ url, init });
    const text =
      answer.body === undefined
        ? ''
        : typeof answer.body === 'string'
          ? answer.body
          : JSON.stringify(answer.body);
    return {
      ok: (answer.status ?? 200) < 400,
      status: answer.status ?? 200,
      headers: new Headers(answer.headers ?? {}),
      text: async () => text,
    } as unknown as Response;
  });
  return { fetch, calls };
}
