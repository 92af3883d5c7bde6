import { storeApi, type StoreApiResult } from '@storefront/platform';
import { type Customer, type ServerAddress } from '@storefront/contract';

export interface ProfileUpdate {
  firstName: string;
  lastName: string;
  /** Read-only: the API accepts it only when it equals the current e-mail. */
  email?: string;
  phone?: string;
  shippingAddress?: Omit<ServerAddress, 'id'>;
  billingAddress?: Omit<ServerAddress, 'id'>;
}

/** PUT /auth/me: names, phone and the shipping and billing addresses; answers the customer. */
const updateProfileApi = storeApi.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation<Customer, ProfileUpdate>({
      query: (body) => ({ url: '/auth/me', method: 'PUT', body }),
      transformResponse: ({ data }: StoreApiResult<Customer>) => data,
      invalidatesTags: ['User'],
    }),
  }),
});

export const { useUpdateProfileMutation } = updateProfileApi;
