// Customer step and the create-session body of SPEC §7.
import { z } from 'zod';
import { checkoutAddressSchema } from './address';
import { ADDRESS_LINE_MAX_LENGTH, EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from './limits';
import { VALIDATION_MESSAGES as M } from './messages';
import { usPhone } from './phone';

/**
 * First name, last name and email required ('Please fill in all required fields'); phone optional,
 * a US one.
 */
export const customerInfoSchema = z
  .object({
    firstName: z.string().trim().default(''),
    lastName: z.string().trim().default(''),
    email: z.string().trim().default(''),
    phone: usPhone().default(''),
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
    phone: usPhone().optional(),
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

/** POST /checkout/quote: the very lines create-session takes, nothing else. */
export const checkoutQuoteBodySchema = checkoutSessionBodySchema.pick({ items: true });
export type CheckoutQuoteBody = z.input<typeof checkoutQuoteBodySchema>;
