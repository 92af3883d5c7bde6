import { type Brand } from '@storefront/contract';
import { PAGE_SIZES } from '../../../lib/catalog-rules';
import { storeApi, type StoreApiResult } from '@storefront/platform';
import { listQuery, listResult } from '../../../lib/list-query';

export interface BrandList {
  brands: Brand[];
  total: number;
}

export interface BrandListQuery {
  search: string;
  /** Only the brands with products in this category (or its descendants). */
  categoryId?: number;
  /** Only the brands with products matching this text, `productCount` counting those. */
  productSearch?: string;
}

/** GET /brands: every brand matching the filters (the list loads up to 1000 at once). */
export function getBrands({ search, categoryId, productSearch }: BrandListQuery) {
  return listQuery('/brands', {
    limit: PAGE_SIZES.brandListMax,
    search,
    categoryId,
    productSearch,
  });
}

const brandsApi = storeApi.injectEndpoints({
  endpoints: (build) => ({
    getBrands: build.query<BrandList, BrandListQuery>({
      query: getBrands,
      transformResponse: (response: StoreApiResult<Brand[]>) => listResult('brands', response),
    }),
  }),
});

export const { useGetBrandsQuery: useBrandsQuery } = brandsApi;
