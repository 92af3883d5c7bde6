import { storeApi, type AuthSession, type StoreApiResult } from '@storefront/shared';

export interface SetPasswordBody {
  email: string;
  password: string;
  orderId?: string;
}

/** POST /auth/set-password: a guest's first password; answers a session to sign in with. */
const setPasswordApi = storeApi.injectEndpoints({
  endpoints: (build) => ({
    setPassword: build.mutation<AuthSession, SetPasswordBody>({
      query: (body) => ({ url: '/auth/set-password', method: 'POST', body }),
      transformResponse: ({ data }: StoreApiResult<AuthSession>) => data,
    }),
  }),
});

export const { useSetPasswordMutation } = setPasswordApi;
