// Server carts and shipping (SPEC §3 Cart-API response, §7 Guest cart and Shipping): what the
// store API accepts and answers. Money is USD with 2 decimals, priced from the catalogue.
import { z } from 'zod';
import { GUEST_ID_PATTERN, MAX_CART_LINES, MAX_LINE_QUANTITY } from '../constants';
import { SHIPPING_CLASSES } from '../domain/shipping';
import { postalAddressFields } from './address';

/** `guest_` plus 32 hex digits (128 random bits), as `createGuestId()` makes them. */
export const guestIdSchema = z
  .string()
  .regex(GUEST_ID_PATTERN, { error: 'guestId must be "guest_" followed by 32 hex digits' })
  .meta({ example: 'guest_0123456789abcdef0123456789abcdef' });

const productIdField = z
  .number({ error: 'productId must be a positive whole number' })
  .int({ error: 'productId must be a positive whole number' })
  .min(1, { error: 'productId must be a positive whole number' })
  .max(2_147_483_647, { error: 'productId must be a positive whole number' });

const quantityField = z
  .number({ error: `quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}` })
  .int({ error: `quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}` })
  .min(1, { error: `quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}` })
  .max(MAX_LINE_QUANTITY, {
    error: `quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}`,
  });

/** POST .../items: add `quantity` units of a product (a new line or more on its line). */
export const cartItemAddBody = z.object({ productId: productIdField, quantity: quantityField });

/** PUT .../items/{id}: the line's new quantity. */
export const cartItemQuantityBody = z.object({ quantity: quantityField });

/** PUT of a whole cart (the browser's sync): every line the shopper has, once per product. */
export const cartReplaceBody = z.object({
  items: z
    .array(cartItemAddBody)
    .max(MAX_CART_LINES, { error: `a cart holds at most ${MAX_CART_LINES} lines` })
    .refine((items) => new Set(items.map((item) => item.productId)).size === items.length, {
      error: 'each product may appear only once in items',
    }),
});

export type CartReplaceBody = z.infer<typeof cartReplaceBody>;

/** One priced line of a server cart; `id` is the product id (one line per product). */
export const cartLineRecord = z
  .object({
    id: z.number().int().meta({ description: 'The product id: a cart has one line per product' }),
    productId: z.number().int(),
    name: z.string(),
    title: z.string().meta({ description: 'Same as name' }),
    sku: z.string(),
    image: z.string(),
    price: z.number().meta({ description: 'Catalogue price before discount, USD' }),
    discount: z.number().int().meta({ description: 'Percent off, 0 when none' }),
    unit_price: z.number().meta({ description: 'What one unit costs now (discounted), USD' }),
    quantity: z.number().int(),
    qty: z.number().int().meta({ description: 'Same as quantity (the browser cart field)' }),
    line_total: z.number().meta({ description: 'unit_price × quantity, USD; 0 when unavailable' }),
    available_stock: z.number().int().meta({ description: 'Units on hand now' }),
    shipping_class: z.enum(SHIPPING_CLASSES),
    weight_lb: z.number().meta({ description: 'One unit, pounds with one decimal' }),
    available: z
      .boolean()
      .meta({ description: 'false when the product is no longer sold: it blocks checkout' }),
  })
  .meta({ id: 'CartLine' });

/** `{ items, subtotal, shipping_charge, total }` priced from the database. */
export const cartRecord = z
  .object({
    items: z.array(cartLineRecord),
    subtotal: z.number().meta({ description: 'Σ line_total of available lines, USD' }),
    shipping_charge: z.number().meta({
      description:
        "Parcel shipping (the store's charge, 0 when the parcels reach the free-shipping threshold) + freight_charge, USD",
    }),
    freight_charge: z.number().meta({
      description: "The freight lines' charge by the store's freight rule, USD; 0 without",
    }),
    total: z.number().meta({ description: 'subtotal + shipping_charge, USD' }),
  })
  .meta({ id: 'Cart' });

export type CartRecord = z.infer<typeof cartRecord>;
export type CartLineRecord = z.infer<typeof cartLineRecord>;

/** POST /cart/convert: the guest cart to merge into the signed-in customer's. */
export const cartConvertBody = z.object({ guestId: guestIdSchema });

/** The estimated delivery window: the store's handling time plus the ZIP zone's transit days. */
const deliveryWindowRecord = z
  .object({
    minDays: z.number().int().meta({ description: 'Business days from today, handling included' }),
    maxDays: z.number().int(),
    earliest: z.string().meta({ format: 'date' }),
    latest: z.string().meta({ format: 'date' }),
    zone: z.string().nullable().meta({
      description: "The ZIP's zone; null without an address (the window spans every zone)",
    }),
  })
  .meta({ id: 'DeliveryWindow' });

/** What POST /shipping/estimate answers. */
export const shippingEstimateRecord = z
  .object({
    subtotal: z.number(),
    shipping_charge: z.number(),
    total: z.number(),
    free_shipping_threshold: z.number(),
    free_shipping: z.boolean().meta({ description: 'True when the parcels ship free' }),
    freight_charge: z.number().meta({ description: 'Part of shipping_charge, USD' }),
    delivery: deliveryWindowRecord,
  })
  .meta({ id: 'ShippingEstimate' });

/** What POST /shipping/validate answers for a shippable address (normalised). */
export const shippingValidationRecord = z
  .object({
    valid: z.literal(true),
    address: z.object(postalAddressFields()),
  })
  .meta({ id: 'ShippingValidation' });
