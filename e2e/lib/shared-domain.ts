// What the scenarios read from @storefront/contract (store configurations, route table, cart
// rules), so a change in the contract shows up in the tests instead of a hand-kept copy.
export {
  DEFAULT_STORE_HOSTS,
  REMOTE_NAMES,
  ROUTE_TABLE,
  STORAGE_KEYS,
  discountedPrice,
  formatMoney,
  getStoreConfig,
  salesEmailOf,
  storeConfigs,
} from '@storefront/contract';
export type { CartItem, RemoteName, RouteEntry, StoreConfig } from '@storefront/contract';
