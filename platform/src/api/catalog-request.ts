// Where a catalogue request goes: the store API, or in mock mode the catalogue source catalog's
// runtime registered (catalog-source.ts). Every catalogue read (the RTK Query endpoints, the stock
// check) comes through here.
import {
  apiRequest,
  currentApiContext,
  type ApiRequestOptions,
  type ApiResponse,
} from './api-client';
import { isStoreId } from '@storefront/contract';
import { registeredCatalogSource } from './catalog-source';

/** `apiRequest`, except that mock mode answers the catalogue paths from the registered source. */
export async function catalogRequest<T = unknown>(
  path: string,
  options: ApiRequestOptions = {},
): Promise<ApiResponse<T>> {
  const context = { ...currentApiContext(), ...options.context };
  // A caller's own context (its store's) decides the source, not the last store created.
  const settings = options.context ? options.context.mockCatalog : context.mockCatalog;
  if (!settings) return apiRequest<T>(path, options);
  const source = await registeredCatalogSource(settings.source);
  const answer = await source.request<T>(path, {
    settings,
    storeId: isStoreId(context.storeId) ? context.storeId : 'default',
    fetch: options.fetch ?? context.fetch ?? globalThis.fetch,
    query: options.query,
    signal: options.signal,
  });
  return answer ?? apiRequest<T>(path, options);
}

/** True when this page's catalogue is mock mode's (CATALOG_SOURCE=mock). */
export function isMockCatalog(): boolean {
  return Boolean(currentApiContext().mockCatalog);
}
