// Product shapes (SPEC §3 / docs/contracts.md) and the query schemas of the product routes.
import { z } from 'zod';
import {
  idParam,
  limitQuery,
  optionalIdQuery,
  searchQuery,
  startQuery,
} from '../../../schemas/common.js';

export const MAX_PRODUCT_PAGE = 100;

export const productSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    title: z.string().meta({ description: 'Same as name' }),
    description: z.string(),
    price: z.number().meta({ description: 'USD' }),
    discount: z.number().int().meta({ description: 'Percent off, 0 when none' }),
    category: z.string(),
    categoryId: z.number().int(),
    brand: z.string(),
    brandId: z.number().int(),
    brandLogo: z.string(),
    brand_image: z.string(),
    image: z.string(),
    sku: z.string(),
    inStock: z.boolean(),
    rating: z.object({ rate: z.number(), count: z.number().int() }),
    createdAt: z.string().meta({ format: 'date-time' }),
    seasonalMonths: z.array(z.number().int()).meta({ description: '1-12; empty = all year' }),
    store_id: z.string(),
    attributes: z.record(z.string(), z.string()).meta({
      description:
        'item_long_description, item_short_description, item_additional_information and extra attributes',
    }),
  })
  .meta({ id: 'Product' });

export type Product = z.infer<typeof productSchema>;

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

export const inventorySchema = z
  .object({ sku: z.string(), total_on_hand: z.number().int() })
  .meta({ id: 'Inventory' });
