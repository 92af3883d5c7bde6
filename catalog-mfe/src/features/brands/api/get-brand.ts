import { storeApi, type StoreApiResult } from '@storefront/platform';
import { type Brand } from '@storefront/contract';

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
