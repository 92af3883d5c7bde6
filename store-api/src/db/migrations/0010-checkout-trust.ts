// Checkout trust (issue 21): the client address an order was placed from (unpaid checkouts are
// limited per address and per e-mail), when verify-session last asked the provider about the
// order's session (at most one call per few seconds, whichever process answers), and why a paid
// session waits for an operator instead of completing the order. 0009 and 0011 are other branches'.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('client_address', 'text')
    .addColumn('provider_checked_at', 'timestamptz')
    .addColumn('payment_review_reason', 'text')
    .execute();
  // The limits count the unpaid orders still holding stock of one address or one e-mail.
  await sql`create index orders_open_client_address_idx on orders (store_id, client_address)
    where status = 'pending' and reservation_released_at is null`.execute(db);
  await sql`create index orders_open_email_idx on orders (store_id, lower(customer_email))
    where status = 'pending' and reservation_released_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_open_email_idx').execute();
  await db.schema.dropIndex('orders_open_client_address_idx').execute();
  await db.schema
    .alterTable('orders')
    .dropColumn('payment_review_reason')
    .dropColumn('provider_checked_at')
    .dropColumn('client_address')
    .execute();
}
