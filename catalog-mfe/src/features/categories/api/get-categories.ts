import { storeApi, type Category, type StoreApiResult } from '@storefront/shared';

export interface CategoryListQuery {
  search?: string;
  parentId?: number;
  page: number;
  pageSize: number;
}

export interface CategoryPage {
  categories: Category[];
  total: number;
}

/** GET /categories: one page of categories (flat, without children). */
export function getCategories(query: CategoryListQuery) {
  return {
    url: '/categories',
    params: {
      search: query.search,
      parent_id: query.parentId,
      limit: query.pageSize,
      _start: (query.page - 1) * query.pageSize,
    },
  };
}

const categoriesApi = storeApi.injectEndpoints({
  endpoints: (build) => ({
    getCategories: build.query<CategoryPage, CategoryListQuery>({
      query: getCategories,
      transformResponse: ({ data, total }: StoreApiResult<Category[]>) => ({
        categories: data,
        total: total ?? data.length,
      }),
    }),
  }),
});

export const { useGetCategoriesQuery: useCategoriesQuery } = categoriesApi;
