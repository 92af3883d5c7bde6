// The store API's /account/equipment calls for the signed-in customer; each answers the whole
// list, newest first (only well-formed entries kept).
import { apiRequest, type apiContextFromState } from '@storefront/platform';
import { type SavedEquipment } from '@storefront/contract/events';
import { toSavedEquipmentList } from './saved-equipment-list';

/** The store, token and API address of the call, as the store context gives them. */
export type Context = ReturnType<typeof apiContextFromState>;

export async function fetchSavedEquipment(context: Context): Promise<SavedEquipment[]> {
  const { data } = await apiRequest<unknown>('/account/equipment', { context });
  return toSavedEquipmentList(data);
}

/** PUT /account/equipment/{modelId}: saves the model (again: with this year). */
export async function saveEquipment(
  context: Context,
  { modelId, year }: SavedEquipment,
): Promise<SavedEquipment[]> {
  const { data } = await apiRequest<unknown>(`/account/equipment/${modelId}`, {
    method: 'PUT',
    body: year === undefined ? {} : { year },
    context,
  });
  return toSavedEquipmentList(data);
}

export async function removeEquipment(
  context: Context,
  modelId: number,
): Promise<SavedEquipment[]> {
  const { data } = await apiRequest<unknown>(`/account/equipment/${modelId}`, {
    method: 'DELETE',
    context,
  });
  return toSavedEquipmentList(data);
}

/** POST /account/equipment/merge: a guest's list into the account's; unknown models are skipped. */
export async function mergeGuestEquipment(
  context: Context,
  guestList: SavedEquipment[],
): Promise<SavedEquipment[]> {
  const { data } = await apiRequest<{ equipment?: unknown }>('/account/equipment/merge', {
    method: 'POST',
    body: { equipment: guestList.map(({ modelId, year }) => ({ modelId, year })) },
    context,
  });
  return toSavedEquipmentList(data?.equipment);
}
