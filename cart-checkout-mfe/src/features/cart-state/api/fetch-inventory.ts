// The stock check of SPEC §5 before the cart grows (add to cart, the cart page's +, Proceed to
// Checkout): GET /products/inventories/{sku} through the shop's one API, asked afresh each time.
import { createAsyncThunk } from '@reduxjs/toolkit';
import { MESSAGES } from '@storefront/contract';
import { storeApi, storeApiErrorMessage, type StoreApiResult } from '@storefront/platform';

interface InventoryLevel {
  sku: string;
  total_on_hand: number;
}

/** GET /products/inventories/{sku} */
export const getInventory = (sku: string) => `/products/inventories/${encodeURIComponent(sku)}`;

const inventoryApi = storeApi.injectEndpoints({
  endpoints: (build) => ({
    checkCartStock: build.query<Partial<InventoryLevel> | undefined, string>({
      query: getInventory,
      transformResponse: ({ data }: StoreApiResult<Partial<InventoryLevel> | undefined>) => data,
    }),
  }),
});

/** Units on hand; rejects with a readable message. */
export const fetchInventory = createAsyncThunk<InventoryLevel, string, { rejectValue: string }>(
  'inventory/fetch',
  async (sku, { dispatch, rejectWithValue }) => {
    const check = await dispatch(
      inventoryApi.endpoints.checkCartStock.initiate(sku, { subscribe: false, forceRefetch: true }),
    );
    if (check.error) return rejectWithValue(storeApiErrorMessage(check.error));
    const onHand = Number(check.data?.total_on_hand);
    if (!Number.isFinite(onHand)) return rejectWithValue(MESSAGES.inventoryUnavailable);
    return { sku, total_on_hand: onHand };
  },
);
