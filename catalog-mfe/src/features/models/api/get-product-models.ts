import { storeApi, type StoreApiResult } from '@storefront/platform';
import { type EquipmentModel } from '@storefront/contract';
import { listQuery, listResult } from '../../../lib/list-query';

/** Models per page of a product page's "Fits these models" (and of its JSON-LD). */
export const FITS_MODELS_PAGE_SIZE = 10;

export interface ProductModelsQuery {
  productId: number;
  /** 1-based; always given, so the runtime's prefetch and the page ask with the same arguments. */
  page: number;
}

/** GET /products/{id}/models: a page of the models the part fits, by brand and model number. */
export function getProductModels({ productId, page }: ProductModelsQuery) {
  return listQuery(`/products/${productId}/models`, {}, { page, pageSize: FITS_MODELS_PAGE_SIZE });
}

const productModelsApi = storeApi.injectEndpoints({
  endpoints: (build) => ({
    getProductModels: build.query<{ models: EquipmentModel[]; total: number }, ProductModelsQuery>({
      query: getProductModels,
      transformResponse: (response: StoreApiResult<EquipmentModel[]>) =>
        listResult('models', response),
    }),
  }),
});

export const { useGetProductModelsQuery: useProductModelsQuery } = productModelsApi;

/** Starts the read of a product page's first models page with the runtime (server-rendered). */
export const prefetchProductModels = (productId: number) =>
  productModelsApi.util.prefetch('getProductModels', { productId, page: 1 }, {});
