// Query and path schemas of the category routes (the records are in @storefront/contract/records).
import { z } from 'zod';
import {
  idParam,
  limitQuery,
  MAX_ID,
  productSearchQuery,
  searchQuery,
  startQuery,
} from '../../../schemas/common.js';

export const MAX_CATEGORY_PAGE = 1000;

export const listCategoriesQuery = z.object({
  _start: startQuery,
  limit: limitQuery(100, MAX_CATEGORY_PAGE),
  parent_id: z
    .preprocess(
      (value) => (value === '' ? undefined : value),
      z
        .string()
        .regex(/^\d+$/, { error: 'parent_id must be a whole number (0 for top-level categories)' })
        .transform(Number)
        .refine((value) => value <= MAX_ID, { error: 'parent_id is too large' })
        .optional(),
    )
    .meta({ description: 'Children of this category; 0 = top-level categories', type: 'integer' }),
  search: searchQuery,
  productSearch: productSearchQuery('categories'),
});

export const categoryIdParams = z.object({ id: idParam('Category id') });
