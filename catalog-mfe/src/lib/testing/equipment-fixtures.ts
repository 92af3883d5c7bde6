// Saved equipment as account announces it (`equipment:changed`), for the fits tests: the tests
// play account's part, which owns the list.
import { act } from '@testing-library/react';
import { emit, type SavedEquipment, type StoreId } from '@storefront/shared';

export const savedFurnace: SavedEquipment = {
  modelId: 28,
  brand: 'AeroZone',
  modelNumber: 'AE-GF367',
  name: 'AeroZone 120,000 BTU Gas Furnace',
  kind: 'furnace',
};

export const savedCondenser: SavedEquipment = {
  modelId: 33,
  brand: 'AeroZone',
  modelNumber: 'AE-CU109B',
  name: 'AeroZone 4 Ton Condensing Unit',
  kind: 'condenser',
};

/** Announces the shopper's saved equipment of a store, as account does. */
export function announceEquipment(equipment: SavedEquipment[], storeId: StoreId = 'default') {
  act(() => emit('equipment:changed', { storeId, equipment }));
}

/** Forgets the bus's replayed events between tests (they live on `window`). */
export function forgetAnnouncedEquipment() {
  delete window.__STOREFRONT_LAST_EVENTS__;
}
