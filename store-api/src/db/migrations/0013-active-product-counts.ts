// Active products counted per (store, category, brand), kept exact by triggers on products, so a
// list's total without a search term is a sum over a few small rows instead of a count(*) over
// the store's products (47 ms at 100k products, issue 24).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Zero rows are kept (a later product of the pair reuses them); the cascades remove them with
  // their category or brand, which by then has no products left.
  await db.schema
    .createTable('active_product_counts')
    .addColumn('store_id', 'text', (col) => col.notNull().references('stores.id'))
    .addColumn('category_id', 'integer', (col) =>
      col.notNull().references('categories.id').onDelete('cascade'),
    )
    .addColumn('brand_id', 'integer', (col) =>
      col.notNull().references('brands.id').onDelete('cascade'),
    )
    // A count below zero means a change the triggers missed: fail the write rather than lie.
    .addColumn('product_count', 'integer', (col) => col.notNull().check(sql`product_count >= 0`))
    .addPrimaryKeyConstraint('active_product_counts_pkey', ['store_id', 'category_id', 'brand_id'])
    .execute();

  // Inserts and deletes are counted once per statement from its transition table: the seed's
  // 1000-row batches and the bench's 100k-row insert ... select write each pair they touch once,
  // not once per product. Inserts take their count rows in key order, so two cannot deadlock.
  // `set search_path from current` pins the schema the tables were created in: the function
  // resolves its table the same way whatever the session (or a pooled transaction) has set.
  await sql`
    create function count_active_products_of_statement() returns trigger
    language plpgsql set search_path from current as $$
    begin
      if tg_op = 'INSERT' then
        insert into active_product_counts as c (store_id, category_id, brand_id, product_count)
        select store_id, category_id, brand_id, count(*) from inserted_products where is_active
        group by store_id, category_id, brand_id order by store_id, category_id, brand_id
        on conflict (store_id, category_id, brand_id)
        do update set product_count = c.product_count + excluded.product_count;
      else
        update active_product_counts c set product_count = c.product_count - gone.product_count
        from (
          select store_id, category_id, brand_id, count(*) as product_count
          from deleted_products where is_active group by store_id, category_id, brand_id
        ) gone
        where (c.store_id, c.category_id, c.brand_id)
          = (gone.store_id, gone.category_id, gone.brand_id);
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger products_count_inserted after insert on products
    referencing new table as inserted_products
    for each statement execute function count_active_products_of_statement()`.execute(db);
  await sql`
    create trigger products_count_deleted after delete on products
    referencing old table as deleted_products
    for each statement execute function count_active_products_of_statement()`.execute(db);

  // Updates per row, and only of the four counted columns (transition tables cannot be limited
  // to columns): price, rating or name changes never fire it, and stock lives in inventory, so
  // checkouts never write a count row and never wait on one.
  await sql`
    create function move_active_product_count() returns trigger
    language plpgsql set search_path from current as $$
    begin
      if old.is_active then
        update active_product_counts set product_count = product_count - 1
        where (store_id, category_id, brand_id) = (old.store_id, old.category_id, old.brand_id);
      end if;
      if new.is_active then
        insert into active_product_counts as c (store_id, category_id, brand_id, product_count)
        values (new.store_id, new.category_id, new.brand_id, 1)
        on conflict (store_id, category_id, brand_id)
        do update set product_count = c.product_count + 1;
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger products_count_moved
    after update of store_id, category_id, brand_id, is_active on products
    for each row when (
      (old.store_id, old.category_id, old.brand_id, old.is_active)
      is distinct from (new.store_id, new.category_id, new.brand_id, new.is_active)
    )
    execute function move_active_product_count()`.execute(db);

  await sql`
    create function forget_active_product_counts() returns trigger
    language plpgsql set search_path from current as $$
    begin
      delete from active_product_counts;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger products_count_truncated after truncate on products
    for each statement execute function forget_active_product_counts()`.execute(db);

  // After the triggers: creating them locked out writers to products until this migration
  // commits, so no product is missed or counted twice.
  await sql`
    insert into active_product_counts (store_id, category_id, brand_id, product_count)
    select store_id, category_id, brand_id, count(*) from products where is_active
    group by store_id, category_id, brand_id`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const trigger of [
    'products_count_inserted',
    'products_count_deleted',
    'products_count_moved',
    'products_count_truncated',
  ]) {
    await sql`drop trigger if exists ${sql.id(trigger)} on products`.execute(db);
  }
  for (const fn of [
    'count_active_products_of_statement',
    'move_active_product_count',
    'forget_active_product_counts',
  ]) {
    await sql`drop function if exists ${sql.id(fn)}()`.execute(db);
  }
  await db.schema.dropTable('active_product_counts').ifExists().execute();
}
