// Query and path schemas of the brand routes (the Brand record is in @storefront/shared/contract).
import { z } from 'zod';
import { idParam, limitQuery, searchQuery, startQuery } from '../../../schemas/common.js';

export const MAX_BRAND_PAGE = 1000;

export const listBrandsQuery = z.object({
  _start: startQuery,
  limit: limitQuery(100, MAX_BRAND_PAGE),
  search: searchQuery,
});

export const brandIdParams = z.object({ id: idParam('Brand id') });
