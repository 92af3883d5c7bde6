// Orders (checkout issue): the order with its contact and address snapshots and integer-cent totals,
// its items, its one payment, and a per-store counter for the readable order number (HVAC-000123).
// 0006 and 0007 are other branches'.
import { sql, type Kysely } from 'kysely';

const now = sql`now()`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('store_order_counters')
    .addColumn('store_id', 'text', (col) => col.primaryKey().references('stores.id'))
    .addColumn('last_number', 'integer', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('orders')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('store_id', 'text', (col) => col.notNull().references('stores.id'))
    .addColumn('store_order_id', 'text', (col) => col.notNull().unique())
    // Null for a guest; no cascade: an order outlives nothing it refers to.
    .addColumn('customer_id', 'integer', (col) => col.references('customers.id'))
    .addColumn('is_guest', 'boolean', (col) => col.notNull())
    // Who placed it, as given at checkout (a guest has nothing else; a customer may change later).
    .addColumn('customer_email', 'text', (col) => col.notNull())
    .addColumn('customer_first_name', 'text', (col) => col.notNull())
    .addColumn('customer_last_name', 'text', (col) => col.notNull())
    .addColumn('customer_phone', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'processing', 'completed', 'cancelled')`),
    )
    .addColumn('shipping_address', 'jsonb', (col) => col.notNull())
    .addColumn('billing_address', 'jsonb', (col) => col.notNull())
    .addColumn('subtotal_cents', 'integer', (col) => col.notNull().check(sql`subtotal_cents >= 0`))
    .addColumn('shipping_cents', 'integer', (col) => col.notNull().check(sql`shipping_cents >= 0`))
    .addColumn('total_cents', 'integer', (col) => col.notNull().check(sql`total_cents >= 0`))
    .addColumn('currency', 'text', (col) => col.notNull().defaultTo('usd'))
    // The provider's Checkout Session: one order per session, whatever the webhook does.
    .addColumn('provider_session_id', 'text', (col) => col.unique())
    // Set once the reserved stock went back (expiry, failed session, cancellation): never twice.
    .addColumn('reservation_released_at', 'timestamptz')
    .addColumn('returned', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('return_reason', 'text')
    .addColumn('return_notes', 'text')
    .addColumn('returned_at', 'timestamptz')
    .addColumn('cancellation_reason', 'text')
    .addColumn('customer_notes', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('date_completed', 'timestamptz')
    .execute();
  // A customer's order history, newest first.
  await db.schema
    .createIndex('orders_store_customer_created_idx')
    .on('orders')
    .columns(['store_id', 'customer_id', 'created_at desc'])
    .execute();
  // set-password's "a guest order with this e-mail in this store".
  await sql`create index orders_store_guest_email_idx on orders (store_id, lower(customer_email)) where is_guest`.execute(
    db,
  );

  await db.schema
    .createTable('order_items')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('order_id', 'integer', (col) =>
      col.notNull().references('orders.id').onDelete('cascade'),
    )
    .addColumn('product_id', 'integer', (col) => col.notNull().references('products.id'))
    // Name, SKU and price as sold: the catalogue may change afterwards.
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('sku', 'text', (col) => col.notNull())
    .addColumn('quantity', 'integer', (col) => col.notNull().check(sql`quantity > 0`))
    .addColumn('unit_price_cents', 'integer', (col) =>
      col.notNull().check(sql`unit_price_cents >= 0`),
    )
    .addColumn('total_cents', 'integer', (col) => col.notNull().check(sql`total_cents >= 0`))
    .addColumn('tracking_number', 'text')
    .execute();
  await db.schema
    .createIndex('order_items_order_id_idx')
    .on('order_items')
    .column('order_id')
    .execute();

  await db.schema
    .createTable('payments')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    // One payment per order: the completion updates it from pending to paid exactly once.
    .addColumn('order_id', 'integer', (col) =>
      col.notNull().unique().references('orders.id').onDelete('cascade'),
    )
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'paid', 'failed', 'refunded')`),
    )
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('amount_cents', 'integer', (col) => col.notNull().check(sql`amount_cents >= 0`))
    .addColumn('currency', 'text', (col) => col.notNull().defaultTo('usd'))
    // The provider's payment (a PaymentIntent id) once paid.
    .addColumn('transaction_id', 'text')
    .addColumn('provider_session_id', 'text')
    .addColumn('paid_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payments').execute();
  await db.schema.dropTable('order_items').execute();
  await db.schema.dropTable('orders').execute();
  await db.schema.dropTable('store_order_counters').execute();
}
