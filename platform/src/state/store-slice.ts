// The active store (SPEC §1): its id; the configuration itself is the constant in `domain`.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { getStoreConfig, isStoreId, type StoreConfig, type StoreId } from '@storefront/contract';

export interface StoreState {
  id: StoreId;
}

export const storeSlice = createSlice({
  name: 'store',
  initialState: { id: 'default' } as StoreState,
  reducers: {
    /** The shopper chose another store (a signed-in customer must log in again). */
    storeSwitched(state, action: PayloadAction<StoreId>) {
      if (isStoreId(action.payload)) state.id = action.payload;
    },
  },
});

export const { storeSwitched } = storeSlice.actions;

type WithStore = { store: StoreState };

export const selectStoreId = (state: WithStore): StoreId => state.store.id;

/** The active store's configuration ('Store not initialized' if the id has none). */
export const selectStoreConfig = (state: WithStore): StoreConfig => getStoreConfig(state.store.id);
