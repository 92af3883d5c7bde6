// The checkout's answers a shopper can read (SPEC §5 and §8 where they give the text).
import { VALIDATION_MESSAGES } from '@storefront/contract/validation';

export const CHECKOUT_MESSAGES = {
  guestEmailRequired: VALIDATION_MESSAGES.guestEmailRequired,
  providerNotEnabled:
    'Card payment through the hosted provider is not enabled in configuration. Please contact the store.',
  sessionCreationFailed: 'Checkout session creation failed. Please try again.',
  sessionNotFound: 'Checkout session not found',
  productUnavailable: (id: number) =>
    `Product ${id} is no longer available. Please remove it from your cart.`,
  invalidSignature: 'Webhook signature verification failed',
  paymentPathDisabled:
    'This payment path is disabled; use POST /store-api/checkout/create-session and the hosted payment page',
  paid: 'Payment successful',
  pending: 'Payment is still being processed',
  failed: 'Payment processing failed: the payment session expired or the order was cancelled',
  tooManyUnpaidCheckouts: (max: number) =>
    `There are already ${max} unpaid checkouts open from your network or e-mail address. Please pay for one of them, or wait until they expire (30 minutes), then try again.`,
  tooManyUnpaidUnits: (max: number) =>
    `Unpaid checkouts from your network or e-mail address can hold at most ${max} items together. Please pay for your open checkout, or wait until it expires (30 minutes), then try again.`,
  tooManyLapsedUnits: (max: number, hours: number) =>
    `Checkouts from your network or e-mail address that were not paid have held ${max} items in the last ${hours} hours, the most they may. Please try again later, or send us a bulk purchase request.`,
  checkoutTooLarge: (max: number) =>
    `A checkout can hold at most ${max} items until it is paid. For larger quantities, please send us a bulk purchase request.`,
  /** Why an unpaid order was cancelled (kept on the order). */
  sessionExpired: 'The payment session expired before payment',
  sessionNotCreated: 'The payment session could not be created',
} as const;
