// An order as the store API answers it (a pending, paid order of one line, placed two days ago),
// for the order pages' tests; `overrides` replace whole fields.
import type { OrderRecord } from '@storefront/contract/records';

/** The ISO time `days` days ago. */
export const daysAgo = (days: number) =>
  new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString();

export function makeOrder(overrides: Partial<OrderRecord> = {}): OrderRecord {
  const address = {
    id: null,
    first_name: 'Ada',
    last_name: 'Lovelace',
    street: '12 Main St',
    city: 'Austin',
    state: 'TX',
    postal_code: '78701',
    country: 'US',
    phone: '(512) 555-0100',
  };
  return {
    order_id: 12,
    store_order_id: 'HVAC-000012',
    status: 'pending',
    date: daysAgo(2),
    date_completed: null,
    customer: {
      id: 7,
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      phone: '',
    },
    shipping_address: address,
    billing_address: address,
    payment: {
      status: 'paid',
      provider: 'stripe',
      amount: 44.98,
      transaction_id: 'pi_123',
      provider_session_id: 'cs_123',
    },
    items: [
      {
        id: 1,
        product_id: 3,
        name: 'Fan motor',
        sku: 'FAN-1',
        quantity: 2,
        price: 19.99,
        total: 39.98,
        tracking_number: null,
      },
    ],
    subtotal: 39.98,
    shipping: 5,
    total: 44.98,
    metadata: {
      channel_id: null,
      returned: false,
      return_reason: null,
      return_notes: null,
      returned_at: null,
      cancellation_reason: null,
      customer_notes: null,
      created_at: daysAgo(2),
      updated_at: daysAgo(2),
      store_id: 'hvac',
      is_guest: false,
    },
    ...overrides,
  };
}
