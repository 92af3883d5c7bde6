// Listing indexes for a store's lists by price and by name (issue 41 item 3, decision 0999).
// Without them a whole store's page in either order read and sorted every active product (a
// sequential scan and a top-N sort: 21-26 ms at 10k products, against 1-1.5 ms for the orders
// that had an index). Ties are broken newest id first, as in the lists' own order; the
// descending orders walk the index backwards and only sort the few rows of equal price or name.
import { sql, type Kysely } from 'kysely';

const listingIndexes = {
  products_store_price_idx: 'store_id, price, id desc',
  products_store_name_idx: 'store_id, name, id desc',
};

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, columns] of Object.entries(listingIndexes)) {
    await sql`create index ${sql.id(name)} on products (${sql.raw(columns)}) where is_active`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of Object.keys(listingIndexes)) {
    await sql`drop index if exists ${sql.id(name)}`.execute(db);
  }
}
