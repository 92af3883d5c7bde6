// POST /bulk-requests: stores a bulk-purchasing request; answers 201 `{ data: { id, message } }`.
import { storeApi, type StoreApiResult } from '@storefront/platform';
import type { BulkRequestReceipt } from '@storefront/contract/records';
import type { BulkRequest } from '@storefront/contract/validation';

const bulkApi = storeApi.injectEndpoints({
  endpoints: (build) => ({
    submitBulkRequest: build.mutation<StoreApiResult<BulkRequestReceipt>, BulkRequest>({
      query: (body) => ({ url: '/bulk-requests', method: 'POST', body }),
    }),
  }),
});

export const { useSubmitBulkRequestMutation } = bulkApi;
