import { storeApi, type StoreApiResult } from '@storefront/platform';
import { type Category } from '@storefront/contract';
import { listQuery, listResult, type ListPaging } from '../../../lib/list-query';

export interface CategoryListQuery extends ListPaging {
  search?: string;
  parentId?: number;
  /** Only the categories with products matching this text, `productCount` counting those. */
  productSearch?: string;
  page: number;
}

export interface CategoryPage {
  categories: Category[];
  total: number;
}

/** GET /categories: one page of categories (flat, without children). */
export function getCategories(query: CategoryListQuery) {
  return listQuery(
    '/categories',
    { search: query.search, parent_id: query.parentId, productSearch: query.productSearch },
    query,
  );
}

const categoriesApi = storeApi.injectEndpoints({
  endpoints: (build) => ({
    getCategories: build.query<CategoryPage, CategoryListQuery>({
      query: getCategories,
      transformResponse: (response: StoreApiResult<Category[]>) =>
        listResult('categories', response),
    }),
  }),
});

export const { useGetCategoriesQuery: useCategoriesQuery } = categoriesApi;
