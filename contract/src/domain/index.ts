// @storefront/contract: types, store configurations, routes, rules and formatting. No React, no DOM.
export { normalizeUser } from './types';
export type {
  AuthSession,
  Brand,
  ProductFacets,
  SpecFacet,
  CartItem,
  CartProduct,
  Category,
  Customer,
  CustomerInfo,
  EquipmentModel,
  EquipmentModelDetail,
  Order,
  OrderItem,
  OutboardYearChoice,
  Product,
  ProductFit,
  SavedAddress,
  ServerAddress,
  StoreId,
  User,
  VehicleEngineChoice,
} from './types';
export { formatPostalAddress, salesEmailOf } from './store-config';
export type { StoreConfig } from './store-config';
export {
  deliveryWindowFor,
  formatDeliveryWindow,
  localToday,
  poundsFromOunces,
  shippingChargesFor,
  slowestClass,
} from './shipping';
export type { DeliveryRules, ShippingClass } from './shipping';
export * from './stores';
export {
  DEFAULT_STORE_HOSTS,
  StoreNotInitializedError,
  StoreResolutionError,
  getStoreConfig,
  resolveStoreId,
} from './store-resolution';
export {
  BUILT_IN_ROUTES,
  REMOTES_WITH_RUNTIME,
  REMOTE_NAMES,
  ROUTE_ACCESS_LEVELS,
  ROUTE_TABLE,
  findRouteOwner,
  routesOf,
} from './routes';
export type { NavEntry, RemoteName, RouteAccess, RouteEntry, RouteTable } from './routes';
export {
  BULK_REPLY_TIME,
  FEATURED_STRATEGIES,
  FREE_SHIPPING_THRESHOLD,
  GUEST_ID_PATTERN,
  GUEST_ID_PREFIX,
  MAX_CART_LINES,
  MAX_SAVED_EQUIPMENT,
  MAX_JOB_LISTS,
  MAX_JOB_LIST_LINES,
  MAX_JOB_LIST_NAME_LENGTH,
  MAX_LINE_QUANTITY,
  MAX_SPEC_FILTERS,
  MAX_SPEC_VALUES,
  PRODUCT_SORTS,
  QUICK_ORDER_MAX_LINES,
  QUICK_ORDER_PART_NUMBER_MAX_LENGTH,
  REFUND_PROCESSING_TIME,
  RESTOCKING_FEE_PERCENT,
  RETURN_WINDOW_DAYS,
  SAVED_CART_ATTRIBUTE,
  SEARCH_MAX_LENGTH,
  SPEC_PARAM_PREFIX,
  STORAGE_KEYS,
  trackingUrl,
} from '../constants';
export type { FeaturedStrategy, ProductSort } from '../constants';
export * from './messages';
export * from './stock-alert-messages';
export * from './formatting';
export { lowStockNote } from './low-stock';
export {
  centsFromDollars,
  discountedCents,
  dollarsFromCents,
  formatCents,
  freeShippingGapCents,
  lineTotalCents,
  shippingCentsFor,
  subtotalCents,
} from './money';
export type { Cents } from './money';
export * from './product';
