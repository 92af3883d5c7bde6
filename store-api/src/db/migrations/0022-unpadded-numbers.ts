// A part number typed without its leading zeros (issue 37's `PT BPR 31` for PT-BPR-000031): each
// number also keeps an "unpadded" key, its normalised form with the leading zeros of every run of
// digits dropped, and a search's whole number matches on it. Prefixes stay on the normalised form:
// `DF-CRX-00003` is the start of DF-CRX-000035, not of every number with a 3 in that place.
import { sql, type Kysely, type RawBuilder } from 'kysely';

/** The unpadded key of a number as typed: the normalised form, then no leading zeros. */
function unpaddedKey(column: RawBuilder<unknown>) {
  return sql`regexp_replace(upper(regexp_replace(${column}, '[^A-Za-z0-9]+', '', 'g')), '(^|[^0-9])0+([0-9])', '\\1\\2', 'g')`;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table part_numbers add column unpadded text collate "C" not null
      generated always as (${unpaddedKey(sql.ref('number'))}) stored`.execute(db);
  await sql`create index part_numbers_unpadded_idx on part_numbers (unpadded)`.execute(db);
  await sql`
    create index products_store_unpadded_sku_idx
    on products (store_id, (${unpaddedKey(sql.ref('sku'))} collate "C"))
    where is_active`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists products_store_unpadded_sku_idx`.execute(db);
  await sql`alter table part_numbers drop column if exists unpadded`.execute(db);
}
