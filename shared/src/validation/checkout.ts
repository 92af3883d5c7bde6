// Customer step, payment choice and the (unused) manual card form of SPEC §5.
import { z } from 'zod';
import { CARD_NUMBER_MAX_LENGTH } from '../domain/constants';
import { VALIDATION_MESSAGES as M } from './messages';

/** First name, last name and email required ('Please fill in all required fields'); phone optional. */
export const customerInfoSchema = z
  .object({
    firstName: z.string().trim().default(''),
    lastName: z.string().trim().default(''),
    email: z.string().trim().default(''),
    phone: z.string().trim().default(''),
  })
  .superRefine((info, ctx) => {
    const missing = (['firstName', 'lastName', 'email'] as const).filter((field) => !info[field]);
    if (missing.length > 0) {
      for (const field of missing)
        ctx.addIssue({ code: 'custom', path: [field], message: M.requiredFields });
      return;
    }
    if (!z.email().safeParse(info.email).success) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: M.invalidEmail });
    }
  });
export type CustomerInfoInput = z.input<typeof customerInfoSchema>;

export const PAYMENT_METHODS = ['card'] as const;
export const paymentMethodSchema = z.enum(PAYMENT_METHODS, { error: M.paymentMethodRequired });

/** A guest paying through the provider needs an email. */
export const guestCheckoutEmailSchema = z
  .string({ error: M.guestEmailRequired })
  .trim()
  .min(1, M.guestEmailRequired)
  .pipe(z.email({ error: M.invalidEmail }));

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'unknown';

/** visa, mastercard, amex or discover from the number's prefix. */
export function detectCardBrand(cardNumber: string): CardBrand {
  const digits = cardNumber.replace(/\D/g, '');
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  return 'unknown';
}

/** Groups the digits by 4 as the shopper types, at most 19 characters ("4242 4242 4242 4242"). */
export function formatCardNumber(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 16);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ').slice(0, CARD_NUMBER_MAX_LENGTH);
}

/** MM/YY with a real month, not already past (the current month is still valid). */
export function isValidExpiry(value: string, now: Date = new Date()): boolean {
  const match = /^(\d{2})\/(\d{2})$/.exec(value.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  const currentYear = now.getFullYear();
  const currentMonth = now.getMonth() + 1;
  return year > currentYear || (year === currentYear && month >= currentMonth);
}

export const cardFormSchema = z.object({
  cardName: z.string({ error: M.cardNameRequired }).trim().min(1, M.cardNameRequired),
  cardNumber: z
    .string({ error: M.invalidCardNumber })
    .max(CARD_NUMBER_MAX_LENGTH, M.invalidCardNumber)
    .refine((value) => /^\d{16}$/.test(value.replace(/\s/g, '')), M.invalidCardNumber),
  expiryDate: z
    .string({ error: M.invalidExpiry })
    .refine((value) => isValidExpiry(value), M.invalidExpiry),
  cvv: z.string({ error: M.invalidCvv }).regex(/^\d{3,4}$/, M.invalidCvv),
});
export type CardFormInput = z.input<typeof cardFormSchema>;
