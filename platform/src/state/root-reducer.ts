// The one root reducer: core slices of `shared`, RTK Query's cache, and room for the slices the
// remotes own (the cart and the checkout by cart-checkout).
import { combineSlices } from '@reduxjs/toolkit';
import { storeApi } from '../api/store-api';
import { sessionSlice } from './session-slice';
import { storeSlice } from './store-slice';

/**
 * Slices that remotes add at run time with `rootReducer.inject(slice)`. A remote declares its
 * slice type by module augmentation:
 *
 *   declare module '@storefront/platform' {
 *     interface LazyLoadedSlices extends WithSlice<typeof checkoutSlice> {}
 *   }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(
  sessionSlice,
  storeSlice,
  storeApi,
).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;
