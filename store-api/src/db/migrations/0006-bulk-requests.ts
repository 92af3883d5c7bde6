// Bulk-purchasing requests (SPEC §2 Bulk purchasing): SPEC shows no submit behaviour, a real store
// keeps each request so nothing depends on an e-mail arriving. 0004 and 0005 belong to other domains.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('bulk_requests')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('store_id', 'text', (col) => col.notNull().references('stores.id'))
    .addColumn('company_name', 'text', (col) => col.notNull())
    .addColumn('contact_person', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('products', 'text', (col) => col.notNull())
    .addColumn('delivery_address', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('delivery_timeline', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('additional_information', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  // A store's requests, newest first (what a sales desk reads).
  await db.schema
    .createIndex('bulk_requests_store_created_idx')
    .on('bulk_requests')
    .columns(['store_id', 'created_at desc'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('bulk_requests').execute();
}
