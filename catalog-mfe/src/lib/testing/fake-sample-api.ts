// A stand-in for mock mode's sample product API in component tests: fakestoreapi.com's shapes,
// including its 200 with an empty body for an id it does not have.
import type { FetchLike } from '@storefront/platform';
import type { FakestoreProduct } from '../../mock-catalog';

export const SAMPLE_API_URL = 'http://sample-api.test';

/** A sample API product as the real service sends it, rating included. */
export type SampleItem = Required<FakestoreProduct>;

export function sampleItem(overrides: Partial<SampleItem> & Pick<SampleItem, 'id'>): SampleItem {
  return {
    title: `Sample product ${overrides.id}`,
    price: 10,
    description: 'A product of the sample API.',
    category: 'electronics',
    image: `${SAMPLE_API_URL}/img/${overrides.id}.svg`,
    rating: { rate: 4, count: 10 },
    ...overrides,
  };
}

/** A fake `fetch` of the sample API over `items`; `down` makes every call fail to connect. */
export function createFakeSampleApi(items: SampleItem[], options: { down?: boolean } = {}) {
  const calls: string[] = [];
  const categories = [...new Set(items.map((item) => item.category))].sort();
  const answer = (path: string): unknown => {
    if (path === '/products') return items;
    if (path === '/products/categories') return categories;
    const category = path.match(/^\/products\/category\/(.+)$/)?.[1];
    if (category) return items.filter((item) => item.category === decodeURIComponent(category));
    return items.find((item) => `/products/${item.id}` === path);
  };
  const fetch = (async (url: string) => {
    const path = url.slice(SAMPLE_API_URL.length);
    calls.push(path);
    if (options.down) throw new TypeError('Failed to fetch');
    const body = answer(path);
    const text = body === undefined ? '' : JSON.stringify(body);
    return { ok: true, status: 200, headers: new Headers(), text: async () => text };
  }) as unknown as FetchLike;
  return { fetch, calls };
}
