// Back-in-stock alerts (issue 40 item 5): who asked to be e-mailed when an out-of-stock product is
// back. A guest's alert waits for the e-mailed confirmation link (double opt-in): only the SHA-256
// of its token is kept. Each alert e-mail carries an unsubscribe link of its own, kept the same way.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table stock_alerts (
      id integer generated always as identity primary key,
      store_id text not null,
      product_id integer not null references products (id) on delete cascade,
      -- Trimmed and in lower case (email-address.ts), so one address has one alert per product.
      email text not null,
      -- pending: waits for the confirmation link; active: e-mailed at each restock.
      status text not null check (status in ('pending', 'active', 'unsubscribed')),
      confirm_token_hash text unique,
      confirm_expires_at timestamptz,
      created_at timestamptz not null default now(),
      confirmed_at timestamptz,
      unique (product_id, email)
    )`.execute(db);
  // The restock's lookup and the cap on an address's pending confirmations.
  await sql`create index stock_alerts_active_idx on stock_alerts (product_id) where status = 'active'`.execute(
    db,
  );
  await sql`create index stock_alerts_pending_idx on stock_alerts (store_id, email) where status = 'pending'`.execute(
    db,
  );
  await sql`
    create table stock_alert_unsubscribe_tokens (
      token_hash text primary key,
      alert_id integer not null references stock_alerts (id) on delete cascade,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index stock_alert_unsubscribe_alert_idx on stock_alert_unsubscribe_tokens (alert_id)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('stock_alert_unsubscribe_tokens').ifExists().execute();
  await db.schema.dropTable('stock_alerts').ifExists().execute();
}
