// `pnpm --filter store-api seed [--products N]`: migrates, then replaces the catalogue.
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { openDatabase } from './connection.js';
import { migrateToLatest } from './migrate.js';
import {
  DEFAULT_PRODUCTS_PER_STORE,
  MAX_PRODUCTS_PER_STORE,
  seedCatalog,
} from './seed/seed-catalog.js';

const usage = `Usage: pnpm --filter store-api seed [--products N]
  --products N   products per store (1-${MAX_PRODUCTS_PER_STORE}, default ${DEFAULT_PRODUCTS_PER_STORE})`;

async function main() {
  const { values } = parseArgs({
    options: { products: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    console.log(usage);
    return;
  }
  const productsPerStore = values.products === undefined ? undefined : Number(values.products);
  if (
    productsPerStore !== undefined &&
    (!Number.isInteger(productsPerStore) ||
      productsPerStore < 1 ||
      productsPerStore > MAX_PRODUCTS_PER_STORE)
  ) {
    console.error(
      `--products must be a whole number from 1 to ${MAX_PRODUCTS_PER_STORE}\n${usage}`,
    );
    process.exitCode = 2;
    return;
  }
  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    await migrateToLatest(database);
    const summary = await database.withoutTimeLimits((db) =>
      seedCatalog(db, { productsPerStore: productsPerStore ?? config.seedProductsPerStore }),
    );
    console.log(
      `Seeded ${database.description}: ${summary.stores} stores, ${summary.products} products, ` +
        `${summary.brands} brands, ${summary.categories} categories in ${summary.milliseconds} ms`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
