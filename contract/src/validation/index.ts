// @storefront/contract/validation: the zod schemas and messages of SPEC §5, used by the forms and the store API.
export * from './messages';

export { COUNTRIES, COUNTRY_NOT_AVAILABLE, US_STATES, countryName } from './regions';
export { firstErrorMessage } from './result';
export {
  addressFormSchema,
  billingAddressFormSchema,
  savedBillingAddressSchema,
  shippingServerAddressSchema,
} from './address';
export type {
  AddressFormInput,
  AddressFormValues,
  AddressKind,
  CheckoutAddressInput,
} from './address';
export {
  canSubmitLogin,
  loginSchema,
  passwordPairSchema,
  profileUpdateSchema,
  registrationSchema,
  requestPasswordResetSchema,
  resetLinkSchema,
  resetPasswordBodySchema,
  setPasswordBodySchema,
  setPasswordLinkRequestSchema,
} from './auth';
export type { LoginInput, RegistrationInput } from './auth';
export { checkoutQuoteBodySchema, checkoutSessionBodySchema, customerInfoSchema } from './checkout';
export type { CheckoutQuoteBody, CheckoutSessionBody, CustomerInfoInput } from './checkout';
export {
  CONTACT_LIMITS,
  ORDER_REASON_MAX_LENGTH,
  contactEmailRequestSchema,
  contactMessageSchema,
  isReasonGiven,
  orderReasonSchema,
  returnRequestSchema,
} from './contact';
export type {
  ContactEmailRequest,
  ContactMessage,
  ContactMessageInput,
  ReturnRequest,
} from './contact';
export { BULK_LIMITS, bulkRequestSchema } from './bulk';
export type { BulkRequest, BulkRequestInput } from './bulk';
export {
  stockAlertConfirmSchema,
  stockAlertRequestSchema,
  stockAlertUnsubscribeSchema,
} from './stock-alerts';
