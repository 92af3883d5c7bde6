// Unpaid renewals (issue 36): the units of checkouts left unpaid in the last day count against a
// client's unpaid allowance, so the limits look up an address's or an e-mail's recent cancelled
// orders as they look up its open ones (0010).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index orders_cancelled_client_address_idx
    on orders (store_id, client_address, created_at) where status = 'cancelled'`.execute(db);
  await sql`create index orders_cancelled_email_idx
    on orders (store_id, lower(customer_email), created_at) where status = 'cancelled'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_cancelled_email_idx').execute();
  await db.schema.dropIndex('orders_cancelled_client_address_idx').execute();
}
