// Renders a component inside the shop's providers with a test store.
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { FetchLike } from '../api/api-client';
import type { StoreId } from '../domain';
import { createMemoryStorage } from '../lib/storage';
import { createStorefrontStore, type AppStore } from '../state/create-store';
import { StorefrontProviders } from '../ui/storefront-providers';

export function makeTestStore(options: { fetch?: FetchLike; storeId?: StoreId } = {}): AppStore {
  return createStorefrontStore({
    storage: createMemoryStorage(),
    env: { apiBaseUrl: 'http://api.test' },
    storeId: options.storeId ?? 'default',
    fetch: options.fetch,
    syncAcrossTabs: false,
  });
}

export function renderWithStore(
  ui: ReactElement,
  store: AppStore = makeTestStore(),
): RenderResult & { store: AppStore } {
  return { ...render(<StorefrontProviders store={store}>{ui}</StorefrontProviders>), store };
}
