// Derives the API client's context (base URL, store, token, guest id) from the running store.
import { getStoreConfig, isStoreId } from '@storefront/contract';
import type { RuntimeEnv } from '@storefront/contract/runtime-env';
import type { KeyValueStorage } from '../lib/storage';
import type { SessionStatus } from '@storefront/contract/events';
import type { ApiContext, CatalogSourceSlot, FetchLike, MockDelays } from './api-client';

/** What the store hands to thunks and to the RTK Query base query (`extra`). */
export interface StorefrontExtra {
  env: RuntimeEnv;
  storage: KeyValueStorage;
  fetch?: FetchLike;
  /** Mock mode's delays (SPEC §9 when absent); tests set 0. */
  mockDelaysMs?: MockDelays;
  /** Mock mode's catalogue source, registered by catalog's runtime (catalog-source.ts). */
  catalogSource: CatalogSourceSlot;
  /** What the remotes' runtimes keep in step for this store context (createStoreContext's options). */
  sync: StoreContextSync;
}

export interface StoreContextSync {
  /** Follow what other tabs of the page save (the cart). */
  acrossTabs: boolean;
  /** Keep the server's copies of browser-held state (the cart) in step; never in mock mode. */
  withServer: boolean;
}

/**
 * What the API client reads of the running store: the identity fields of the core slices. Stated
 * here, not imported from state/, so the layers point one way (state/ builds on api/).
 */
export interface ApiIdentityState {
  store?: { id: string };
  session?: { status: SessionStatus; token: string | null; guestId: string | null };
}

/**
 * Tolerates a state without the core slices (a remote's test store built from its own reducer):
 * the call then simply goes out without identity headers.
 */
export function apiContextFromState(
  state: ApiIdentityState,
  extra: Partial<StorefrontExtra> | undefined,
): Partial<ApiContext> {
  const storeId = state.store?.id;
  const token = tokenInUse(state.session);
  const context: Partial<ApiContext> = {
    storeId,
    storeDomain: isStoreId(storeId) ? getStoreConfig(storeId).domain : null,
    token,
    guestId: token ? null : (state.session?.guestId ?? null),
  };
  if (extra?.env) context.baseUrl = extra.env.apiBaseUrl;
  if (extra?.fetch) context.fetch = extra.fetch;
  if (extra?.env?.catalogSource === 'mock' && extra.env.mockApiUrl) {
    context.mockCatalog = {
      baseUrl: extra.env.mockApiUrl,
      delaysMs: extra.mockDelaysMs,
      source: extra.catalogSource,
    };
  }
  return context;
}

/**
 * The token calls carry: a signed-in customer's, or the stored one being checked. A stored token
 * nobody could check (account's runtime did not start) stays unused: the shopper is a guest here.
 */
function tokenInUse(session: ApiIdentityState['session']): string | null {
  if (session?.status !== 'authenticated' && session?.status !== 'restoring') return null;
  return session.token;
}
