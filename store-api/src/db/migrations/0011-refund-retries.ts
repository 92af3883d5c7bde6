// A refund owed but not yet made (the card provider did not answer at cancel time): the payment is
// `refunding` until the provider confirms, and carries when to ask again, how often it was asked
// and what the provider said last. 0009 and 0010 are other branches'.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table payments drop constraint payments_status_check`.execute(db);
  await sql`alter table payments add constraint payments_status_check
    check (status in ('pending', 'paid', 'failed', 'refunding', 'refunded'))`.execute(db);
  await db.schema
    .alterTable('payments')
    // When the refund may be asked for (again): a retry's backoff, or the lease of the one asking.
    .addColumn('refund_due_at', 'timestamptz')
    .addColumn('refund_attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('refund_error', 'text')
    .execute();
  // The retry loop's queue: owed refunds whose time has come.
  await sql`create index payments_refund_due_idx on payments (refund_due_at)
    where status = 'refunding'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index payments_refund_due_idx`.execute(db);
  await db.schema
    .alterTable('payments')
    .dropColumn('refund_due_at')
    .dropColumn('refund_attempts')
    .dropColumn('refund_error')
    .execute();
  await sql`alter table payments drop constraint payments_status_check`.execute(db);
  await sql`alter table payments add constraint payments_status_check
    check (status in ('pending', 'paid', 'failed', 'refunded'))`.execute(db);
}
