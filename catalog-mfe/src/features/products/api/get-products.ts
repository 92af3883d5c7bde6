import { storeApi, type Product, type StoreApiResult } from '@storefront/shared';
import type { ProductListQuery, ProductPage } from '../types';

/** GET /products: one page of products for the filters given. */
export function getProducts(query: ProductListQuery) {
  const page = query.page ?? 1;
  return {
    url: '/products',
    params: {
      categoryId: query.categoryId,
      brandId: query.brandId,
      parent_id: query.parentId,
      search: query.search,
      limit: query.pageSize,
      _start: (page - 1) * query.pageSize,
    },
  };
}

const productsApi = storeApi.injectEndpoints({
  endpoints: (build) => ({
    getProducts: build.query<ProductPage, ProductListQuery>({
      query: getProducts,
      transformResponse: ({ data, total }: StoreApiResult<Product[]>) => ({
        products: data,
        total: total ?? data.length,
      }),
    }),
  }),
});

export const { useGetProductsQuery: useProductsQuery } = productsApi;
