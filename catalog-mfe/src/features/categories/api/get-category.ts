import { storeApi, type Category, type StoreApiResult } from '@storefront/shared';

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
