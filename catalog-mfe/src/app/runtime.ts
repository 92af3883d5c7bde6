// Catalog's `./runtime`, started once per page by the host (or catalog's standalone page): it
// registers mock mode's catalogue source (SPEC §9) on the store context, so the API client can
// answer the catalogue paths from the sample product API without shared importing catalog, and
// sends the opened page's first catalogue read (prefetch-page-data.ts).
import { registerCatalogSource, type StoreContext, type CatalogSource } from '@storefront/platform';
import { prefetchPageData } from './prefetch-page-data';

/** The adapter is a chunk of its own, loaded at the first mock-mode request only. */
export const mockCatalogSource: CatalogSource = {
  async request(path, request) {
    const { isMockCatalogPath, mockCatalogRequest } = await import('../mock-catalog/mock-catalog');
    return isMockCatalogPath(path) ? mockCatalogRequest(path, request) : null;
  },
};

/** `pathname`: the page opened (a test passes its own). */
export function startRuntime(
  storeContext: StoreContext,
  pathname: string = window.location.pathname,
): void {
  storeContext.dispatch(registerCatalogSource(mockCatalogSource));
  prefetchPageData(storeContext, pathname);
}
