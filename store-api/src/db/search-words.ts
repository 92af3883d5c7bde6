// The per-store dictionary of words that product search corrects typos against (migration 0017).
import { sql, type QueryExecutorProvider } from 'kysely';

/**
 * Rebuilds search_words from the words of active product names, brand names and category names,
 * each with its English stem (stop words, which have none, are left out). Run by migration 0017
 * and after every seed; a few thousand rows a store, so a full rebuild takes milliseconds.
 */
export async function refreshSearchWords(db: QueryExecutorProvider): Promise<void> {
  await sql`delete from search_words`.execute(db);
  await sql`
    insert into search_words (store_id, word, lexeme)
    select store_id, word, (tsvector_to_array(to_tsvector('english', word)))[1]
    from (
      select distinct t.store_id, w.word
      from (
        select store_id, name from products where is_active
        union all select store_id, name from brands
        union all select store_id, name from categories
      ) t
      cross join lateral regexp_split_to_table(lower(t.name), '[^a-z]+') as w (word)
      where length(w.word) >= 2
    ) words
    where (tsvector_to_array(to_tsvector('english', word)))[1] is not null`.execute(db);
}
