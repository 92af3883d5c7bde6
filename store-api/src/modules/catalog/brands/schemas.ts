// Brand shape (SPEC §3 / docs/contracts.md) and the query schemas of the brand routes.
import { z } from 'zod';
import { idParam, limitQuery, searchQuery, startQuery } from '../../../schemas/common.js';

export const MAX_BRAND_PAGE = 1000;

export const brandSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    logo: z.string(),
    url: z.string().meta({ description: 'Storefront path, /brands/{id}' }),
    product_types: z.array(z.string()),
    productCount: z.number().int(),
  })
  .meta({ id: 'Brand' });

export type Brand = z.infer<typeof brandSchema>;

export const listBrandsQuery = z.object({
  _start: startQuery,
  limit: limitQuery(100, MAX_BRAND_PAGE),
  search: searchQuery,
});

export const brandIdParams = z.object({ id: idParam('Brand id') });
