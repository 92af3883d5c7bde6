// Saved equipment as account announces it (`equipment:changed`), for the fits tests: the tests
// play account's part, which owns the list.
import { act } from '@testing-library/react';
import { emit } from '@storefront/platform';
import { type SavedEquipment } from '@storefront/contract/events';
import { type StoreId } from '@storefront/contract';
import { makeProduct } from './catalog-fixtures';
import { condenser, furnace } from './model-fixtures';

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

/**
 * A catalogue for the fits tests: the furnace (model 28) names the blower motor 505 in its
 * diagrams; the condenser (33) names no part; the tape 900 is in no model at all (no fitment data).
 * The motor still carries the free-text fitment attributes a page must not show.
 */
export const fitsCatalog = {
  products: [
    makeProduct({
      id: 505,
      name: 'AeroZone Pro Multi-Speed Blower Motor',
      sku: 'HV-BMX-000185',
      attributes: {
        fitment: 'Fits Yamaha 40-70 HP outboards',
        compatible_with: 'Trane',
        voltage: '115 V',
      },
    }),
    makeProduct({ id: 900, name: 'Foil Duct Tape', sku: 'HV-TAPE-900' }),
  ],
  models: [furnace, condenser],
};
