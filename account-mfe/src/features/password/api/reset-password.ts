import { storeApi, type StoreApiResult } from '@storefront/platform';

export interface ResetPasswordBody {
  token: string;
  email: string;
  password: string;
}

/** POST /auth/reset-password: a used, expired or unknown token is a 400 with SPEC's text. */
const resetPasswordApi = storeApi.injectEndpoints({
  endpoints: (build) => ({
    resetPassword: build.mutation<{ message: string }, ResetPasswordBody>({
      query: (body) => ({ url: '/auth/reset-password', method: 'POST', body }),
      transformResponse: ({ data }: StoreApiResult<{ message: string }>) => data,
    }),
  }),
});

export const { useResetPasswordMutation } = resetPasswordApi;
