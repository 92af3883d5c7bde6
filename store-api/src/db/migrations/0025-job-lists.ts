// Job lists (issue 40 item 4): a customer's named lists of products with quantities ("Smith job –
// furnace"), to put in the cart whole or in part. A customer belongs to one store, so the
// customer id scopes the lists to a store; the routes only ever add products of that store. A
// line keeps no price: it is priced from the catalogue each time the list is read.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table job_lists (
      id integer generated always as identity primary key,
      customer_id integer not null references customers (id) on delete cascade,
      name text not null check (char_length(name) between 1 and 200),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index job_lists_customer_idx on job_lists (customer_id)`.execute(db);
  // One line per list and product: adding a product again adds to its quantity.
  await sql`
    create table job_list_lines (
      list_id integer not null references job_lists (id) on delete cascade,
      product_id integer not null references products (id) on delete cascade,
      quantity integer not null check (quantity between 1 and 999),
      -- The order of adding (the list shows the oldest first, as a cart does).
      added_order integer generated always as identity,
      primary key (list_id, product_id)
    )`.execute(db);
  // The cascade from a product the catalogue deletes.
  await sql`create index job_list_lines_product_idx on job_list_lines (product_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('job_list_lines').ifExists().execute();
  await db.schema.dropTable('job_lists').ifExists().execute();
}
