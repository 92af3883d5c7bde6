import { storeApi, type Product, type StoreApiResult } from '@storefront/shared';
import { listQuery, listResult } from '../../../lib/list-query';
import type { ProductListQuery, ProductPage } from '../types';

/** GET /products: one page of products for the filters given. */
export function getProducts(query: ProductListQuery) {
  const filters = {
    categoryId: query.categoryId,
    brandId: query.brandId,
    parent_id: query.parentId,
    search: query.search,
    fits: query.fits,
  };
  return listQuery('/products', filters, query);
}

const productsApi = storeApi.injectEndpoints({
  endpoints: (build) => ({
    getProducts: build.query<ProductPage, ProductListQuery>({
      query: getProducts,
      transformResponse: (response: StoreApiResult<Product[]>): ProductPage => ({
        ...listResult('products', response),
        ...(response.didYouMean !== undefined && { didYouMean: response.didYouMean }),
      }),
    }),
  }),
});

export const { useGetProductsQuery: useProductsQuery } = productsApi;
