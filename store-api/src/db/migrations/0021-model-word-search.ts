// Models found by their words (issue 37): a shopper types the make and model of a car
// ("kestrel lark") or the brand and kind of their equipment ("frostline furnace") as often as a
// model number. Every searched word is a LIKE '% word%' (the start of a word) on this one
// lower-cased text, which a trigram index serves in any word order at 20k models per store.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // The expression must stay the repository's MODEL_WORDS_TEXT for the planner to use the index.
  await sql`
    create index equipment_models_words_trgm_idx on equipment_models
    using gin ((lower(' ' || brand || ' ' || name || ' ' || kind || ' ' || model_number)) gin_trgm_ops)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists equipment_models_words_trgm_idx`.execute(db);
}
