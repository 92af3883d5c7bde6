// Derives the API client's context (base URL, store, token, guest id) from the running store.
import { getStoreConfig, isStoreId } from '../domain';
import type { RuntimeEnv } from '../config/runtime-env';
import { MOCK_DELAYS_MS } from '../mock-catalog/mock-delays';
import type { KeyValueStorage } from '../lib/storage';
import type { SessionState } from '../state/session-slice';
import type { StoreState } from '../state/store-slice';
import type { ApiContext, FetchLike, MockDelays } from './api-client';

/** What the store hands to thunks and to the RTK Query base query (`extra`). */
export interface StorefrontExtra {
  env: RuntimeEnv;
  storage: KeyValueStorage;
  fetch?: FetchLike;
  /** Mock mode's delays (SPEC §9 when absent); tests set 0. */
  mockDelaysMs?: MockDelays;
}

/**
 * Tolerates a state without the core slices (a remote's test store built from its own reducer):
 * the call then simply goes out without identity headers.
 */
export function apiContextFromState(
  state: { store?: StoreState; session?: SessionState },
  extra: Partial<StorefrontExtra> | undefined,
): Partial<ApiContext> {
  const storeId = state.store?.id;
  const token = state.session?.token ?? null;
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
      delaysMs: extra.mockDelaysMs ?? MOCK_DELAYS_MS,
    };
  }
  return context;
}
