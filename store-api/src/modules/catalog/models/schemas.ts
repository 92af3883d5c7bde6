// Query and path schemas of the equipment model routes (the records are in @storefront/shared/contract).
import { equipmentKinds } from '@storefront/shared/contract';
import { z } from 'zod';
import { idParam, limitQuery, searchTextQuery, startQuery } from '../../../schemas/common.js';

export const MAX_MODEL_PAGE = 100;

export const listModelsQuery = z.object({
  _start: startQuery,
  limit: limitQuery(24, MAX_MODEL_PAGE),
  search: searchTextQuery(
    'search',
    'Model number however typed: case, dashes, spaces, dots and slashes are ignored; matches the start of the number',
  ),
  brand: searchTextQuery('brand', 'Only models of this brand (exact name, any case)'),
  kind: z
    .preprocess((value) => (value === '' ? undefined : value), z.enum(equipmentKinds).optional())
    .meta({ description: 'Only models of this kind' }),
});

export const modelIdParams = z.object({ id: idParam('Model id') });
