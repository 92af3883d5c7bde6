import { storeApi, type StoreApiResult } from '@storefront/platform';
import { type Customer } from '@storefront/contract';

/** GET /auth/me: the signed-in customer with addresses; 401 when the token is no longer valid. */
const getProfileApi = storeApi.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<Customer, void>({
      query: () => '/auth/me',
      transformResponse: ({ data }: StoreApiResult<Customer>) => data,
      providesTags: ['User', 'Address'],
    }),
  }),
});

export const { useGetProfileQuery: useProfileQuery } = getProfileApi;
