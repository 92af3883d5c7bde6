// Writes the generated catalogue of the three stores into the database in batched inserts.
import { sql } from 'kysely';
import type { Db } from '../connection.js';
import { refreshSearchWords } from '../search-words.js';
import { storeCatalogs } from './catalog-data.js';
import { buildBrands, buildCategoryNodes, productSeeds } from './generate-catalog.js';
import { modelSeeds } from './generate-models.js';
import { leafSpecKeys, specDefinitions } from './product-specs.js';
import { insertModels } from './seed-models.js';

export const DEFAULT_PRODUCTS_PER_STORE = 320;
export const MAX_PRODUCTS_PER_STORE = 100_000;
const BATCH_SIZE = 1000;

export interface SeedSummary {
  stores: number;
  brands: number;
  categories: number;
  products: number;
  milliseconds: number;
}

export async function isCatalogEmpty(db: Db): Promise<boolean> {
  const row = await db.selectFrom('products').select('id').limit(1).executeTakeFirst();
  return row === undefined;
}

/** Held (per transaction) by whoever seeds, so processes starting together seed once. */
const SEED_LOCK_KEY = 27_001;

/**
 * Replaces the catalogue (brands, categories, products, stock) of every store with a freshly
 * generated one of `productsPerStore` products each. Runs in one transaction.
 */
export async function seedCatalog(
  db: Db,
  { productsPerStore = DEFAULT_PRODUCTS_PER_STORE }: { productsPerStore?: number } = {},
): Promise<SeedSummary> {
  return (await writeCatalog(db, productsPerStore, { onlyIfEmpty: false }))!;
}

/**
 * Seeds when the catalogue is empty, once however many API processes start on one database
 * together: the first holds an advisory lock while it writes, the others wait for it and then
 * find the catalogue filled. Null when there was nothing to do.
 */
export async function seedCatalogIfEmpty(
  db: Db,
  { productsPerStore = DEFAULT_PRODUCTS_PER_STORE }: { productsPerStore?: number } = {},
): Promise<SeedSummary | null> {
  return writeCatalog(db, productsPerStore, { onlyIfEmpty: true });
}

