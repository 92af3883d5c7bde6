// Test helper: a paid guest order of a customer written straight to the tables, for the routes
// that need one to exist (set-password) without going through a checkout.
import type { Db } from '../db/connection.js';

const ADDRESS = {
  first_name: 'Guest',
  last_name: 'Shopper',
  street: '12 Main St',
  city: 'Austin',
  state: 'TX',
  postal_code: '78701',
  country: 'US',
  phone: '',
};

let ordersWritten = 0;

/** Answers the order id; `paid: false` leaves the payment pending (an abandoned checkout). */
export async function insertGuestOrder(
  db: Db,
  customer: { id: number; store_id: string; email: string },
  { paid = true } = {},
): Promise<number> {
  ordersWritten += 1;
  const { id } = await db
    .insertInto('orders')
    .values({
      store_id: customer.store_id,
      store_order_id: `TEST-${process.pid}-${Date.now()}-${ordersWritten}`,
      customer_id: customer.id,
      is_guest: true,
      customer_email: customer.email,
      customer_first_name: ADDRESS.first_name,
      customer_last_name: ADDRESS.last_name,
      shipping_address: JSON.stringify(ADDRESS),
      billing_address: JSON.stringify(ADDRESS),
      subtotal_cents: 1000,
      shipping_cents: 500,
      total_cents: 1500,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('payments')
    .values({
      order_id: id,
      provider: 'stripe',
      amount_cents: 1500,
      status: paid ? 'paid' : 'pending',
    })
    .execute();
  return id;
}
