// Returns per item with an RMA (issue 40 item 6): a customer returns some units of some lines of an
// order; each request is one RMA (`order_returns`, its number readable and unique) with its lines.
// An operator receives it by number, and its refund (the lines' value less the restocking fee
// fixed when it was issued) is owed on the RMA's row until the card provider confirms it, the way
// a cancelled order's is on its payment (migration 0011).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table order_returns (
      id serial primary key,
      order_id integer not null references orders(id) on delete cascade,
      rma_number text not null unique,
      status text not null default 'issued' check (status in ('issued', 'received')),
      merchandise_cents integer not null check (merchandise_cents >= 0),
      restocking_fee_percent integer not null check (restocking_fee_percent between 0 and 100),
      restocking_fee_cents integer not null check (restocking_fee_cents >= 0),
      refund_cents integer not null check (refund_cents >= 0),
      refund_status text check (refund_status in ('refunding', 'refunded')),
      refund_due_at timestamptz,
      refund_attempts integer not null default 0,
      refund_error text,
      created_at timestamptz not null default now(),
      received_at timestamptz,
      refunded_at timestamptz
    )`.execute(db);
  await sql`create index order_returns_order_idx on order_returns (order_id)`.execute(db);
  // The retry loop's scan: only the refunds still owed.
  await sql`
    create index order_returns_refund_due_idx on order_returns (refund_due_at)
    where refund_status = 'refunding'`.execute(db);
  await sql`
    create table order_return_lines (
      id serial primary key,
      return_id integer not null references order_returns(id) on delete cascade,
      order_item_id integer not null references order_items(id) on delete cascade,
      quantity integer not null check (quantity > 0),
      reason text not null,
      unique (return_id, order_item_id)
    )`.execute(db);
  await sql`create index order_return_lines_item_idx on order_return_lines (order_item_id)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists order_return_lines`.execute(db);
  await sql`drop table if exists order_returns`.execute(db);
}
