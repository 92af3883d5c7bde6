// The store API's checkout calls (SPEC §7): the quote, create-session and verify-session.
import { storeApi, type StoreApiResult } from '@storefront/platform';
import type {
  CheckoutQuoteRecord,
  CheckoutSessionRecord,
  SessionVerificationRecord,
} from '@storefront/contract/records';
import type { CheckoutQuoteBody, CheckoutSessionBody } from '@storefront/contract/validation';

const checkoutApi = storeApi.injectEndpoints({
  endpoints: (build) => ({
    /** What create-session will charge for these lines, priced by the server now. */
    checkoutQuote: build.query<CheckoutQuoteRecord, CheckoutQuoteBody>({
      query: (body) => ({ url: '/checkout/quote', method: 'POST', body }),
      transformResponse: ({ data }: StoreApiResult<CheckoutQuoteRecord>) => data,
    }),
    /** Prices and reserves the cart on the server and opens the provider's hosted page. */
    createCheckoutSession: build.mutation<CheckoutSessionRecord, CheckoutSessionBody>({
      query: (body) => ({ url: '/checkout/create-session', method: 'POST', body }),
      transformResponse: ({ data }: StoreApiResult<CheckoutSessionRecord>) => data,
    }),
    /** Where the paid (or not yet paid) order of a session stands; asked again while pending. */
    verifyCheckoutSession: build.mutation<SessionVerificationRecord, string>({
      query: (sessionId) => ({
        url: `/checkout/verify-session/${encodeURIComponent(sessionId)}`,
        method: 'GET',
      }),
      transformResponse: ({ data }: StoreApiResult<SessionVerificationRecord>) => data,
    }),
  }),
});

export const {
  useCheckoutQuoteQuery,
  useCreateCheckoutSessionMutation,
  useVerifyCheckoutSessionMutation,
} = checkoutApi;
