// What the checkout routes answer (SPEC §7 Checkout and payment). The request body is
// ../validation's checkoutSessionBodySchema.
import { z } from 'zod';
import { ORDER_STATUSES, orderAddressRecord, orderItemRecord } from './order';

/** POST /checkout/create-session: the provider's session and the hosted page to send the browser to. */
export const checkoutSessionRecord = z
  .object({
    sessionId: z.string().meta({ example: 'cs_test_a1b2c3' }),
    url: z.string().meta({ description: "The provider's hosted payment page" }),
  })
  .meta({ id: 'CheckoutSession' });

const usd = (description: string) => z.number().meta({ description: `${description}, USD` });

/** A line of a quote: the catalogue's name and price now, quantities of one product summed. */
export const checkoutQuoteLineRecord = z
  .object({
    id: z.number().int().meta({ description: 'The product id' }),
    name: z.string(),
    sku: z.string(),
    quantity: z.number().int(),
    unit_price: usd('What one unit costs now (discounted)'),
    line_total: usd('unit_price × quantity'),
  })
  .meta({ id: 'CheckoutQuoteLine' });

/**
 * POST /checkout/quote: what create-session would charge for these lines now, priced the same way
 * from the catalogue (the review step shows it, so the total confirmed is the total paid).
 */
export const checkoutQuoteRecord = z
  .object({
    items: z.array(checkoutQuoteLineRecord),
    subtotal: usd('Σ line_total'),
    shipping_charge: usd(
      "Parcel shipping (the store's charge, 0 when the parcels reach the free-shipping threshold) + freight_charge",
    ),
    freight_charge: usd("The freight lines' charge by the store's freight rule; 0 without"),
    total: usd('subtotal + shipping_charge: the amount the payment page asks for'),
  })
  .meta({ id: 'CheckoutQuote' });

/**
 * paid: the order is paid (the success page clears the cart); pending: not yet (ask again);
 * failed: the session expired or the order was cancelled.
 */
export const VERIFICATION_STATUSES = ['paid', 'pending', 'failed'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** GET /checkout/verify-session/{sessionId} (SPEC §7's response, plus what the success page shows). */
export const sessionVerificationRecord = z
  .object({
    success: z.boolean().meta({ description: 'True when the order is paid' }),
    status: z.enum(VERIFICATION_STATUSES),
    message: z.string(),
    payment: z.object({
      status: z.string(),
      amount: z.number().meta({ description: 'USD, 2 decimals' }),
      currency: z.string(),
      metadata: z.object({
        orderId: z.string(),
        customerFirstName: z.string(),
        customerLastName: z.string(),
      }),
    }),
    order: z.object({
      order_id: z.number().int(),
      store_order_id: z.string(),
      date: z.string().meta({ format: 'date-time' }),
      status: z.enum(ORDER_STATUSES),
      subtotal: z.number().meta({ description: 'USD, 2 decimals' }),
      shipping: z.number().meta({ description: 'USD, 2 decimals' }),
      total: z.number().meta({ description: 'USD, 2 decimals' }),
      is_guest: z.boolean(),
      customer: z.object({ first_name: z.string(), last_name: z.string(), email: z.string() }),
      shipping_address: orderAddressRecord,
      items: z.array(orderItemRecord),
    }),
    session: z.object({ customer_email: z.string() }),
  })
  .meta({ id: 'SessionVerification' });

export type CheckoutSessionRecord = z.infer<typeof checkoutSessionRecord>;
export type CheckoutQuoteRecord = z.infer<typeof checkoutQuoteRecord>;
export type SessionVerificationRecord = z.infer<typeof sessionVerificationRecord>;
