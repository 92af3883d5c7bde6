// Equipment models and exploded diagrams (issue 37 item 3): the furnaces, condensers, fridges and
// outboards a shopper owns, each drawn as diagram sections ("Blower assembly", "Control panel")
// whose numbered callouts point at the store's products that fit there.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // `normalised` is the model number as part_numbers normalises a part number (upper case,
  // letters and digits only) in the "C" collation, so a plain btree serves a prefix search.
  await sql`
    create table equipment_models (
      id serial primary key,
      store_id text not null,
      brand text not null,
      model_number text not null
        check (model_number ~ '[A-Za-z0-9]' and length(model_number) <= 64),
      normalised text collate "C" not null
        generated always as (upper(regexp_replace(model_number, '[^A-Za-z0-9]+', '', 'g'))) stored,
      kind text not null check (kind in (
        'furnace', 'condenser', 'air handler', 'heat pump', 'water heater',
        'refrigerator', 'washer', 'range', 'dishwasher', 'outboard')),
      name text not null,
      year_from integer not null check (year_from between 1950 and 2100),
      year_to integer check (year_to between year_from and 2100),
      unique (store_id, brand, normalised)
    )`.execute(db);
  await sql`create index equipment_models_store_normalised_idx on equipment_models (store_id, normalised)`.execute(
    db,
  );

  await sql`
    create table model_sections (
      id serial primary key,
      model_id integer not null references equipment_models (id) on delete cascade,
      position integer not null check (position >= 1),
      title text not null,
      unique (model_id, position)
    )`.execute(db);

  await sql`
    create table model_parts (
      section_id integer not null references model_sections (id) on delete cascade,
      callout integer not null check (callout between 1 and 999),
      product_id integer not null references products (id) on delete cascade,
      quantity integer not null default 1 check (quantity between 1 and 99),
      primary key (section_id, callout)
    )`.execute(db);
  // "Which models does this part fit" (item 4) and the cascade from products.
  await sql`create index model_parts_product_idx on model_parts (product_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('model_parts').ifExists().execute();
  await db.schema.dropTable('model_sections').ifExists().execute();
  await db.schema.dropTable('equipment_models').ifExists().execute();
}
