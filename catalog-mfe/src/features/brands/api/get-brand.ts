import { storeApi, type Brand, type StoreApiResult } from '@storefront/shared';

/** GET /brands/{id}: one brand. */
export const getBrand = (id: number) => `/brands/${id}`;

const brandApi = storeApi.injectEndpoints({
  endpoints: (build) => ({
    getBrand: build.query<Brand, number>({
      query: getBrand,
      transformResponse: ({ data }: StoreApiResult<Brand>) => data,
    }),
  }),
});

export const { useGetBrandQuery: useBrandQuery } = brandApi;
