import { storeApi, type StoreApiResult } from '@storefront/platform';
import { type SavedAddress } from '@storefront/contract';

/** DELETE /auth/me/billing-addresses/{id}: removes one saved billing address. */
const deleteBillingAddressApi = storeApi.injectEndpoints({
  endpoints: (build) => ({
    deleteBillingAddress: build.mutation<{ message: string }, SavedAddress['id']>({
      query: (id) => ({
        url: `/auth/me/billing-addresses/${encodeURIComponent(String(id))}`,
        method: 'DELETE',
      }),
      transformResponse: ({ data }: StoreApiResult<{ message: string }>) => data,
      invalidatesTags: ['Address'],
    }),
  }),
});

export const { useDeleteBillingAddressMutation } = deleteBillingAddressApi;
