import { createMemoryStorage } from '../lib/storage';
import { createStoreContext } from '../state/create-store';
import { fakeFetch } from '../testing/fixtures';
import { catalogRequest } from './catalog-request';
import {
  CATALOG_SOURCE_WAIT_MS,
  registerCatalogSource,
  type CatalogSource,
  type CatalogSourceRequest,
} from './catalog-source';

function mockModeStore() {
  const storeApi = fakeFetch({ body: { data: { from: 'store api' } } });
  const storeContext = createStoreContext({
    storage: createMemoryStorage(),
    storeId: 'hvac',
    env: { apiBaseUrl: 'http://api.test', catalogSource: 'mock', mockApiUrl: 'http://sample.test' },
    fetch: storeApi.fetch,
    mockDelaysMs: { product: 0, byCategory: 0 },
    syncAcrossTabs: false,
  });
  return { storeContext, storeApiCalls: storeApi.calls };
}

/** A source answering /products itself and leaving every other path to the store API. */
function productsSource() {
  const requests: { path: string; request: CatalogSourceRequest }[] = [];
  const source: CatalogSource = {
    async request<T>(path: string, request: CatalogSourceRequest) {
      requests.push({ path, request });
      return path === '/products' ? { status: 200, data: ['sample product'] as T } : null;
    },
  };
  return { source, requests };
}

afterEach(() => jest.useRealTimers());

describe('the catalogue source of mock mode', () => {
  it("answers the catalogue paths from the source catalog's runtime registered, the rest from the store API", async () => {
    const { storeContext, storeApiCalls } = mockModeStore();
    const { source, requests } = productsSource();
    storeContext.dispatch(registerCatalogSource(source));

    await expect(catalogRequest('/products')).resolves.toMatchObject({ data: ['sample product'] });
    expect(requests[0]?.request).toMatchObject({
      storeId: 'hvac',
      settings: { baseUrl: 'http://sample.test', delaysMs: { product: 0, byCategory: 0 } },
    });
    await expect(catalogRequest('/cart')).resolves.toMatchObject({
      data: { from: 'store api' },
    });
    expect(storeApiCalls.map((call) => call.url)).toEqual(['http://api.test/store-api/cart']);
  });

  it('waits for a source registered after the request went out', async () => {
    const { storeContext } = mockModeStore();
    const { source } = productsSource();
    const answer = catalogRequest('/products');
    storeContext.dispatch(registerCatalogSource(source));
    await expect(answer).resolves.toMatchObject({ data: ['sample product'] });
  });

  it('fails like an unreachable server when no source comes within the wait, never hanging', async () => {
    jest.useFakeTimers();
    mockModeStore();
    const answer = catalogRequest('/products');
    const settled = expect(answer).rejects.toMatchObject({
      message: 'Something went wrong',
      status: 0,
    });
    await jest.advanceTimersByTimeAsync(CATALOG_SOURCE_WAIT_MS);
    await settled;
  });
});
