import { storeApi, type StoreApiResult } from '@storefront/platform';
import { type SavedAddress } from '@storefront/contract';

export type SavedAddressBody = Omit<SavedAddress, 'id'>;

/** POST /auth/me/billing-addresses: a new entry of the saved billing addresses. */
const addBillingAddressApi = storeApi.injectEndpoints({
  endpoints: (build) => ({
    addBillingAddress: build.mutation<SavedAddress, SavedAddressBody>({
      query: (body) => ({ url: '/auth/me/billing-addresses', method: 'POST', body }),
      transformResponse: ({ data }: StoreApiResult<SavedAddress>) => data,
      invalidatesTags: ['Address'],
    }),
  }),
});

export const { useAddBillingAddressMutation } = addBillingAddressApi;
