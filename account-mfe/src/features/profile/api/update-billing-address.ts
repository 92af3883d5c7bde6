import { storeApi, type StoreApiResult } from '@storefront/platform';
import { type SavedAddress } from '@storefront/contract';
import type { SavedAddressBody } from './add-billing-address';

/** PUT /auth/me/billing-addresses/{id}: changes one saved billing address (404 if not the customer's). */
const updateBillingAddressApi = storeApi.injectEndpoints({
  endpoints: (build) => ({
    updateBillingAddress: build.mutation<
      SavedAddress,
      { id: SavedAddress['id']; address: SavedAddressBody }
    >({
      query: ({ id, address }) => ({
        url: `/auth/me/billing-addresses/${encodeURIComponent(String(id))}`,
        method: 'PUT',
        body: address,
      }),
      transformResponse: ({ data }: StoreApiResult<SavedAddress>) => data,
      invalidatesTags: ['Address'],
    }),
  }),
});

export const { useUpdateBillingAddressMutation } = updateBillingAddressApi;
