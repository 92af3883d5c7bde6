import { storeApi, type StoreApiResult } from '@storefront/shared';

interface InventoryLevel {
  sku: string;
  total_on_hand: number;
}

/** GET /products/inventories/{sku}: the units on hand, for the stock line of the product page. */
export const getInventory = (sku: string) => `/products/inventories/${encodeURIComponent(sku)}`;

export const inventoryApi = storeApi.injectEndpoints({
  endpoints: (build) => ({
    getInventory: build.query<Partial<InventoryLevel> | undefined, string>({
      query: getInventory,
      transformResponse: ({ data }: StoreApiResult<Partial<InventoryLevel> | undefined>) => data,
    }),
  }),
});

export const { useLazyGetInventoryQuery: useLazyInventoryQuery } = inventoryApi;
