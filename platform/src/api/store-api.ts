// The one RTK Query API of the shop. It has no endpoints of its own: each remote injects the
// ones it needs with `storeApi.injectEndpoints`, so they all share one cache and one client.
import { createAction } from '@reduxjs/toolkit';
import {
  buildCreateApi,
  coreModule,
  reactHooksModule,
  type BaseQueryFn,
} from '@reduxjs/toolkit/query/react';
import { apiContextFromState, type ApiIdentityState, type StorefrontExtra } from './api-context';
import { catalogRequest } from './catalog-request';
import {
  errorMessage,
  isApiError,
  isShopperFacingError,
  type HttpMethod,
  type QueryParams,
} from './api-client';

/** A request of an endpoint: a path, or the path with method, query parameters and JSON body. */
export type StoreApiArgs =
  string | { url: string; method?: HttpMethod; params?: QueryParams; body?: unknown };

/** Every endpoint's raw result: the unwrapped `data` and the list `total` (x-total-count). */
export interface StoreApiResult<T = unknown> {
  data: T;
  total?: number;
  /** A search's corrected text (GET /products `didYouMean`). */
  didYouMean?: string;
}

/** Every endpoint's error: a readable message and the HTTP status (0 = unreachable). */
export interface StoreApiError {
  status: number;
  message: string;
  /** A text written for the shopper, to show as is (mock mode's product messages, SPEC §8). */
  shopperMessage?: string;
}

export const storeBaseQuery: BaseQueryFn<StoreApiArgs, StoreApiResult, StoreApiError> = async (
  args,
  api,
) => {
  const request = typeof args === 'string' ? { url: args } : args;
  const state = api.getState() as ApiIdentityState;
  try {
    const { data, total, didYouMean } = await catalogRequest(request.url, {
      method: request.method,
      query: request.params,
      body: request.body,
      signal: api.signal,
      context: apiContextFromState(state, api.extra as Partial<StorefrontExtra> | undefined),
    });
    return {
      data: {
        data,
        ...(total !== undefined && { total }),
        ...(didYouMean !== undefined && { didYouMean }),
      },
    };
  } catch (error) {
    const message = errorMessage(error);
    return {
      error: {
        status: isApiError(error) ? error.status : 0,
        message,
        ...(isShopperFacingError(error) && { shopperMessage: message }),
      },
    };
  }
};

export const STORE_API_TAGS = [
  'Product',
  'Category',
  'Brand',
  'Inventory',
  'Cart',
  'User',
  'Address',
  'Order',
  'Checkout',
] as const;

/** The cache a server-rendered page was rendered from (the host's server puts it in the page). */
export type ServerRenderedApiState = Record<string, unknown>;

/**
 * Restores the server's catalogue answers into the browser's cache before the page hydrates, so
 * the first render shows what the server rendered and asks the API for none of it again.
 */
export const serverApiStateRestored = createAction<ServerRenderedApiState>(
  'storeApi/serverApiStateRestored',
);

// On the server (no window) a query hook starts its request while rendering, as effects never run
// there: the host's server renders, awaits the requests started, and renders again with the answers.
const createStoreApi = buildCreateApi(
  coreModule(),
  reactHooksModule({ unstable__sideEffectsInRender: typeof window === 'undefined' }),
);

export const storeApi = createStoreApi({
  reducerPath: 'storeApi',
  baseQuery: storeBaseQuery,
  tagTypes: STORE_API_TAGS,
  endpoints: () => ({}),
  // `any`, as RTK Query's docs advise: the cache's own type here would be a circular reference.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  extractRehydrationInfo(action, { reducerPath }): any {
    return serverApiStateRestored.match(action) ? action.payload[reducerPath] : undefined;
  },
});

/** The message of an RTK Query error, whichever shape it came in. */
export function storeApiErrorMessage(error: unknown): string {
  return errorMessage(error);
}
