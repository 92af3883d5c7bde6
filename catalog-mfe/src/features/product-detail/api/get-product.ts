import { storeApi, type StoreApiResult } from '@storefront/platform';
import { type Product } from '@storefront/contract';

/** GET /products/{id}: one product. */
export const getProduct = (id: number) => `/products/${id}`;

const productApi = storeApi.injectEndpoints({
  endpoints: (build) => ({
    getProduct: build.query<Product, number>({
      query: getProduct,
      transformResponse: ({ data }: StoreApiResult<Product>) => data,
    }),
  }),
});

export const { useGetProductQuery: useProductQuery } = productApi;

/** Starts the read of a product before its page renders (the runtime, at start-up). */
export const prefetchProduct = (id: number) => productApi.util.prefetch('getProduct', id, {});
