// The validation messages of SPEC §5, word for word; the forms and the store API show the same text.
import { PASSWORD_MAX_LENGTH } from './limits';

export const VALIDATION_MESSAGES = {
  requiredFields: 'Please fill in all required fields',
  invalidState: 'Please select a valid US state',
  invalidZip: 'Please enter a valid US ZIP code (e.g., 12345 or 12345-6789)',
  /** "We're sorry, but we currently don't ship to Alaska" */
  shippingStateRefused: (stateName: string) =>
    `We're sorry, but we currently don't ship to ${stateName}`,
  /** "We're sorry, but we currently don't accept billing addresses from Hawaii" */
  billingStateRefused: (stateName: string) =>
    `We're sorry, but we currently don't accept billing addresses from ${stateName}`,
  invalidCountry: 'Please select a valid country',
  invalidEmail: 'Please enter a valid email address',
  /** A phone that is not ten US digits (not SPEC's: issue 36). */
  invalidPhone: 'Please enter a valid US phone number (e.g., 555-123-4567)',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  /** A text field over its length limit, e.g. "First name must be at most 100 characters". */
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  passwordsDoNotMatch: 'Passwords do not match',
  invalidResetLink: 'Invalid or missing reset token. Please request a new password reset link.',
  /** A set-password link whose token is missing, wrong, expired or used (not SPEC's: issue 21). */
  invalidSetPasswordLink:
    'This link to set your password is invalid, has expired or was already used. If you have set your password, please log in; otherwise ask for a new link.',
  guestEmailRequired: 'Email is required for guest checkout',
  paymentMethodRequired: 'Please select a payment method',
  cardNameRequired: 'Card name is required',
  invalidCardNumber: 'Please enter a valid 16-digit card number',
  invalidExpiry: 'Invalid expiry date',
  invalidCvv: 'Invalid CVV',
  reasonRequired: 'Please enter a reason',
  invalidProductId: 'Invalid product ID',
} as const;
