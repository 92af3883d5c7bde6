// Renders a component inside the shop's providers with a test store.
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { FetchLike } from '../api/api-client';
import type { KeyValueStorage } from '../lib/storage';
import type { StoreId } from '../domain';
import { createMemoryStorage } from '../lib/storage';
import { createStoreContext, type StoreContext } from '../state/create-store';
import { StorefrontProviders } from '../ui/storefront-providers';

export function makeTestStoreContext(
  options: { fetch?: FetchLike; storeId?: StoreId; storage?: KeyValueStorage } = {},
): StoreContext {
  return createStoreContext({
    storage: options.storage ?? createMemoryStorage(),
    env: { apiBaseUrl: 'http://api.test' },
    storeId: options.storeId ?? 'default',
    fetch: options.fetch,
    syncAcrossTabs: false,
  });
}

export function renderWithStoreContext(
  ui: ReactElement,
  storeContext: StoreContext = makeTestStoreContext(),
): RenderResult & { storeContext: StoreContext } {
  return {
    ...render(<StorefrontProviders storeContext={storeContext}>{ui}</StorefrontProviders>),
    storeContext,
  };
}
