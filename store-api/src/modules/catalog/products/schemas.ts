// Query and path schemas of the product routes (the records are in @storefront/shared/contract).
import { z } from 'zod';
import {
  idParam,
  limitQuery,
  optionalIdQuery,
  searchQuery,
  startQuery,
} from '../../../schemas/common.js';
import { modelIdsQuery } from '../models/schemas.js';

export const MAX_PRODUCT_PAGE = 100;

export const productSortSchema = z
  .enum(['newest', 'price_asc', 'price_desc', 'rating', 'name'], {
    error: 'sort must be one of: newest, price_asc, price_desc, rating, name',
  })
  .default('newest')
  .meta({ description: 'Order of the list (default newest first)' });

export type ProductSort = z.infer<typeof productSortSchema>;

export const listProductsQuery = z.object({
  categoryId: optionalIdQuery('categoryId', 'Only this category and its descendants'),
  brandId: optionalIdQuery('brandId', 'Only this brand'),
  parent_id: optionalIdQuery('parent_id', 'Only the descendants of this category'),
  search: searchQuery,
  limit: limitQuery(12, MAX_PRODUCT_PAGE),
  _start: startQuery,
  paging: z
    .enum(['true', 'false', '1', '0'], { error: 'paging must be true or false' })
    .optional()
    .meta({ description: 'Accepted for client compatibility: lists are always paged' }),
  sort: productSortSchema,
  fits: z
    .preprocess(
      (value) => (value === '' ? undefined : value),
      modelIdsQuery('fits', 'Only parts that fit one of these equipment models').optional(),
    )
    .meta({ description: 'Only parts that fit one of these equipment models (comma list of ids)' }),
});

export const productIdParams = z.object({ id: idParam('Product id') });

export const inventoryParams = z.object({
  sku: z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/, {
      error: 'SKU must be 1-64 letters, digits, dots, dashes or underscores',
    })
    .meta({ example: 'HV-TXX-000001' }),
});
