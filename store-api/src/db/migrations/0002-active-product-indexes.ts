// Listing indexes cover only active products (every catalogue query filters on is_active), so
// counts and pages are answered from the index alone instead of visiting the wide product rows.
import { sql, type Kysely } from 'kysely';

const listingIndexes = {
  products_store_newest_idx: 'store_id, created_at desc, id desc',
  products_store_category_newest_idx: 'store_id, category_id, created_at desc, id desc',
  products_store_brand_newest_idx: 'store_id, brand_id, created_at desc, id desc',
  products_store_top_rated_idx: 'store_id, rating_rate desc, rating_count desc, id',
  products_store_most_popular_idx: 'store_id, rating_count desc, id',
};

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, columns] of Object.entries(listingIndexes)) {
    await sql`drop index if exists ${sql.id(name)}`.execute(db);
    await sql`create index ${sql.id(name)} on products (${sql.raw(columns)}) where is_active`.execute(
      db,
    );
  }
  await sql`drop index if exists products_store_discounted_idx`.execute(db);
  await sql`create index products_store_discounted_idx
    on products (store_id, discount desc, id) where is_active and discount > 0`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name, columns] of Object.entries(listingIndexes)) {
    await sql`drop index if exists ${sql.id(name)}`.execute(db);
    await sql`create index ${sql.id(name)} on products (${sql.raw(columns)})`.execute(db);
  }
  await sql`drop index if exists products_store_discounted_idx`.execute(db);
  await sql`create index products_store_discounted_idx
    on products (store_id, discount desc, id) where discount > 0`.execute(db);
}
