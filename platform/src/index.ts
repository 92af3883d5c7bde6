// @storefront/platform: the runtime the host provides to every remote as one Module Federation
// singleton (store context, bus, API client and RTK Query api, lazy pages, SEO, remote widgets).
export { getRuntimeEnv } from './config/runtime-env';
export { createMemoryStorage, readStoredJson } from './lib/storage';
export type { KeyValueStorage } from './lib/storage';
export {
  ApiError,
  ShopperFacingError,
  apiRequest,
  errorMessage,
  isApiError,
} from './api/api-client';
export type { ApiResponse, FetchLike, MockDelays, QueryValue } from './api/api-client';
export { apiContextFromState } from './api/api-context';
export type { StorefrontExtra } from './api/api-context';
export { isMockCatalog } from './api/catalog-request';
export { registerCatalogSource } from './api/catalog-source';
export type { CatalogSource, CatalogSourceRequest } from './api/catalog-source';
export { serverApiStateRestored, storeApi, storeApiErrorMessage } from './api/store-api';
export type { ServerRenderedApiState, StoreApiError, StoreApiResult } from './api/store-api';
export { emit, lastEvent, on, showToast } from './events/event-bus';
export { useLastEvent } from './events/use-last-event';
export { nextRequestId } from './events/request-id';
export { onSigningOut, requestSignOutSaves } from './events/sign-out-saves';
export {
  authFailed,
  createStoreContext,
  guestIdDropped,
  guestModeEntered,
  initialSessionState,
  loggedIn,
  loggedOut,
  rootReducer,
  selectIsAuthenticated,
  selectSessionStatus,
  selectStoreConfig,
  selectStoreId,
  selectUser,
  sessionCheckUnavailable,
  storeSwitched,
  useAppDispatch,
  useAppSelector,
  useStoreContext,
  userUpdated,
} from './state';
export type { AppDispatch, StoreContext, LazyLoadedSlices, RootState } from './state';
export { StorefrontProviders } from './remote/storefront-providers';
export { pageMetaHtml, setPageMeta } from './seo/page-meta';
export type { PageMeta } from './seo/page-meta';
export { ServerPageMetaCollector, useWritePageMeta } from './seo/write-page-meta';
export {
  ROUTES_EXPOSE,
  RUNTIME_EXPOSE,
  RemoteRoot,
  RemoteWidgetRendererProvider,
  RemoteWidgetSlot,
  ToastOutlet,
  lazyPage,
  preloadMatchedPages,
  renderStandalone,
} from './remote';
export type { RemoteRoutesModule, RemoteRuntime, RemoteWidgetRequest } from './remote';
export { usePageTitle } from './remote/use-page-title';
export { useHydrated } from './remote/use-hydrated';
