// The e-mailed account links share one table: a password reset link and the link that lets the
// owner of a guest checkout's e-mail set the first password (issue 21). Each token names its
// purpose, and a token of one purpose is never accepted for the other.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('password_reset_tokens')
    .addColumn('purpose', 'text', (col) =>
      col
        .notNull()
        .defaultTo('reset')
        .check(sql`purpose in ('reset', 'set-password')`),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('password_reset_tokens').dropColumn('purpose').execute();
}
