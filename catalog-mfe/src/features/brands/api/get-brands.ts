import { PAGE_SIZES, storeApi, type Brand, type StoreApiResult } from '@storefront/shared';
import { listQuery, listResult } from '../../../lib/list-query';

export interface BrandList {
  brands: Brand[];
  total: number;
}

/** GET /brands: every brand matching the search text (the list loads up to 1000 at once). */
export function getBrands(search: string) {
  return listQuery('/brands', { limit: PAGE_SIZES.brandListMax, search });
}

const brandsApi = storeApi.injectEndpoints({
  endpoints: (build) => ({
    getBrands: build.query<BrandList, string>({
      query: getBrands,
      transformResponse: (response: StoreApiResult<Brand[]>) => listResult('brands', response),
    }),
  }),
});

export const { useGetBrandsQuery: useBrandsQuery } = brandsApi;
