import { storeApi, type StoreApiResult } from '@storefront/platform';
import { type EquipmentModel } from '@storefront/contract';
import { listQuery, listResult } from '../../../lib/list-query';

export interface ModelList {
  models: EquipmentModel[];
  total: number;
}

export interface ModelListQuery {
  /** A model number however typed (the API ignores case, dashes, spaces, dots and slashes). */
  search: string;
  brand: string;
  kind: string;
  /** Page size (default MODEL_PAGE_SIZE). */
  limit?: number;
}

/** Models per page of /models. */
export const MODEL_PAGE_SIZE = 24;

/** GET /models: the first page of models matching the number, brand and kind. */
export function getModels({ search, brand, kind, limit = MODEL_PAGE_SIZE }: ModelListQuery) {
  return listQuery('/models', {
    search: search || undefined,
    brand: brand || undefined,
    kind: kind || undefined,
    limit,
  });
}

const modelsApi = storeApi.injectEndpoints({
  endpoints: (build) => ({
    getModels: build.query<ModelList, ModelListQuery>({
      query: getModels,
      transformResponse: (response: StoreApiResult<EquipmentModel[]>) =>
        listResult('models', response),
    }),
  }),
});

export const { useGetModelsQuery: useModelsQuery } = modelsApi;
