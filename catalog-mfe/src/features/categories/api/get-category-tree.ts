import { storeApi, type StoreApiResult } from '@storefront/platform';
import { type Category } from '@storefront/contract';

/** GET /categories/tree: the whole category tree with nested `children`. */
export const getCategoryTree = () => '/categories/tree';

const categoryTreeApi = storeApi.injectEndpoints({
  endpoints: (build) => ({
    getCategoryTree: build.query<Category[], void>({
      query: getCategoryTree,
      transformResponse: ({ data }: StoreApiResult<Category[]>) => data,
    }),
  }),
});

export const { useGetCategoryTreeQuery: useCategoryTreeQuery } = categoryTreeApi;
