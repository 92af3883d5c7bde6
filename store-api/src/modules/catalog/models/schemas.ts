// Query and path schemas of the equipment model routes (the records are in @storefront/contract/records).
import { equipmentKinds } from '@storefront/contract/records';
import { z } from 'zod';
import {
  idParam,
  limitQuery,
  MAX_ID,
  searchTextQuery,
  startQuery,
} from '../../../schemas/common.js';

export const MAX_MODEL_PAGE = 100;

export const listModelsQuery = z.object({
  _start: startQuery,
  limit: limitQuery(24, MAX_MODEL_PAGE),
  search: searchTextQuery(
    'search',
    'Model number however typed (case, dashes, spaces, dots and slashes are ignored; matches the start of the number), or the words of the model’s brand, name and kind in any order ("kestrel lark", "frostline furnace"); number matches first',
  ),
  brand: searchTextQuery('brand', 'Only models of this brand (exact name, any case)'),
  kind: z
    .preprocess((value) => (value === '' ? undefined : value), z.enum(equipmentKinds).optional())
    .meta({ description: 'Only models of this kind' }),
});

export const modelIdParams = z.object({ id: idParam('Model id') });

/** Most models one request may name: a shopper's saved equipment, not a catalogue. */
export const MAX_MODEL_IDS = 20;

const MODEL_ID_LIST = /^\d{1,10}(,\d{1,10})*$/;

/**
 * A comma list of model ids (`28,31`), up to MAX_MODEL_IDS, each a positive id; repeats count
 * once. Ids of no model of the store are not refused: they fit nothing.
 */
export function modelIdsQuery(name: string, description: string) {
  const error = `${name} must be a comma list of at most ${MAX_MODEL_IDS} model ids`;
  return z
    .string({ error })
    .trim()
    .regex(MODEL_ID_LIST, { error })
    .transform((value) => [...new Set(value.split(',').map(Number))])
    .refine((ids) => ids.length <= MAX_MODEL_IDS && ids.every((id) => id >= 1 && id <= MAX_ID), {
      error,
    })
    .meta({ description, example: '28,31' });
}

export const productModelsQuery = z.object({
  _start: startQuery,
  limit: limitQuery(24, MAX_MODEL_PAGE),
});

export const productFitQuery = z.object({
  models: modelIdsQuery(
    'models',
    "The models to check the part against (a shopper's saved equipment)",
  ),
});
