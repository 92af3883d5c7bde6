// "My equipment" (issue 37 item 4): the equipment models a signed-in customer saved, with the
// model year they own. A customer belongs to one store, so the customer id scopes the list to a
// store; the routes only ever save models of that same store.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per customer and model: saving a model again changes its year, never adds a second.
  await sql`
    create table saved_equipment (
      customer_id integer not null references customers (id) on delete cascade,
      model_id integer not null references equipment_models (id) on delete cascade,
      year integer check (year between 1950 and 2100),
      saved_at timestamptz not null default now(),
      -- The order of saving (the list shows the newest first): saves inside one transaction
      -- share their saved_at.
      saved_order integer generated always as identity,
      primary key (customer_id, model_id)
    )`.execute(db);
  // The cascade from a model the catalogue drops.
  await sql`create index saved_equipment_model_idx on saved_equipment (model_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('saved_equipment').ifExists().execute();
}
