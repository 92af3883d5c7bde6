// @storefront/shared: the browser entry (domain + state, API client, events, UI).
export * from './domain';
export { getRuntimeEnv } from './config/runtime-env';
export type { RuntimeEnv } from './config/runtime-env';
export { createMemoryStorage } from './lib/storage';
export { errorMessage } from './api/api-client';
export type { FetchLike } from './api/api-client';
export { storeApi, storeApiErrorMessage } from './api/store-api';
export type { StoreApiError, StoreApiResult } from './api/store-api';
export * from './mock-catalog';
export { showToast } from './events/event-bus';
export {
  cartCleared,
  cartSyncRequested,
  createStorefrontStore,
  fetchInventory,
  guestModeEntered,
  initialSessionState,
  itemAdded,
  itemRemoved,
  lineDeleted,
  loggedIn,
  loggedOut,
  login,
  logout,
  register,
  restoreSession,
  rootReducer,
  selectCartCount,
  selectCartItems,
  selectCartLine,
  selectCartSync,
  selectIsAuthenticated,
  selectPricedCart,
  selectSessionStatus,
  selectStoreConfig,
  selectStoreId,
  selectUser,
  serverRefusalMessage,
  sessionStarted,
  storeSwitched,
  useAppDispatch,
  useAppSelector,
  useAppStore,
  userUpdated,
} from './state';
export type { AppStore, LazyLoadedSlices, SessionStatus } from './state';
export { useAddToCart } from './cart/use-add-to-cart';
export type { AddToCartOutcome } from './cart/use-add-to-cart';
export {
  Alert,
  Badge,
  Button,
  CONTRAST,
  Modal,
  PHONE_MEDIA,
  PageFrame,
  Pagination,
  ResponsiveTable,
  Skeleton,
  Spinner,
  StorefrontGlobalStyle,
  StorefrontProviders,
  ensureContrast,
  readableTextOn,
  themeOf,
  touchTarget,
  visuallyHidden,
} from './ui';
export type { TableColumn } from './ui';
export { setPageMeta } from './seo/page-meta';
export type { PageMeta } from './seo/page-meta';
export { RemoteRoot, ToastOutlet, renderStandalone } from './remote';
