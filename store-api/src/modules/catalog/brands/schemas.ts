// Query and path schemas of the brand routes (the Brand record is in @storefront/contract/records).
import { z } from 'zod';
import {
  idParam,
  limitQuery,
  optionalIdQuery,
  productSearchQuery,
  searchQuery,
  startQuery,
} from '../../../schemas/common.js';

export const MAX_BRAND_PAGE = 1000;

export const listBrandsQuery = z.object({
  _start: startQuery,
  limit: limitQuery(100, MAX_BRAND_PAGE),
  search: searchQuery,
  categoryId: optionalIdQuery(
    'categoryId',
    'Only brands with products in this category or its descendants; productCount then counts those',
  ),
  productSearch: productSearchQuery('brands'),
});

export const brandIdParams = z.object({ id: idParam('Brand id') });
