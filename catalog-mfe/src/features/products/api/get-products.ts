import { storeApi, type StoreApiResult } from '@storefront/platform';
import { type Product, type ProductFacets } from '@storefront/contract';
import { listQuery, listResult } from '../../../lib/list-query';
import type { ProductFacetsQuery, ProductListQuery, ProductPage } from '../types';

/** The API parameters of a list's filters (GET /products and GET /products/facets share them). */
function filterParams(query: ProductFacetsQuery) {
  return {
    categoryId: query.categoryId,
    brandId: query.brandId,
    parent_id: query.parentId,
    search: query.search,
    fits: query.fits,
    ...query.refinements,
  };
}

/** GET /products: one page of products for the filters given. */
export function getProducts(query: ProductListQuery) {
  return listQuery('/products', { ...filterParams(query), sort: query.sort }, query);
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
    getProductFacets: build.query<ProductFacets, ProductFacetsQuery>({
      query: (query) => listQuery('/products/facets', filterParams(query)),
      transformResponse: (response: StoreApiResult<ProductFacets>) => response.data,
    }),
  }),
});

export const {
  useGetProductsQuery: useProductsQuery,
  useGetProductFacetsQuery: useProductFacetsQuery,
} = productsApi;
