import { storeApi, type StoreApiResult } from '@storefront/platform';
import { type Category } from '@storefront/contract';

/** GET /categories/{id}: one category with its direct children. */
export const getCategory = (id: number) => `/categories/${id}`;

const categoryApi = storeApi.injectEndpoints({
  endpoints: (build) => ({
    getCategory: build.query<Category, number>({
      query: getCategory,
      transformResponse: ({ data }: StoreApiResult<Category>) => data,
    }),
  }),
});

export const { useGetCategoryQuery: useCategoryQuery } = categoryApi;
