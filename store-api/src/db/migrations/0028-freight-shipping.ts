// Shipping by class (issue 40 item 7, decision 0978): a product ships as a parcel or by freight
// and has a weight, which the freight rule charges by; an order keeps its freight charge apart
// from its shipping total. Products seeded before this get their class and weight back from the
// text the seed wrote ("Oversized item: ships by freight", "182.5 lb").
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table products
      add column shipping_class text not null default 'parcel'
        check (shipping_class in ('parcel', 'freight')),
      add column weight_oz integer not null default 16 check (weight_oz >= 0)`.execute(db);
  await sql`
    update products
       set weight_oz = round(substring(attributes->>'weight' from '^([0-9]+(?:\\.[0-9]+)?) lb$')::numeric * 16)
     where attributes->>'weight' ~ '^[0-9]+(\\.[0-9]+)? lb$'`.execute(db);
  await sql`
    update products set shipping_class = 'freight'
     where attributes->>'item_additional_information' like '%ships by freight%'`.execute(db);
  await sql`
    alter table orders add column freight_cents integer not null default 0
      check (freight_cents >= 0)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table orders drop column if exists freight_cents`.execute(db);
  await sql`
    alter table products drop column if exists weight_oz, drop column if exists shipping_class`.execute(
    db,
  );
}
