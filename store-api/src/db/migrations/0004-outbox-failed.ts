// Messages the worker gave up on (too many failed attempts, or a topic with no template) are
// marked failed_at and leave the queue, so a broken message is not retried forever.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox').addColumn('failed_at', 'timestamptz').execute();
  // The queue is now what is neither sent nor given up.
  await sql`drop index outbox_pending_idx`.execute(db);
  await sql`create index outbox_pending_idx on outbox (available_at, id) where sent_at is null and failed_at is null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index outbox_pending_idx`.execute(db);
  await sql`create index outbox_pending_idx on outbox (available_at, id) where sent_at is null`.execute(
    db,
  );
  await db.schema.alterTable('outbox').dropColumn('failed_at').execute();
}
