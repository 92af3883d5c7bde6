import { selectStoreConfig, useAppSelector, useLastEvent } from '@storefront/platform';
import { type SavedEquipment } from '@storefront/contract/events';

const NONE: readonly SavedEquipment[] = [];

/**
 * The shopper's saved equipment of this store, as account last announced it (`equipment:changed`,
 * replayed for a page that mounts later). Empty on the server and while the page hydrates (the
 * bus's server snapshot), so what depends on it appears after hydration without a mismatch.
 */
export function useSavedEquipment(): readonly SavedEquipment[] {
  const storeId = useAppSelector(selectStoreConfig)?.id;
  const changed = useLastEvent('equipment:changed');
  return changed?.storeId === storeId ? changed.equipment : NONE;
}

/** "AeroZone AE-GF367": how the shopper knows the model (the rating plate's brand and number). */
export const equipmentName = (equipment: Pick<SavedEquipment, 'brand' | 'modelNumber'>) =>
  `${equipment.brand} ${equipment.modelNumber}`;

/** The `fits` URL value of the saved models: their ids, comma separated. */
export const fitsValueOf = (equipment: readonly SavedEquipment[]) =>
  equipment.map((saved) => saved.modelId).join(',');
