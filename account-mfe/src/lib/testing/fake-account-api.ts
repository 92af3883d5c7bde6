// A stand-in for the store API's auth routes in page tests: answers per "METHOD /path" with the
// contract's JSON shapes (`{ data }`, errors as `{ error }`) and records each call's body.
import type { Customer, FetchLike } from '@storefront/shared';

export interface FakeAnswer {
  status: number;
  body?: unknown;
}

/** An answer, or a function of the request body giving one (e.g. echoing a saved record). */
export type FakeRoute = FakeAnswer | ((body: unknown) => FakeAnswer);

export interface FakeCall {
  route: string;
  body: unknown;
  headers: Record<string, string>;
}

export function makeCustomer(overrides: Partial<Customer> = {}): Customer {
  return {
    id: 7,
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.com',
    phone: '555-0100',
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

export function makeSession(customer: Customer = makeCustomer()) {
  return { token: 'session-token', expiresAt: '2030-01-01T00:00:00.000Z', customer };
}

/** A fake `fetch` over the routes given; anything else answers 404. */
export function createFakeAccountApi(routes: Record<string, FakeRoute>) {
  const calls: FakeCall[] = [];
  const fetch = (async (input: string, init: RequestInit = {}) => {
    const route = `${init.method ?? 'GET'} ${new URL(input).pathname.replace(/^\/store-api/, '')}`;
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ route, body, headers: init.headers as Record<string, string> });
    const handler = routes[route];
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
