// Renders catalogue components the way the host does: shared store and providers, a router, and
// a fake store API behind the one API client.
import type { ReactElement } from 'react';
import { createMemoryStorage, createStoreContext, type FetchLike } from '@storefront/platform';
import { type StoreId } from '@storefront/contract';
import { renderInShop } from '@storefront/platform/testing';
import { createFakeStoreApi, type FakeCatalog } from './fake-store-api';
import { SAMPLE_API_URL } from './fake-sample-api';
import { startRuntime } from '../../app/runtime';

interface RenderCatalogOptions {
  /** The route pattern the element is mounted on, e.g. '/product/:id'. */
  path?: string;
  /** The URL the test starts on. */
  url?: string;
  /** Pages visited before `url` on this site (none: `url` was opened directly). */
  history?: string[];
  catalog?: FakeCatalog;
  storeId?: StoreId;
  /** Mock mode: the catalogue comes from this sample API's `fetch` (no delays). */
  sampleApi?: { fetch: FetchLike };
}

/** A store context over a fake store API (or mock mode's sample API), as the host makes one. */
export function createCatalogStoreContext(
  options: Pick<RenderCatalogOptions, 'catalog' | 'storeId' | 'sampleApi'> = {},
) {
  const { catalog = {}, storeId = 'default', sampleApi } = options;
  const api = createFakeStoreApi(catalog);
  const storeContext = createStoreContext({
    storeId,
    fetch: sampleApi?.fetch ?? api.fetch,
    storage: createMemoryStorage(),
    env: sampleApi
      ? { apiBaseUrl: 'http://api.test', catalogSource: 'mock', mockApiUrl: SAMPLE_API_URL }
      : { apiBaseUrl: 'http://api.test' },
    mockDelaysMs: { product: 0, byCategory: 0 },
    syncAcrossTabs: false,
  });
  return { storeContext, api };
}

export function renderCatalog(element: ReactElement, options: RenderCatalogOptions = {}) {
  const { path = '/', url = path, history = [] } = options;
  const { storeContext, api } = createCatalogStoreContext(options);
  // As on the page: catalog's runtime registers mock mode's catalogue source at start-up and
  // sends the opened page's first catalogue read.
  startRuntime(storeContext, new URL(url, 'http://shop.test').pathname);
  return { ...renderInShop(element, { storeContext, url, history, path }), api };
}
