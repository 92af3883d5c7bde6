// @storefront/shared/domain for the scenarios (store configurations, route table, cart rules).
// shared's package.json has no "type": "module", so tsx may load it as CommonJS; then Node's
// ESM interop puts the named exports on `default`. This file hides that difference.
import * as imported from '@storefront/shared/domain';

type Domain = typeof imported;
const domain: Domain =
  'ROUTE_TABLE' in imported ? imported : (imported as unknown as { default: Domain }).default;

export const { ROUTE_TABLE, REMOTE_NAMES, STORAGE_KEYS, cartCount, getStoreConfig, storeConfigs } =
  domain;
export type { CartItem, RemoteName, RouteEntry, StoreConfig } from '@storefront/shared/domain';
