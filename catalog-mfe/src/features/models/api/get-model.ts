import { storeApi, type StoreApiResult } from '@storefront/platform';
import { type EquipmentModelDetail } from '@storefront/contract';

/** GET /models/{id}: one model with its diagram sections and the parts at each callout. */
export const getModel = (id: number) => `/models/${id}`;

const modelApi = storeApi.injectEndpoints({
  endpoints: (build) => ({
    getModel: build.query<EquipmentModelDetail, number>({
      query: getModel,
      transformResponse: ({ data }: StoreApiResult<EquipmentModelDetail>) => data,
    }),
  }),
});

export const { useGetModelQuery: useModelQuery } = modelApi;
