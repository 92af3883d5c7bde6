// The order as the store API reads it back (SPEC §3 Order): the checkout writes orders, the order
// pages and routes read them in this shape. Money is USD with 2 decimals, from integer cents.
import { z } from 'zod';
import { postalAddressFields } from './address';

export const ORDER_STATUSES = ['pending', 'processing', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** refunding: the order was cancelled and its refund is owed, not yet confirmed by the provider. */
export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'refunding', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

const money = z.number().meta({ description: 'USD, 2 decimals' });
const dateTime = z.string().meta({ format: 'date-time' });

/** An address snapshot taken when the order was placed. */
export const orderAddressRecord = z
  .object({
    id: z.number().int().nullable().meta({ description: 'Saved address it came from, if any' }),
    first_name: z.string(),
    last_name: z.string(),
    ...postalAddressFields(),
    phone: z.string(),
  })
  .meta({ id: 'OrderAddress' });

export const orderItemRecord = z
  .object({
    id: z.number().int(),
    product_id: z.number().int(),
    name: z.string(),
    sku: z.string(),
    quantity: z.number().int(),
    price: money.meta({ description: 'Unit price paid (discount applied), USD' }),
    total: money,
    tracking_number: z
      .string()
      .nullable()
      .meta({ description: 'Set when shipped; the item is "processing" until then' }),
  })
  .meta({ id: 'OrderItem' });

export const orderPaymentRecord = z
  .object({
    status: z.enum(PAYMENT_STATUSES),
    provider: z.string().nullable(),
    amount: money,
    transaction_id: z.string().nullable(),
    provider_session_id: z.string().nullable(),
  })
  .meta({ id: 'OrderPayment' });

const RETURN_STATUSES = ['issued', 'received'] as const;

/** One line of an RMA: how many units of one order item go back, and why. */
export const orderReturnLineRecord = z
  .object({
    item_id: z.number().int(),
    name: z.string(),
    sku: z.string(),
    quantity: z.number().int(),
    reason: z.string(),
    amount: money.meta({ description: 'The units as paid (unit price x quantity), USD' }),
  })
  .meta({ id: 'OrderReturnLine' });

/**
 * An RMA (return merchandise authorisation, issue 40): units of some lines sent back. Issued when
 * the customer asks; received by an operator, who thereby has the refund made (once).
 */
export const orderReturnRecord = z
  .object({
    rma_number: z.string().meta({ example: 'RMA-HVAC-000123-01' }),
    status: z.enum(RETURN_STATUSES),
    created_at: dateTime,
    received_at: dateTime.nullable(),
    lines: z.array(orderReturnLineRecord),
    merchandise: money.meta({ description: 'The returned units as paid, USD' }),
    restocking_fee_percent: z.number().int(),
    restocking_fee: money,
    refund: money.meta({ description: 'merchandise less the restocking fee, USD' }),
    refund_status: z
      .enum(['refunding', 'refunded'])
      .nullable()
      .meta({ description: 'null until received; refunding until the provider confirms' }),
  })
  .meta({ id: 'OrderReturn' });

export const orderRecord = z
  .object({
    order_id: z.number().int(),
    store_order_id: z.string().meta({ example: 'HVAC-000123' }),
    status: z.enum(ORDER_STATUSES),
    date: dateTime,
    date_completed: dateTime.nullable(),
    customer: z.object({
      id: z.number().int().nullable().meta({ description: 'null for a guest order' }),
      first_name: z.string(),
      last_name: z.string(),
      email: z.string(),
      phone: z.string(),
    }),
    shipping_address: orderAddressRecord,
    billing_address: orderAddressRecord,
    payment: orderPaymentRecord,
    items: z.array(orderItemRecord),
    subtotal: money,
    shipping: money,
    total: money,
    metadata: z.object({
      channel_id: z.string().nullable(),
      returned: z.boolean(),
      return_reason: z.string().nullable(),
      return_notes: z.string().nullable(),
      returned_at: dateTime.nullable(),
      cancellation_reason: z.string().nullable(),
      customer_notes: z.string().nullable(),
      created_at: dateTime,
      updated_at: dateTime,
      store_id: z.string(),
      is_guest: z.boolean(),
    }),
    returns: z
      .array(orderReturnRecord)
      .optional()
      .meta({ description: "The order's RMAs, oldest first (always sent by the store API)" }),
  })
  .meta({ id: 'Order' });

/**
 * A row of the order history (SPEC §3: id, store_order_id, createdAt, status, total, orderLines),
 * plus whether it was returned: a returned order stays completed.
 */
export const orderSummaryRecord = z
  .object({
    id: z.number().int(),
    store_order_id: z.string(),
    createdAt: dateTime,
    status: z.enum(ORDER_STATUSES),
    returned: z.boolean(),
    total: money,
    orderLines: z.array(orderItemRecord),
  })
  .meta({ id: 'OrderSummary' });

export type OrderRecord = z.infer<typeof orderRecord>;
export type OrderItemRecord = z.infer<typeof orderItemRecord>;
export type OrderReturnRecord = z.infer<typeof orderReturnRecord>;
export type OrderReturnLineRecord = z.infer<typeof orderReturnLineRecord>;
export type OrderSummaryRecord = z.infer<typeof orderSummaryRecord>;
