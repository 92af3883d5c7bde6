import { PAGE_SIZES, storeApi, type Brand, type StoreApiResult } from '@storefront/shared';

export interface BrandList {
  brands: Brand[];
  total: number;
}

/** GET /brands: every brand matching the search text (the list loads up to 1000 at once). */
export function getBrands(search: string) {
  return { url: '/brands', params: { limit: PAGE_SIZES.brandListMax, search } };
}

const brandsApi = storeApi.injectEndpoints({
  endpoints: (build) => ({
    getBrands: build.query<BrandList, string>({
      query: getBrands,
      transformResponse: ({ data, total }: StoreApiResult<Brand[]>) => ({
        brands: data,
        total: total ?? data.length,
      }),
    }),
  }),
});

export const { useGetBrandsQuery: useBrandsQuery } = brandsApi;
