// Path schemas and the fixed answers of the auth routes (the bodies are the contract's SPEC §5 schemas).
import { VALIDATION_MESSAGES } from '@storefront/contract/validation';
import { z } from 'zod';
import { idParam } from '../../schemas/common.js';

export const savedAddressParams = z.object({ id: idParam('Address id') });

/** "45 seconds", "1 minute", "8 minutes": a wait as a shopper reads it, rounded up. */
function waitText(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** The texts the auth routes answer with; SPEC §8's where it gives one. */
export const AUTH_MESSAGES = {
  emailTaken: 'An account with this email already exists',
  loginFailed: 'Login failed. Please check your credentials.',
  tooManyLogins: (minutes: number) =>
    `Too many login attempts. Please try again in ${minutes} minutes.`,
  // Counted for every e-mail: says nothing about whether it has an account.
  accountSignInPaused: (seconds: number) =>
    `Too many failed sign-ins for this account. Please try again in ${waitText(seconds)}, or reset your password.`,
  // Says nothing about whether the e-mail has an account.
  tooManyResetRequests: 'Too many password reset requests. Please try again later.',
  loginRequired: 'Please log in to continue.',
  sessionEnded: 'Your session has expired. Please log in again.',
  loggedOut: 'You have been logged out.',
  emailReadOnly: 'Email cannot be changed',
  addressNotFound: 'Address not found',
  addressDeleted: 'Address deleted',
  resetRequested:
    'If an account exists for this email, we have sent a link to reset your password. It is valid for 1 hour.',
  invalidResetLink: VALIDATION_MESSAGES.invalidResetLink,
  passwordReset: 'Your password has been reset. Please log in with your new password.',
  invalidSetPasswordLink: VALIDATION_MESSAGES.invalidSetPasswordLink,
  // The same whether or not the e-mail has an account that could take a first password.
  setPasswordLinkRequested:
    'If this email has a guest account in this store without a password, we have sent it a link to set one. It is valid for 24 hours.',
  tooManySetPasswordLinkRequests:
    'Too many requests for a link to set a password. Please try again later.',
  /** Registration with the e-mail of a passwordless (guest checkout) account: no session. */
  setPasswordLinkSentOnRegister:
    'This email already has an account from a guest checkout. We have sent a link to this address: open it to choose your password and finish creating your account.',
  passwordAlreadySet:
    'This account already has a password. Please log in, or reset your password if you forgot it.',
} as const;
