// Part numbers as data (issue 37): every product's manufacturer number and, where they apply, the
// OEM numbers it replaces, the old numbers it superseded and other brands' interchange numbers.
// Search matches a typed number by its normalised form (upper case, letters and digits only), so
// `DF CRX 000035`, `dfcrx000035` and `DF-CRX-000035` are one number.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // `normalised` is generated, so no writer can store a number whose two forms disagree. It is in
  // the "C" collation: a plain btree then serves `like 'PREFIX%'` whatever the database's collation.
  await sql`
    create table part_numbers (
      id serial primary key,
      product_id integer not null references products (id) on delete cascade,
      kind text not null
        check (kind in ('manufacturer', 'oem', 'superseded', 'interchange')),
      brand text not null,
      number text not null check (number ~ '[A-Za-z0-9]' and length(number) <= 64),
      normalised text collate "C" not null
        generated always as (upper(regexp_replace(number, '[^A-Za-z0-9]+', '', 'g'))) stored,
      unique (product_id, normalised)
    )`.execute(db);
  await sql`create index part_numbers_normalised_idx on part_numbers (normalised)`.execute(db);

  // SKUs are matched the same way through an expression index rather than copied into the table:
  // a product's SKU can then never be missing or stale in the search.
  await sql`
    create index products_store_normalised_sku_idx
    on products (store_id, (upper(regexp_replace(sku, '[^A-Za-z0-9]+', '', 'g')) collate "C"))
    where is_active`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists products_store_normalised_sku_idx`.execute(db);
  await db.schema.dropTable('part_numbers').ifExists().execute();
}
