// Server carts (SPEC §7 Guest cart): one cart per guest id or per customer in each store, one line
// per product. Prices are never stored: every answer is priced from the products table.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('carts')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('store_id', 'text', (col) => col.notNull().references('stores.id'))
    .addColumn('guest_id', 'text')
    // No foreign key: customers belong to the auth module; a cart of a deleted customer is inert.
    .addColumn('customer_id', 'integer')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('carts_one_owner', sql`(guest_id is null) <> (customer_id is null)`)
    .addUniqueConstraint('carts_store_guest_key', ['store_id', 'guest_id'])
    .addUniqueConstraint('carts_store_customer_key', ['store_id', 'customer_id'])
    .execute();

  await db.schema
    .createTable('cart_items')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('cart_id', 'integer', (col) =>
      col.notNull().references('carts.id').onDelete('cascade'),
    )
    .addColumn('product_id', 'integer', (col) =>
      col.notNull().references('products.id').onDelete('cascade'),
    )
    .addColumn('quantity', 'integer', (col) => col.notNull().check(sql`quantity > 0`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('cart_items_cart_product_key', ['cart_id', 'product_id'])
    .execute();
  // Old guest carts are found by age for clean-up.
  await sql`create index carts_updated_at_idx on carts (updated_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('cart_items').execute();
  await db.schema.dropTable('carts').execute();
}