async function writeCatalog(
  db: Db,
  productsPerStore: number,
  { onlyIfEmpty }: { onlyIfEmpty: boolean },
): Promise<SeedSummary | null> {
  if (!Number.isInteger(productsPerStore) || productsPerStore < 1) {
    throw new Error('productsPerStore must be a positive integer');
  }
  if (productsPerStore > MAX_PRODUCTS_PER_STORE) {
    throw new Error(`productsPerStore is at most ${MAX_PRODUCTS_PER_STORE}`);
  }
  const started = performance.now();
  const summary = { stores: 0, brands: 0, categories: 0, products: 0 };

  // VACUUM runs outside a transaction, where a transaction pooler leaves the server's own search
  // path: it names the schema the transaction found the tables in (null: nothing was written).
  const schema = await db.transaction().execute(async (trx) => {
    if (onlyIfEmpty) {
      await sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`.execute(trx);
      if (!(await isCatalogEmpty(trx))) return null;
    }
    // Plain deletes (not TRUNCATE ... CASCADE): if a later table references products, the seed
    // fails loudly instead of silently wiping it.
    await trx.deleteFrom('inventory').execute();
    await trx.deleteFrom('model_parts').execute();
    await trx.deleteFrom('model_sections').execute();
    await trx.deleteFrom('equipment_models').execute();
    await trx.deleteFrom('part_numbers').execute();
    await trx.deleteFrom('products').execute();
    await trx.deleteFrom('spec_definitions').execute();
    await trx.updateTable('categories').set({ parent_id: null }).execute();
    await trx.deleteFrom('categories').execute();
    await trx.deleteFrom('brands').execute();
    for (const table of [
      'products',
      'categories',
      'brands',
      'part_numbers',
      'equipment_models',
      'model_sections',
    ]) {
      await sql`select setval(pg_get_serial_sequence(${table}, 'id'), 1, false)`.execute(trx);
    }

    for (const store of storeCatalogs) {
      summary.stores++;

      // Categories: ids are reserved up front so each row's materialised path holds its own id.
      const nodes = buildCategoryNodes(store);
      const reserved = await sql<{ id: number }>`
        select nextval(pg_get_serial_sequence('categories', 'id'))::int as id
        from generate_series(1, ${nodes.length})`.execute(trx);
      const idByKey = new Map<string, number>();
      const pathByKey = new Map<string, string>();
      const categoryRows = nodes.map((node, index) => {
        const id = reserved.rows[index]!.id;
        const parentId = node.parentKey ? idByKey.get(node.parentKey)! : null;
        const path = `${node.parentKey ? pathByKey.get(node.parentKey)! : '/'}${id}/`;
        idByKey.set(node.key, id);
        pathByKey.set(node.key, path);
        return {
          id,
          store_id: store.storeId,
          parent_id: parentId,
          level: node.level,
          path,
          name: node.name,
          slug: node.key.split('/').at(-1)!,
          description: node.description,
          sort_order: node.sortOrder,
        };
      });
      await trx.insertInto('categories').values(categoryRows).execute();
      summary.categories += categoryRows.length;
      await trx
        .insertInto('spec_definitions')
        .values(specDefinitionRows(store.storeId, nodes, idByKey))
        .execute();

      const brands = buildBrands(store);
      const insertedBrands = await trx
        .insertInto('brands')
        .values(
          brands.map((brand) => ({
            store_id: store.storeId,
            name: brand.name,
            slug: brand.slug,
            description: brand.description,
            logo_url: null,
            product_types: JSON.stringify(brand.productTypes),
          })),
        )
        .returning(['id', 'name'])
        .execute();
      const brandIdByName = new Map(insertedBrands.map((row) => [row.name, row.id]));
      summary.brands += insertedBrands.length;

      const productIdsByCategory = new Map<string, number[]>();
      for (const batch of batches(productSeeds(store, productsPerStore, brands), BATCH_SIZE)) {
        const inserted = await trx
          .insertInto('products')
          .values(
            batch.map((product) => ({
              store_id: store.storeId,
              sku: product.sku,
              name: product.name,
              slug: product.slug,
              description: product.description,
              price: product.price,
              discount: product.discount,
              category_id: idByKey.get(product.categoryKey)!,
              brand_id: brandIdByName.get(product.brandName)!,
              image_url: null,
              rating_rate: product.ratingRate,
              rating_count: product.ratingCount,
              seasonal_months: product.seasonalMonths,
              attributes: JSON.stringify(product.attributes),
              specs: JSON.stringify(product.specs),
              shipping_class: product.shippingClass,
              weight_oz: product.weightOz,
              created_at: product.createdAt,
              updated_at: product.createdAt,
            })),
          )
          .returning(['id', 'sku'])
          .execute();
        const idBySku = new Map(inserted.map((row) => [row.sku, row.id]));
        for (const product of batch) {
          const ids = productIdsByCategory.get(product.categoryKey) ?? [];
          ids.push(idBySku.get(product.sku)!);
          productIdsByCategory.set(product.categoryKey, ids);
        }
        await trx
          .insertInto('part_numbers')
          .values(
            batch.flatMap((product) =>
              product.partNumbers.map((partNumber) => ({
                product_id: idBySku.get(product.sku)!,
                ...partNumber,
              })),
            ),
          )
          .execute();
        await trx
          .insertInto('inventory')
          .values(
            batch.map((product) => ({
              store_id: store.storeId,
              sku: product.sku,
              total_on_hand: product.totalOnHand,
            })),
          )
          .execute();
      }
      summary.products += productsPerStore;
      await insertModels(trx, store.storeId, modelSeeds(store, productIdsByCategory));
    }
    await refreshSearchWords(trx);
    const current = await sql<{ schema: string }>`select current_schema() as schema`.execute(trx);
    return current.rows[0]!.schema;
  });
  if (schema === null) return null;

  // Fresh statistics so the planner picks the search and filter indexes right away, and a
  // visibility map so counts can be answered by index-only scans.
  for (const table of [
    'products',
    'inventory',
    'part_numbers',
    'categories',
    'brands',
    'search_words',
    'equipment_models',
    'model_sections',
    'model_parts',
  ]) {
    await sql`vacuum analyze ${sql.id(schema, table)}`.execute(db);
  }
  // The triggers on products rewrote each count row once per batch: at 100k products per store
  // its dead versions would leave the small table hundreds of pages long. Rewritten compact (a
  // thousand-odd rows, milliseconds).
  await sql`vacuum (full, analyze) ${sql.id(schema, 'active_product_counts')}`.execute(db);
  return { ...summary, milliseconds: Math.round(performance.now() - started) };
}

/** The store's spec definitions, each naming the leaf categories of the store that use it. */
function specDefinitionRows(
  storeId: string,
  nodes: ReturnType<typeof buildCategoryNodes>,
  idByKey: Map<string, number>,
) {
  return specDefinitions
    .map((definition, position) => ({
      store_id: storeId,
      ...definition,
      position,
      category_ids: nodes
        .filter((node) => node.leaf && leafSpecKeys[node.name]?.includes(definition.key))
        .map((node) => idByKey.get(node.key)!),
    }))
    .filter((row) => row.category_ids.length > 0);
}

function* batches<T>(items: Iterable<T>, size: number): Generator<T[]> {
  let batch: T[] = [];
  for (const item of items) {
    batch.push(item);
    if (batch.length === size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}
