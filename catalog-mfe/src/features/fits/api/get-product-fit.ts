import { storeApi, type StoreApiResult } from '@storefront/platform';
import { type ProductFit } from '@storefront/contract';

export interface ProductFitQuery {
  productId: number;
  modelIds: number[];
}

/** GET /products/{id}/fit?models=…: fits, does-not-fit or unknown for each of the models. */
export const getProductFit = ({ productId, modelIds }: ProductFitQuery) => ({
  url: `/products/${productId}/fit`,
  params: { models: modelIds.join(',') },
});

const productFitApi = storeApi.injectEndpoints({
  endpoints: (build) => ({
    getProductFit: build.query<ProductFit[], ProductFitQuery>({
      query: getProductFit,
      transformResponse: ({ data }: StoreApiResult<ProductFit[]>) => data,
    }),
  }),
});

export const { useGetProductFitQuery: useProductFitQuery } = productFitApi;
