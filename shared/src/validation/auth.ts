// Registration, login and password rules of SPEC §5.
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../domain/constants';
import { VALIDATION_MESSAGES as M } from './messages';

const email = () =>
  z
    .string({ error: M.emailRequired })
    .trim()
    .min(1, M.emailRequired)
    .pipe(z.email({ error: M.invalidEmail }));

const password = () =>
  z.string({ error: M.passwordRequired }).min(PASSWORD_MIN_LENGTH, M.passwordTooShort);

/** First name, last name, email and password required (names trimmed); phone optional. */
export const registrationSchema = z.object({
  firstName: z.string({ error: M.firstNameRequired }).trim().min(1, M.firstNameRequired),
  lastName: z.string({ error: M.lastNameRequired }).trim().min(1, M.lastNameRequired),
  email: email(),
  phone: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined),
  password: password(),
});
export type RegistrationInput = z.input<typeof registrationSchema>;

export const loginSchema = z.object({
  email: email(),
  password: z.string({ error: M.passwordRequired }).min(1, M.passwordRequired),
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

export const setPasswordSchema = z
  .object({ email: email(), orderId: z.union([z.string(), z.number()]).optional() })
  .and(passwordPairSchema);

export const requestPasswordResetSchema = z.object({ email: email() });
