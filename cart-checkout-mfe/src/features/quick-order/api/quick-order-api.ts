// POST /quick-order/resolve: the rows' part numbers looked up and priced by the store API at once.
import type { QuickOrderLineInput, QuickOrderResolution } from '@storefront/contract/records';
import { storeApi, type StoreApiResult } from '@storefront/platform';

const quickOrderApi = storeApi.injectEndpoints({
  endpoints: (build) => ({
    resolveQuickOrder: build.mutation<QuickOrderResolution, QuickOrderLineInput[]>({
      query: (lines) => ({ url: '/quick-order/resolve', method: 'POST', body: { lines } }),
      transformResponse: ({ data }: StoreApiResult<QuickOrderResolution>) => data,
    }),
  }),
});

export const { useResolveQuickOrderMutation } = quickOrderApi;
