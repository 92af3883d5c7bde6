// Typed specifications (issue 37 item 5): each store defines its spec attributes (key, label,
// number or choice, unit, the leaf categories that use it) and each product carries its values in
// `specs`, a number in the definition's unit or a choice's text, e.g. {"voltage": 370,
// "capacitance": 45, "rotation": "CCW"}. The free-text `attributes` stay for display.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table spec_definitions (
      store_id text not null references stores (id) on delete cascade,
      key text not null check (key ~ '^[a-z][a-z0-9_]{0,39}$'),
      label text not null,
      kind text not null check (kind in ('number', 'choice')),
      unit text check (unit is null or kind = 'number'),
      position integer not null,
      category_ids integer[] not null default '{}',
      primary key (store_id, key)
    )`.execute(db);
  await sql`alter table products add column specs jsonb not null default '{}'`.execute(db);
  // Containment (`specs @> '{"rotation":"CW"}'`) finds a choice's products through this index;
  // ranges and counts read the rows the other filters (category, search) already narrowed.
  await sql`
    create index products_specs_idx on products using gin (specs jsonb_path_ops)
    where is_active`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists products_specs_idx`.execute(db);
  await sql`alter table products drop column if exists specs`.execute(db);
  await db.schema.dropTable('spec_definitions').ifExists().execute();
}
