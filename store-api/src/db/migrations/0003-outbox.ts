// Messages (e-mails, events) written in the same transaction as the change that causes them and
// delivered afterwards by a worker with retries (DESIGN §6): a change and its message commit or
// roll back together, and a crashed delivery is tried again.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('outbox')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('store_id', 'text', (col) => col.references('stores.id'))
    .addColumn('topic', 'text', (col) => col.notNull())
    .addColumn('payload', 'jsonb', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('available_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  // The worker's queue: unsent messages that are due, oldest first (FOR UPDATE SKIP LOCKED).
  await sql`create index outbox_pending_idx on outbox (available_at, id) where sent_at is null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('outbox').execute();
}
