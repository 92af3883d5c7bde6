// Vehicles and outboards as equipment models (issue 37 item 4): a vehicle configuration is a row
// of kind 'vehicle' (brand = make, name = model, its engine, years year_from..year_to), shaped
// like an ACES base vehicle (year/make/model) with the engine as qualifier, one row spanning the
// years it was built. An outboard gets its horsepower. Both keep the one fit rule of every model:
// part P fits model M when one of M's diagram sections names P.
import { sql, type Kysely } from 'kysely';

const kindsBefore = [
  'furnace',
  'condenser',
  'air handler',
  'heat pump',
  'water heater',
  'refrigerator',
  'washer',
  'range',
  'dishwasher',
  'outboard',
];

const kindCheck = (kinds: string[]) =>
  sql`check (kind in (${sql.join(kinds.map((kind) => sql.lit(kind)))}))`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table equipment_models drop constraint equipment_models_kind_check`.execute(db);
  await sql`alter table equipment_models add constraint equipment_models_kind_check ${kindCheck([
    ...kindsBefore,
    'vehicle',
  ])}`.execute(db);
  // Outboards are rated in tenths (9.9 HP is the common small motor), hence numeric(5,1).
  await sql`
    alter table equipment_models
      add column engine text check (engine ~ '[A-Za-z0-9]' and length(engine) <= 64),
      add column horsepower numeric(5, 1) check (horsepower > 0 and horsepower <= 1000)`.execute(
    db,
  );
  // Outboards already seeded carry their rating in their name ("Harborline 40 HP Outboard Motor").
  await sql`
    update equipment_models
    set horsepower = substring(name from '([0-9]+[.]?[0-9]*) HP')::numeric
    where kind = 'outboard'`.execute(db);
  await sql`
    alter table equipment_models
      add constraint equipment_models_vehicle_engine_check
        check ((kind = 'vehicle') = (engine is not null)),
      add constraint equipment_models_outboard_horsepower_check
        check ((kind = 'outboard') = (horsepower is not null)),
      add constraint equipment_models_vehicle_years_check
        check (kind <> 'vehicle' or year_to is not null)`.execute(db);
  // The selectors' cascades: a store's models of one kind by make, then model (or horsepower).
  await sql`
    create index equipment_models_selector_idx
    on equipment_models (store_id, kind, brand, name, engine, year_from, year_to)`.execute(db);
  await sql`
    create index equipment_models_outboard_selector_idx
    on equipment_models (store_id, brand, horsepower, year_from)
    where kind = 'outboard'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from equipment_models where kind = 'vehicle'`.execute(db);
  await sql`drop index if exists equipment_models_outboard_selector_idx`.execute(db);
  await sql`drop index if exists equipment_models_selector_idx`.execute(db);
  await sql`
    alter table equipment_models
      drop constraint equipment_models_vehicle_years_check,
      drop constraint equipment_models_outboard_horsepower_check,
      drop constraint equipment_models_vehicle_engine_check,
      drop column horsepower,
      drop column engine`.execute(db);
  await sql`alter table equipment_models drop constraint equipment_models_kind_check`.execute(db);
  await sql`alter table equipment_models add constraint equipment_models_kind_check ${kindCheck(
    kindsBefore,
  )}`.execute(db);
}
