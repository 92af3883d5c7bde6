// A guest cart merged into a customer's at sign-in is kept, emptied, with the time of the merge:
// its guest id can then never be merged again, even when a stale tab fills it once more (issue 25).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('carts').addColumn('converted_at', 'timestamptz').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('carts').dropColumn('converted_at').execute();
}
