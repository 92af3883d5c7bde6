// Customer step, payment choice, the (unused) manual card form of SPEC §5 and the create-session
// body of SPEC §7.
import { z } from 'zod';
import { CARD_NUMBER_MAX_LENGTH } from '../domain/constants';
import { checkoutAddressSchema } from './address';
import {
  ADDRESS_LINE_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
} from './limits';
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

/** Most lines one checkout takes, and most units of one line. */
export const CHECKOUT_MAX_LINES = 100;
export const CHECKOUT_MAX_LINE_QUANTITY = 999;

/**
 * A cart line of the create-session body (SPEC §7: itemName, image, id, sku, price, itemQuantity).
 * Only `id` and `itemQuantity` count: the API prices and names every line from its catalogue, so
 * the other fields are accepted and ignored.
 */
export const checkoutItemSchema = z.object({
  id: z
    .number({ error: 'Each item needs a product id' })
    .int('Each item needs a product id')
    .positive('Each item needs a product id')
    .max(2_147_483_647, 'Each item needs a product id'),
  itemQuantity: z
    .number({ error: 'Each item needs a quantity' })
    .int('Each item needs a whole quantity')
    .min(1, 'Each item needs a quantity of at least 1')
    .max(
      CHECKOUT_MAX_LINE_QUANTITY,
      `An item's quantity must be at most ${CHECKOUT_MAX_LINE_QUANTITY}`,
    ),
  itemName: z.string().max(ADDRESS_LINE_MAX_LENGTH).optional(),
  image: z.string().max(2048).optional(),
  sku: z.string().max(ADDRESS_LINE_MAX_LENGTH).optional(),
  price: z.number().optional().meta({ description: 'Ignored: the API prices from its catalogue' }),
});

/** The shopper of the create-session body; a guest must give an email (checked by the API). */
export const checkoutCustomerSchema = z
  .object({
    first_name: z.string({ error: M.requiredFields }).trim().max(NAME_MAX_LENGTH),
    last_name: z.string({ error: M.requiredFields }).trim().max(NAME_MAX_LENGTH),
    email: z.string().trim().max(EMAIL_MAX_LENGTH).optional(),
    phone: z.string().trim().max(PHONE_MAX_LENGTH).optional(),
    isAuthenticated: z.boolean().optional(),
  })
  .superRefine((customer, ctx) => {
    for (const field of ['first_name', 'last_name'] as const) {
      if (!customer[field])
        ctx.addIssue({ code: 'custom', path: [field], message: M.requiredFields });
    }
    if (customer.email && !z.email().safeParse(customer.email).success) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: M.invalidEmail });
    }
  });

const metadataValue = z.union([z.string().max(500), z.number(), z.boolean(), z.null()]);

/**
 * POST /checkout/create-session (SPEC §7). `origin`, `shipping_fee` and `metadata` are accepted for
 * the SPEC's clients and ignored: the store's origin, shipping and the order's metadata come from
 * the server. Without `billingAddress` the shipping address is the billing address.
 */
export const checkoutSessionBodySchema = z.object({
  items: z
    .array(checkoutItemSchema, { error: 'items must be a list of cart lines' })
    .min(1, 'Your cart is empty')
    .max(CHECKOUT_MAX_LINES, `A checkout takes at most ${CHECKOUT_MAX_LINES} lines`),
  customer: checkoutCustomerSchema,
  shippingAddress: checkoutAddressSchema('shipping'),
  billingAddress: checkoutAddressSchema('billing').optional(),
  origin: z.string().max(2048).optional().meta({ description: 'Ignored' }),
  shipping_fee: z.number().optional().meta({ description: 'Ignored' }),
  metadata: z.record(z.string().max(40), metadataValue).optional().meta({ description: 'Ignored' }),
});
export type CheckoutSessionBody = z.input<typeof checkoutSessionBodySchema>;
