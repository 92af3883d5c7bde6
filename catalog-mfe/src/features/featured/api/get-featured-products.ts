import { storeApi, type StoreApiResult } from '@storefront/platform';
import { type FeaturedStrategy, type Product } from '@storefront/contract';

export interface FeaturedProductsQuery {
  strategy: FeaturedStrategy;
  limit: number;
  categoryId?: number;
  brandId?: number;
}

/** GET /featured-products. */
export function getFeaturedProducts(query: FeaturedProductsQuery) {
  return { url: '/featured-products', params: { ...query } };
}

const featuredApi = storeApi.injectEndpoints({
  endpoints: (build) => ({
    getFeaturedProducts: build.query<Product[], FeaturedProductsQuery>({
      query: getFeaturedProducts,
      // SPEC §7: the answer is `data.products`, or from older servers a bare `data` array.
      transformResponse: ({ data }: StoreApiResult<{ products?: Product[] } | Product[]>) =>
        Array.isArray(data) ? data : (data?.products ?? []),
    }),
  }),
});

export const { useGetFeaturedProductsQuery: useFeaturedProductsQuery } = featuredApi;

/** Starts the read of featured products before their section renders (the runtime, at start-up). */
export const prefetchFeaturedProducts = (query: FeaturedProductsQuery) =>
  featuredApi.util.prefetch('getFeaturedProducts', query, {});
