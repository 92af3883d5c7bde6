import { storeApi, type StoreApiResult } from '@storefront/platform';

/** POST /auth/request-reset-password: the same answer for known and unknown e-mails; 429 when rate limited. */
const requestPasswordResetApi = storeApi.injectEndpoints({
  endpoints: (build) => ({
    requestPasswordReset: build.mutation<{ message: string }, { email: string }>({
      query: (body) => ({ url: '/auth/request-reset-password', method: 'POST', body }),
      transformResponse: ({ data }: StoreApiResult<{ message: string }>) => data,
    }),
  }),
});

export const { useRequestPasswordResetMutation } = requestPasswordResetApi;
