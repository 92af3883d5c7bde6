import { createMemoryStorage } from '../lib/storage';
import { createStoreContext } from '../state/create-store';
import { loggedIn } from '../state/session-slice';
import { fakeFetch } from '../testing/fixtures';
import { ApiError, apiRequest } from './api-client';
import { storeApi } from './store-api';

const context = {
  baseUrl: 'http://api.test',
  storeId: 'hvac',
  storeDomain: 'comfortairhvacsupply.com',
};

describe('apiRequest', () => {
  it('calls {base}/store-api{path} with the query and the store headers', async () => {
    const { fetch, calls } = fakeFetch({ body: { data: [] } });
    await apiRequest('/products', {
      query: { categoryId: 3, search: '', brandId: undefined, limit: 12 },
      context: { ...context, guestId: 'guest_1' },
      fetch,
    });
    expect(calls[0]?.url).toBe('http://api.test/store-api/products?categoryId=3&limit=12');
    expect(calls[0]?.init.headers).toEqual({
      Accept: 'application/json',
      'X-Store-ID': 'hvac',
      'X-Store-Domain': 'comfortairhvacsupply.com',
      'X-Guest-ID': 'guest_1',
    });
  });

  it('sends JSON bodies and the bearer token instead of the guest id', async () => {
    const { fetch, calls } = fakeFetch({ body: { data: { ok: true } } });
    await apiRequest('/auth/orders/5/cancel', {
      method: 'POST',
      body: { reason: 'Ordered twice' },
      context: { ...context, token: 'abc', guestId: 'guest_1' },
      fetch,
    });
    const headers = calls[0]?.init.headers as Record<string, string>;
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers.Authorization).toBe('Bearer abc');
    expect(headers['X-Guest-ID']).toBeUndefined();
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.body).toBe('{"reason":"Ordered twice"}');
  });

  it('reads the total from x-total-count and unwraps data', async () => {
    const { fetch } = fakeFetch({
      body: { data: [{ id: 1 }], total: 99 },
      headers: { 'x-total-count': '35' },
    });
    await expect(apiRequest('/brands', { context, fetch })).resolves.toEqual({
      data: [{ id: 1 }],
      total: 35,
      status: 200,
    });
  });

  it("passes a search's corrected text (didYouMean) on with the list", async () => {
    const { fetch } = fakeFetch({
      body: { data: [{ id: 1 }], total: 1, didYouMean: 'contactor' },
      headers: { 'x-total-count': '1' },
    });
    await expect(apiRequest('/products', { context, fetch })).resolves.toEqual({
      data: [{ id: 1 }],
      total: 1,
      didYouMean: 'contactor',
      status: 200,
    });
  });

  it('returns bodies without a data field whole', async () => {
    const { fetch } = fakeFetch({ body: { sku: 'A-1', total_on_hand: 4 } });
    const answer = await apiRequest('/products/inventories/A-1', { context, fetch });
    expect(answer.data).toEqual({ sku: 'A-1', total_on_hand: 4 });
    expect(answer.total).toBeUndefined();
  });

  it("fails with the server's error text", async () => {
    const { fetch } = fakeFetch({ status: 404, body: { error: 'Product not found' } });
    const failure = apiRequest('/products/9', { context, fetch });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ message: 'Product not found', status: 404 });
  });

  it("fails with 'Something went wrong' when the server gives no text", async () => {
    const { fetch } = fakeFetch({ status: 500, body: '<html>oops</html>' });
    await expect(apiRequest('/products', { context, fetch })).rejects.toThrow(
      'Something went wrong',
    );
  });

  it("fails with 'Something went wrong' when the server cannot be reached", async () => {
    const fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiRequest('/products', { context, fetch })).rejects.toMatchObject({
      message: 'Something went wrong',
      status: 0,
    });
  });

  it('takes its context from the running store', async () => {
    const { fetch, calls } = fakeFetch({ body: { data: [] } });
    const storeContext = createStoreContext({
      storage: createMemoryStorage(),
      env: { apiBaseUrl: 'http://store-api.test/' },
      storeId: 'parts',
      fetch,
      syncAcrossTabs: false,
    });
    storeContext.dispatch(
      loggedIn({ user: { id: 1, first_name: 'A', last_name: 'B', email: 'a@b.c' }, token: 'tk' }),
    );
    await apiRequest('/auth/orders');
    expect(calls[0]?.url).toBe('http://store-api.test/store-api/auth/orders');
    expect(calls[0]?.init.headers).toMatchObject({
      'X-Store-ID': 'parts',
      'X-Store-Domain': 'gulfcoastpartsdepot.com',
      Authorization: 'Bearer tk',
    });
  });
});

describe('storeApi', () => {
  const productsApi = storeApi.injectEndpoints({
    endpoints: (build) => ({
      listThings: build.query<{ data: { id: number }[]; total?: number }, { limit: number }>({
        query: (params) => ({ url: '/things', params }),
      }),
    }),
  });

  it('answers injected endpoints with { data, total } and readable errors', async () => {
    const ok = fakeFetch({ body: { data: [{ id: 1 }] }, headers: { 'x-total-count': '12' } });
    const storeContext = createStoreContext({
      storage: createMemoryStorage(),
      env: { apiBaseUrl: 'http://api.test' },
      storeId: 'default',
      fetch: ok.fetch,
      syncAcrossTabs: false,
    });
    const result = await storeContext.dispatch(
      productsApi.endpoints.listThings.initiate({ limit: 5 }),
    );
    expect(result.data).toEqual({ data: [{ id: 1 }], total: 12 });
    expect(ok.calls[0]?.url).toBe('http://api.test/store-api/things?limit=5');
    expect(ok.calls[0]?.init.headers).toMatchObject({ 'X-Store-ID': 'default' });

    const failing = fakeFetch({ status: 400, body: { error: 'limit must be at most 100' } });
    const other = createStoreContext({
      storage: createMemoryStorage(),
      env: { apiBaseUrl: 'http://api.test' },
      storeId: 'default',
      fetch: failing.fetch,
      syncAcrossTabs: false,
    });
    const failed = await other.dispatch(productsApi.endpoints.listThings.initiate({ limit: 500 }));
    expect(failed.error).toEqual({ status: 400, message: 'limit must be at most 100' });
  });
});
