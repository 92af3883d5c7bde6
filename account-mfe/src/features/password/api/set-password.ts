import { storeApi, type StoreApiResult } from '@storefront/platform';
import { type AuthSession } from '@storefront/contract';

export interface SetPasswordBody {
  email: string;
  password: string;
  /** The token of the e-mailed link: the proof that the caller reads the e-mail. */
  token: string;
  orderId?: string;
}

export interface SetPasswordLinkRequest {
  email: string;
  orderId?: string;
}

/**
 * POST /auth/set-password: a guest's first password with the e-mailed link's token; answers a
 * session to sign in with (400 for a wrong, expired or used link). POST
 * /auth/request-set-password: e-mail the link again; the same answer for any e-mail, 429 when
 * rate limited.
 */
const setPasswordApi = storeApi.injectEndpoints({
  endpoints: (build) => ({
    setPassword: build.mutation<AuthSession, SetPasswordBody>({
      query: (body) => ({ url: '/auth/set-password', method: 'POST', body }),
      transformResponse: ({ data }: StoreApiResult<AuthSession>) => data,
    }),
    requestSetPasswordLink: build.mutation<{ message: string }, SetPasswordLinkRequest>({
      query: (body) => ({ url: '/auth/request-set-password', method: 'POST', body }),
      transformResponse: ({ data }: StoreApiResult<{ message: string }>) => data,
    }),
  }),
});

export const { useSetPasswordMutation, useRequestSetPasswordLinkMutation } = setPasswordApi;
