// Word search (issue 37): product names are matched by English full-text search (any word order,
// plurals and word forms), and each searched word is corrected against a per-store dictionary of
// the catalogue's words (typos), looked up by trigram similarity.
import { sql, type Kysely } from 'kysely';
import { refreshSearchWords } from '../search-words.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table search_words (
      store_id text not null references stores (id),
      word text not null,
      lexeme text not null,
      primary key (store_id, word)
    )`.execute(db);
  await sql`create index search_words_word_trgm_idx on search_words using gin (word gin_trgm_ops)`.execute(
    db,
  );
  await sql`create index search_words_store_lexeme_idx on search_words (store_id, lexeme)`.execute(
    db,
  );
  // The full-text match of a search's words on product names (active products, like the listings).
  await sql`
    create index products_name_fts_idx on products
    using gin (to_tsvector('english', name)) where is_active`.execute(db);
  await sql`create index brands_name_fts_idx on brands using gin (to_tsvector('english', name))`.execute(
    db,
  );
  await sql`
    create index categories_name_fts_idx on categories using gin (to_tsvector('english', name))`.execute(
    db,
  );
  await refreshSearchWords(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists categories_name_fts_idx`.execute(db);
  await sql`drop index if exists brands_name_fts_idx`.execute(db);
  await sql`drop index if exists products_name_fts_idx`.execute(db);
  await db.schema.dropTable('search_words').ifExists().execute();
}
