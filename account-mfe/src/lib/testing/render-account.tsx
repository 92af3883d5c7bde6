// Renders an account page the way the host does: the shared store and providers, a router, and
// a fake store API behind the one API client.
import type { ReactElement } from 'react';
import { createMemoryStorage, createStoreContext, loggedIn } from '@storefront/platform';
import { normalizeUser, type Customer } from '@storefront/contract';
import { renderInShop } from '@storefront/platform/testing';
import { createFakeAccountApi, type FakeRoute } from './fake-account-api';

interface RenderAccountOptions {
  /** The route pattern the page is mounted on, e.g. '/login'. */
  path: string;
  /** The URL the test starts on (defaults to `path`). */
  url?: string;
  routes?: Record<string, FakeRoute>;
  /** Signed in as this customer (token 'stored-token'). */
  signedInAs?: Customer;
}

export function renderAccount(page: ReactElement, options: RenderAccountOptions) {
  const { path, url = path, routes = {}, signedInAs } = options;
  const api = createFakeAccountApi(routes);
  const storage = createMemoryStorage({ default_guestId: 'guest_test' });
  const storeContext = createStoreContext({
    storeId: 'default',
    fetch: api.fetch,
    storage,
    env: { apiBaseUrl: 'http://api.test' },
    syncAcrossTabs: false,
  });
  if (signedInAs) {
    storeContext.dispatch(loggedIn({ user: normalizeUser(signedInAs), token: 'stored-token' }));
  }
  return { ...renderInShop(page, { storeContext, url, path }), api, storage };
}
