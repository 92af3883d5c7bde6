// The products' list version (issue 41 item 6, decision 0988): one number every statement that
// writes products raises, in the writer's transaction. The API keeps the positions of deep pages
// (every ANCHOR_STEP-th product of a list's order) under this number, so a product inserted,
// moved, repriced or renamed by any process (the API, the seed, the ops CLI) makes them be found
// again instead of answered from before the change.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table product_list_version (
      only_row boolean primary key default true check (only_row),
      version bigint not null
    )`.execute(db);
  await sql`insert into product_list_version (version) values (1)`.execute(db);
  // Per statement, not per row: the seed's 1000-row batches and the bench's 100k-row insert
  // raise it once each. Writers of products take this one row until they commit; products are
  // written by the seed and the operators' tools, never by a shopper's request.
  await sql`
    create function raise_product_list_version() returns trigger
    language plpgsql set search_path from current as $$
    begin
      update product_list_version set version = version + 1;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger products_list_version_raised
    after insert or update or delete or truncate on products
    for each statement execute function raise_product_list_version()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists products_list_version_raised on products`.execute(db);
  await sql`drop function if exists raise_product_list_version()`.execute(db);
  await sql`drop table if exists product_list_version`.execute(db);
}
