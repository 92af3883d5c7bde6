// SPEC §3's two accepted order shapes made into one `Order` for the order pages: the first as the
// store API sends it, the second ({ success, order, payment }) with shipping and tax 0. Any other
// shape is only logged as a warning, and the page then shows "Order not found".
import { centsFromDollars, dollarsFromCents } from '@storefront/contract';
import type { Order, OrderItem } from '@storefront/contract';

type Loose = Record<string, unknown>;

const isObject = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown, fallback = ''): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : fallback;
const textOrNull = (value: unknown): string | null =>
  value === null || value === undefined ? null : text(value);
const amount = (value: unknown): number => {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : 0;
};
const itemsOf = (value: unknown): OrderItem[] =>
  Array.isArray(value) ? (value.filter(isObject) as unknown as OrderItem[]) : [];

/** The first shape: the store API's order, with its defaults filled in. */
function fromFirstShape(raw: Loose): Order {
  const order = raw as unknown as Order;
  const items = itemsOf(raw.items);
  const payment = isObject(raw.payment) ? raw.payment : {};
  const total = amount(raw.total);
  const subtotal =
    raw.subtotal === undefined
      ? dollarsFromCents(items.reduce((sum, item) => sum + centsFromDollars(amount(item.total)), 0))
      : amount(raw.subtotal);
  return {
    ...order,
    items,
    subtotal,
    shipping:
      raw.shipping === undefined
        ? dollarsFromCents(centsFromDollars(total) - centsFromDollars(subtotal))
        : amount(raw.shipping),
    tax: amount(raw.tax),
    total,
    payment: {
      ...(payment as unknown as Order['payment']),
      status: text(payment.status, 'pending'),
      provider: text(payment.provider),
      amount: amount(payment.amount),
    },
    metadata: isObject(raw.metadata) ? raw.metadata : {},
  };
}

/** The second shape: a success flag with the order and its payment side by side. */
function fromSecondShape(order: Loose, payment: Loose): Order {
  const metadata = isObject(payment.metadata) ? payment.metadata : {};
  const total = amount(order.total);
  return {
    order_id: text(order.id),
    store_order_id: text(order.store_order_id),
    status: text(order.status, 'pending'),
    date: text(order.date ?? order.createdAt),
    date_completed: textOrNull(order.date_completed),
    customer: {
      ...(order.customer_id !== undefined && { id: text(order.customer_id) }),
      first_name: '',
      last_name: '',
      email: text(metadata.customerEmail),
    },
    shipping_address: null,
    billing_address: null,
    payment: {
      status: text(payment.status, 'pending'),
      provider: text(payment.provider),
      amount: amount(payment.amount),
      transaction_id: textOrNull(payment.provider_payment_id),
      provider_session_id: textOrNull(payment.provider_session_id),
    },
    items: itemsOf(order.items),
    subtotal: total,
    shipping: 0,
    tax: 0,
    total,
    metadata: {
      channel_id: textOrNull(order.channel_id),
      returned: order.returned === true,
      return_reason: textOrNull(order.return_reason),
      return_notes: textOrNull(order.return_notes),
      returned_at: textOrNull(order.returned_at),
      cancellation_reason: textOrNull(order.cancellation_reason),
      customer_notes: textOrNull(order.customer_notes),
      created_at: text(order.createdAt),
      updated_at: text(order.updatedAt),
      store_id: text(metadata.storeId),
      is_guest: metadata.isGuest === 'true' || metadata.isGuest === true,
    },
  };
}

/**
 * The order in either accepted shape, or null for anything else (which is warned about, once per
 * call, and never thrown).
 */
export function normalizeOrder(
  raw: unknown,
  warn: (message: string) => void = (message) => console.warn(message),
): Order | null {
  if (isObject(raw) && raw.order_id !== undefined && Array.isArray(raw.items)) {
    return fromFirstShape(raw);
  }
  if (isObject(raw) && 'success' in raw && isObject(raw.order) && isObject(raw.payment)) {
    return fromSecondShape(raw.order, raw.payment);
  }
  warn('Unknown order data format');
  return null;
}
