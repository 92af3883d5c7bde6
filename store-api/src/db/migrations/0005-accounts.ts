// Customer accounts of each store: customers with their profile addresses, saved billing
// addresses, sign-in sessions (a bearer token is valid only while its session row is) and
// password reset tokens (stored as SHA-256 hashes). 0004 is the e-mail work's.
import { sql, type Kysely } from 'kysely';

const createdAt = sql`now()`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('customers')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('store_id', 'text', (col) => col.notNull().references('stores.id'))
    // As typed (trimmed): the address e-mails go to and the profile shows.
    .addColumn('email', 'text', (col) => col.notNull())
    // Trimmed and lower-cased: what sign-in and the uniqueness per store compare.
    .addColumn('email_normalized', 'text', (col) => col.notNull())
    // Null for a customer a guest checkout created; set-password fills it in.
    .addColumn('password_hash', 'text')
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('phone', 'text')
    // Each profile address is read and written whole and never searched: one jsonb value each.
    .addColumn('shipping_address', 'jsonb')
    .addColumn('billing_address', 'jsonb')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(createdAt))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(createdAt))
    .addUniqueConstraint('customers_store_id_email_normalized_key', [
      'store_id',
      'email_normalized',
    ])
    .execute();

  await db.schema
    .createTable('customer_billing_addresses')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('customer_id', 'integer', (col) =>
      col.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('street', 'text', (col) => col.notNull())
    .addColumn('city', 'text', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('postal_code', 'text', (col) => col.notNull())
    .addColumn('country', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(createdAt))
    .execute();
  await db.schema
    .createIndex('customer_billing_addresses_customer_id_idx')
    .on('customer_billing_addresses')
    .column('customer_id')
    .execute();

  await db.schema
    .createTable('auth_sessions')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('customer_id', 'integer', (col) =>
      col.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('store_id', 'text', (col) => col.notNull().references('stores.id'))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(createdAt))
    .execute();
  // A password change revokes every live session of the customer.
  await sql`create index auth_sessions_customer_id_live_idx on auth_sessions (customer_id) where revoked_at is null`.execute(
    db,
  );

  await db.schema
    .createTable('password_reset_tokens')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('customer_id', 'integer', (col) =>
      col.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(createdAt))
    .execute();
  await db.schema
    .createIndex('password_reset_tokens_customer_id_idx')
    .on('password_reset_tokens')
    .column('customer_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'password_reset_tokens',
    'auth_sessions',
    'customer_billing_addresses',
    'customers',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
