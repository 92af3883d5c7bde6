// Registration, login, password and profile rules of SPEC §5, and the bodies the store API's auth
// calls take.
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../constants';
import { billingServerAddressSchema, shippingServerAddressSchema } from './address';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from './limits';
import { VALIDATION_MESSAGES as M } from './messages';
import { usPhone } from './phone';

const email = () =>
  z
    .string({ error: M.emailRequired })
    .trim()
    .min(1, M.emailRequired)
    .max(EMAIL_MAX_LENGTH, M.tooLong('Email', EMAIL_MAX_LENGTH))
    .pipe(z.email({ error: M.invalidEmail }));

const password = () =>
  z
    .string({ error: M.passwordRequired })
    .min(PASSWORD_MIN_LENGTH, M.passwordTooShort)
    .max(PASSWORD_MAX_LENGTH, M.passwordTooLong);

const name = (label: string, required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(NAME_MAX_LENGTH, M.tooLong(label, NAME_MAX_LENGTH));

const firstName = () => name('First name', M.firstNameRequired);
const lastName = () => name('Last name', M.lastNameRequired);

/** First name, last name, email and password required (names trimmed); phone optional, a US one. */
export const registrationSchema = z.object({
  firstName: firstName(),
  lastName: lastName(),
  email: email(),
  phone: usPhone()
    .optional()
    .transform((value) => value || undefined),
  password: password(),
});
export type RegistrationInput = z.input<typeof registrationSchema>;

export const loginSchema = z.object({
  email: email(),
  password: z
    .string({ error: M.passwordRequired })
    .min(1, M.passwordRequired)
    .max(PASSWORD_MAX_LENGTH, M.passwordTooLong),
});
export type LoginInput = z.input<typeof loginSchema>;

/** The login button is enabled only when both fields are filled. */
export function canSubmitLogin(form: { email?: string; password?: string }): boolean {
  return Boolean(form.email?.trim() && form.password);
}

/** The two new passwords must match ('Passwords do not match') and be at least 6 characters. */
export const passwordPairSchema = z
  .object({
    password: z.string().default(''),
    confirmPassword: z.string().default(''),
  })
  .superRefine((pair, ctx) => {
    if (pair.password !== pair.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: M.passwordsDoNotMatch });
    } else if (pair.password.length < PASSWORD_MIN_LENGTH) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: M.passwordTooShort });
    } else if (pair.password.length > PASSWORD_MAX_LENGTH) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: M.passwordTooLong });
    }
  });

/** The reset link must carry both a token and an email. */
export const resetLinkSchema = z.object({
  token: z.string({ error: M.invalidResetLink }).trim().min(1, M.invalidResetLink),
  email: z.string({ error: M.invalidResetLink }).trim().min(1, M.invalidResetLink),
});

export const resetPasswordSchema = z
  .object({ token: z.string().trim(), email: z.string().trim() })
  .superRefine((link, ctx) => {
    if (!link.token || !link.email)
      ctx.addIssue({ code: 'custom', path: ['token'], message: M.invalidResetLink });
  })
  .and(passwordPairSchema);

export const requestPasswordResetSchema = z.object({ email: email() });

/** A link token as sent in the link: 32 random bytes in base64url (43 characters). */
const linkToken = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(100, message);

const resetToken = () => linkToken(M.invalidResetLink);

/**
 * The body of POST /auth/reset-password: the link's token and email and the new password. The
 * page checks the two typed passwords with resetPasswordSchema and sends one of them.
 */
export const resetPasswordBodySchema = z.object({
  token: resetToken(),
  email: email(),
  password: password(),
});

const orderIdParam = () => z.union([z.string().trim().max(100), z.number().int()]).optional();

/**
 * The body of POST /auth/set-password (after a guest order): the e-mailed link's email and token,
 * the new password, and the link's optional orderId (only where the page goes next).
 */
export const setPasswordBodySchema = z.object({
  email: email(),
  password: password(),
  token: linkToken(M.invalidSetPasswordLink),
  orderId: orderIdParam(),
});

/** The body of POST /auth/request-set-password: e-mail the set-password link (again). */
export const setPasswordLinkRequestSchema = z.object({ email: email(), orderId: orderIdParam() });

/**
 * The body of PUT /auth/me. The email is read-only: when sent it must be the current one. A field
 * left out keeps its value; an empty phone or a null address clears it.
 */
export const profileUpdateSchema = z.object({
  firstName: firstName(),
  lastName: lastName(),
  email: email().optional(),
  phone: usPhone()
    .nullable()
    .optional()
    .transform((value) => (value === '' ? null : value)),
  shippingAddress: shippingServerAddressSchema.nullable().optional(),
  billingAddress: billingServerAddressSchema.nullable().optional(),
});
