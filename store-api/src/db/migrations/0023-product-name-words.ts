// A product name's full-text words kept in a column (issue 37 item 8): the word search matched
// an expression index on to_tsvector('english', name), and every match it ranked (a name with
// all the words before one found by its brand or category) or rechecked parsed its name again,
// about 30 µs a product: 40 ms of a misspelt word's suggestions at 100k products, whose
// correction matches 1400 names. Stored, the words are parsed once, when the name is written.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // The repository's word search names this column (word-search.ts).
  await sql`
    alter table products add column name_words tsvector
      generated always as (to_tsvector('english', name)) stored`.execute(db);
  await sql`
    create index products_name_words_idx on products using gin (name_words) where is_active`.execute(
    db,
  );
  await sql`drop index if exists products_name_fts_idx`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index products_name_fts_idx on products
    using gin (to_tsvector('english', name)) where is_active`.execute(db);
  await sql`drop index if exists products_name_words_idx`.execute(db);
  await sql`alter table products drop column if exists name_words`.execute(db);
}
