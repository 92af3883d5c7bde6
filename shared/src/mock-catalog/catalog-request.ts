// Where a catalogue request goes: the store API, or in mock mode the sample product API. Every
// catalogue read (the RTK Query endpoints, the stock check) comes through here. The adapter is
// loaded only in mock mode, so the store API's shoppers never download it.
import {
  apiRequest,
  currentApiContext,
  type ApiRequestOptions,
  type ApiResponse,
} from '../api/api-client';
import { MESSAGES, isStoreId } from '../domain';
import { MOCK_PRODUCT_MESSAGES } from './fakestore-client';

/** `apiRequest`, except that mock mode answers the catalogue paths from the sample API. */
export async function catalogRequest<T = unknown>(
  path: string,
  options: ApiRequestOptions = {},
): Promise<ApiResponse<T>> {
  const context = { ...currentApiContext(), ...options.context };
  // A caller's own context (its store's) decides the source, not the last store created.
  const settings = options.context ? options.context.mockCatalog : context.mockCatalog;
  if (!settings) return apiRequest<T>(path, options);
  const { isMockCatalogPath, mockCatalogRequest } = await import('./mock-catalog');
  if (!isMockCatalogPath(path)) return apiRequest<T>(path, options);
  return mockCatalogRequest<T>(path, {
    settings,
    storeId: isStoreId(context.storeId) ? context.storeId : 'default',
    fetch: options.fetch ?? context.fetch ?? globalThis.fetch,
    query: options.query,
    signal: options.signal,
  });
}

/** What the product page says about an id that is not a positive whole number. */
export function invalidProductIdMessage(): string {
  return currentApiContext().mockCatalog
    ? MOCK_PRODUCT_MESSAGES.notFound
    : MESSAGES.invalidProductId;
}
