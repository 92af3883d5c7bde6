// Test data for unit tests of this package and the packages built on it.
import type { FetchLike } from '../api/api-client';
import type { Customer, Product } from '@storefront/contract';

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
    unitsOnHand: 25,
    shippingClass: 'parcel',
    weightLb: 2,
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

/** A signed-in customer of the default store with a profile shipping address. */
export function makeCustomer(overrides: Partial<Customer> = {}): Customer {
  return {
    id: 7,
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.com',
    phone: '(512) 555-0100',
    shippingAddress: {
      street: '12 Main St, Apt 4',
      city: 'Austin',
      state: 'TX',
      postal_code: '78701',
      country: 'US',
    },
    billingAddress: null,
    billingAddresses: [],
    store_id: 'default',
    ...overrides,
  };
}

export interface FakeAnswer {
  status: number;
  body?: unknown;
}
/** An answer, or one computed from the request body. */
export type FakeRoute = FakeAnswer | ((body: unknown) => FakeAnswer);

/** A fake store API answering per "METHOD /path" (404 otherwise), recording each call's body. */
export function fakeStoreApi(answers: Record<string, FakeRoute>) {
  const calls: { route: string; body: unknown; headers: Record<string, string> }[] = [];
  const fetch = (async (input: string, init: RequestInit = {}) => {
    const route = `${init.method ?? 'GET'} ${new URL(input).pathname.replace(/^\/store-api/, '')}`;
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ route, body, headers: init.headers as Record<string, string> });
    const handler = answers[route];
    const answer = typeof handler === 'function' ? handler(body) : handler;
    const { status, body: payload } = answer ?? { status: 404, body: { error: 'Not Found' } };
    return {
      ok: status >= 200 && status < 300,
      status,
      headers: new Headers(),
      text: async () => (payload === undefined ? '' : JSON.stringify(payload)),
    } as unknown as Response;
  }) as FetchLike;
  /** The bodies sent to one route, e.g. `bodiesOf('PUT /auth/me')`. */
  const bodiesOf = (route: string) =>
    calls.filter((call) => call.route === route).map((call) => call.body);
  return { fetch, calls, bodiesOf };
}
