// The saved-equipment list as account keeps it: newest first, one entry per model, at most
// MAX_SAVED_EQUIPMENT entries. A guest's list lives in the browser per store (`equipment:<storeId>`),
// read back through `readSavedEquipment`, which keeps only well-formed entries: a value another
// version or a hand edit left behind is dropped, never a crash.
import { MAX_SAVED_EQUIPMENT, STORAGE_KEYS } from '@storefront/contract';
import { readStoredJson, type KeyValueStorage } from '@storefront/platform';
import { type SavedEquipment } from '@storefront/contract/events';

export const guestEquipmentKey = STORAGE_KEYS.guestEquipment;

const isWholeNumber = (value: unknown): value is number => Number.isInteger(value);

function asSavedEquipment(value: unknown): SavedEquipment | null {
  if (typeof value !== 'object' || value === null) return null;
  const { modelId, brand, modelNumber, name, kind, year } = value as Record<string, unknown>;
  const wellFormed =
    isWholeNumber(modelId) &&
    modelId > 0 &&
    typeof brand === 'string' &&
    typeof modelNumber === 'string' &&
    typeof name === 'string' &&
    typeof kind === 'string' &&
    (year === undefined || isWholeNumber(year));
  if (!wellFormed) return null;
  return { modelId, brand, modelNumber, name, kind, ...(year !== undefined && { year }) };
}

/** The well-formed entries of a list from storage or the server, each model once. */
export function toSavedEquipmentList(value: unknown): SavedEquipment[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<number>();
  const list: SavedEquipment[] = [];
  for (const entry of value) {
    const item = asSavedEquipment(entry);
    if (!item || seen.has(item.modelId)) continue;
    seen.add(item.modelId);
    list.push(item);
  }
  return list.slice(0, MAX_SAVED_EQUIPMENT);
}

export function readGuestEquipment(storage: KeyValueStorage, storeId: string): SavedEquipment[] {
  return toSavedEquipmentList(readStoredJson(storage, guestEquipmentKey(storeId)));
}

/** Saves a guest's list; an empty one is erased rather than kept as "[]". */
export function writeGuestEquipment(
  storage: KeyValueStorage,
  storeId: string,
  list: SavedEquipment[],
): void {
  const key = guestEquipmentKey(storeId);
  if (list.length === 0) storage.removeItem(key);
  else storage.setItem(key, JSON.stringify(list));
}

/**
 * The list with `item` saved: a model already there is replaced in its place (its year may have
 * changed), a new one goes first; null when the list is full.
 */
export function withSaved(list: SavedEquipment[], item: SavedEquipment): SavedEquipment[] | null {
  const index = list.findIndex((entry) => entry.modelId === item.modelId);
  if (index >= 0) return list.map((entry, at) => (at === index ? item : entry));
  if (list.length >= MAX_SAVED_EQUIPMENT) return null;
  return [item, ...list];
}

export const EQUIPMENT_MESSAGES = {
  saved: (modelNumber: string) => `Saved ${modelNumber} to My equipment`,
  removed: (modelNumber: string) => `Removed ${modelNumber} from My equipment`,
  listFull: `My equipment holds up to ${MAX_SAVED_EQUIPMENT} models. Please remove one before saving another.`,
  saveFailed: (modelNumber: string) =>
    `Could not save ${modelNumber} to My equipment. Please try again.`,
  removeFailed: (modelNumber: string) =>
    `Could not remove ${modelNumber} from My equipment. Please try again.`,
  mergeFailed:
    'Could not add the equipment you saved before signing in to your account. It stays saved in this browser.',
} as const;
