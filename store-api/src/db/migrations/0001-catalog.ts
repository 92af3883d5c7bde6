// Catalogue tables: stores, brands, the category tree, products and per-SKU inventory.
import { sql, type Kysely } from 'kysely';
import { hasTrigramExtension } from '../connection.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('stores')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('industry', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  // The three stores are reference data every other row hangs off, so they ship with the schema.
  // Their full configurations (theme, policies, contact) live in @storefront/contract.
  await db
    .insertInto('stores' as never)
    .values([
      { id: 'default', name: 'Default Store', industry: 'Replacement parts and tools' },
      { id: 'hvac', name: 'HVAC Store', industry: 'HVAC equipment, parts and tools' },
      {
        id: 'parts',
        name: 'Parts Store',
        industry: 'Replacement, automotive, marine and appliance parts and tools',
      },
    ] as never)
    .execute();

  await db.schema
    .createTable('brands')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('store_id', 'text', (col) => col.notNull().references('stores.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('slug', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('logo_url', 'text')
    .addColumn('product_types', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('brands_store_id_slug_key', ['store_id', 'slug'])
    .execute();
  await sql`create index brands_store_id_lower_name_idx on brands (store_id, lower(name))`.execute(
    db,
  );

  await db.schema
    .createTable('categories')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('store_id', 'text', (col) => col.notNull().references('stores.id'))
    .addColumn('parent_id', 'integer', (col) => col.references('categories.id'))
    .addColumn('level', 'smallint', (col) => col.notNull().check(sql`level between 1 and 3`))
    .addColumn('path', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('slug', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('is_active', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('categories_store_id_path_key', ['store_id', 'path'])
    .execute();
  await db.schema
    .createIndex('categories_store_id_parent_id_idx')
    .on('categories')
    .columns(['store_id', 'parent_id'])
    .execute();

  await db.schema
    .createTable('products')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('store_id', 'text', (col) => col.notNull().references('stores.id'))
    .addColumn('sku', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('slug', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('price', sql`numeric(12, 2)`, (col) => col.notNull().check(sql`price >= 0`))
    .addColumn('discount', 'smallint', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`discount between 0 and 100`),
    )
    .addColumn('category_id', 'integer', (col) => col.notNull().references('categories.id'))
    .addColumn('brand_id', 'integer', (col) => col.notNull().references('brands.id'))
    .addColumn('image_url', 'text')
    .addColumn('rating_rate', sql`numeric(2, 1)`, (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`rating_rate between 0 and 5`),
    )
    .addColumn('rating_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('seasonal_months', sql`smallint[]`, (col) =>
      col.notNull().defaultTo(sql`'{}'::smallint[]`),
    )
    .addColumn('attributes', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('is_active', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('products_store_id_sku_key', ['store_id', 'sku'])
    .execute();

  // Listing orders: newest first, optionally within a category or a brand.
  await sql`create index products_store_newest_idx
    on products (store_id, created_at desc, id desc)`.execute(db);
  await sql`create index products_store_category_newest_idx
    on products (store_id, category_id, created_at desc, id desc)`.execute(db);
  await sql`create index products_store_brand_newest_idx
    on products (store_id, brand_id, created_at desc, id desc)`.execute(db);
  // Featured strategies.
  await sql`create index products_store_top_rated_idx
    on products (store_id, rating_rate desc, rating_count desc, id)`.execute(db);
  await sql`create index products_store_most_popular_idx
    on products (store_id, rating_count desc, id)`.execute(db);
  await sql`create index products_store_discounted_idx
    on products (store_id, discount desc, id) where discount > 0`.execute(db);

  // Substring search on name and SKU: trigram GIN indexes answer LIKE '%term%' on both
  // PostgreSQL and PGlite (which bundles pg_trgm). Without the extension a sequential scan
  // over one store's rows still answers correctly.
  if (await hasTrigramExtension(db)) {
    await sql`create index products_name_trgm_idx
      on products using gin (lower(name) gin_trgm_ops)`.execute(db);
    await sql`create index products_sku_trgm_idx
      on products using gin (lower(sku) gin_trgm_ops)`.execute(db);
  }

  await db.schema
    .createTable('inventory')
    .addColumn('store_id', 'text', (col) => col.notNull())
    .addColumn('sku', 'text', (col) => col.notNull())
    .addColumn('total_on_hand', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`total_on_hand >= 0`),
    )
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('inventory_pkey', ['store_id', 'sku'])
    .addForeignKeyConstraint(
      'inventory_product_fkey',
      ['store_id', 'sku'],
      'products',
      ['store_id', 'sku'],
      (fk) => fk.onDelete('cascade').onUpdate('cascade'),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['inventory', 'products', 'categories', 'brands', 'stores']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
