// `pnpm --filter store-api bench` (root: `npm run bench:api`): measures the store API on localhost
// and prints one table. The API runs in this process; the load comes from autocannon in a child
// process (bench/load.ts), so the load generator never shares the API's event loop or CPU time.
// Rows: a bare Fastify hello-world and a plain `pg` pool looping the SQL of 24 varied product
// lists (the references), product pages on PostgreSQL and on PGlite (the uncached row asks for the
// same 24 lists in turn), 100k-product rows with the response cache off (page 1 vs page 500 and
// 5,000, search suggestions) and checkout create-session with concurrent buyers against the
// payment sandbox (in a process of its own, as a real provider is elsewhere). Every database is
// throw-away (a schema dropped afterwards, a temp PGlite directory removed). It prints figures; it
// never passes or fails on them.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import inspector from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import { Kysely, PostgresDialect, sql, type CompiledQuery } from 'kysely';
import pg from 'pg';
import { openDatabase, type DatabaseHandle, type Db } from '../src/db/connection.js';
import { migrateToLatest } from '../src/db/migrate.js';
import type { Database } from '../src/db/schema.js';
import { PARALLEL_WORKERS_PER_GATHER } from '../src/db/per-transaction-settings.js';
import { seedCatalog } from '../src/db/seed/seed-catalog.js';
import { createProductsRepository } from '../src/modules/catalog/products/repository.js';
import { filtersOf } from '../src/modules/catalog/products/routes.js';
import { listProductsQuery } from '../src/modules/catalog/products/schemas.js';
import { createImageUrls } from '../src/modules/images/image-urls.js';
import { startSandboxProcess, type SandboxProcess } from '../src/testing/sandbox-process.js';
import type { LoadResult, LoadSpec } from './load.js';
import { checkoutBodiesOfBuyers } from './checkout-buyers.js';
import { runLoad } from './load-client.js';
import { loopCalls } from './latency.js';
import { originOf, startBenchApi } from './support.js';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '10000' },
    'big-products': { type: 'string', default: '100000' },
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '10' },
    buyers: { type: 'string', default: '50' },
    databases: { type: 'string', default: 'postgres,pglite' },
    /** Which PostgreSQL rows to run: the references and catalogue, checkout, the 100k store. */
    rows: { type: 'string', default: 'catalogue,checkout,big' },
    /** Writes a CPU profile (.cpuprofile) of the API process during the uncached PostgreSQL row. */
    'profile-uncached': { type: 'string' },
  },
});
const productsPerStore = Number(values.products);
/** Products of the store in the 100k rows; 0 skips them. */
const bigProducts = Number(values['big-products']);
const duration = Number(values.duration);
const connections = Number(values.connections);
const buyers = Number(values.buyers);
const databases = values.databases.split(',');
const rowsRun = values.rows.split(',');
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const storeId = 'hvac';
const storeHeaders = { 'x-store-id': storeId };

type Row = { scenario: string } & LoadResult;
const rows: Row[] = [];

/** Runs bench/load.ts in its own node process and reads its result. */
function load(spec: Omit<LoadSpec, 'duration' | 'connections'> & Partial<LoadSpec>) {
  return runLoad({ duration, connections, ...spec });
}

async function record(scenario: string, spec: Parameters<typeof load>[0]) {
  const result = await load(spec);
  rows.push({ scenario, ...result });
  console.log(`${scenario}: ${result['req/s']} req/s, p99 ${result['p99 ms']} ms`);
}

function startApi(database: DatabaseHandle, env: Record<string, string> = {}) {
  return startBenchApi(database, { env, connections, storeId });
}

/** The store's first `count` top-level categories, in the menu's order. */
function topLevelCategories(database: DatabaseHandle, count: number) {
  return database.db
    .selectFrom('categories')
    .select('id')
    .where('store_id', '=', storeId)
    .where('level', '=', 1)
    .orderBy('sort_order')
    .limit(count)
    .execute();
}

/** Realistic filter values from the seeded data: the first top-level category and a search term. */
async function catalogueScenarios(database: DatabaseHandle) {
  const [top] = await topLevelCategories(database, 1);
  if (!top) throw new Error(`store ${storeId} has no top-level category`);
  return [
    { name: 'GET /products?limit=12', path: '/store-api/products?limit=12' },
    {
      name: 'GET /products?limit=12 category subtree, by price',
      path: `/store-api/products?limit=12&categoryId=${top.id}&sort=price_asc`,
    },
    {
      name: 'GET /products?limit=12&search=thermostat',
      path: '/store-api/products?limit=12&search=thermostat',
    },
  ];
}

/**
 * 24 varied product lists, as a catalogue's shoppers ask for them: the whole store, two top-level
 * categories (their subtrees) and the brand with most products, each in six orders and pages (the
 * default newest first, price both ways, rating, name; pages 1-4). The uncached row asks for them
 * in turn, and the reference loops the SQL the API sends for each of them.
 */
async function listPaths(database: DatabaseHandle): Promise<string[]> {
  const tops = await topLevelCategories(database, 2);
  const brand = await database.db
    .selectFrom('products')
    .select('brand_id')
    .where('store_id', '=', storeId)
    .groupBy('brand_id')
    .orderBy((eb) => eb.fn.countAll(), 'desc')
    .orderBy('brand_id')
    .executeTakeFirstOrThrow();
  const lists = ['', ...tops.map((top) => `&categoryId=${top.id}`), `&brandId=${brand.brand_id}`];
  const orders = [
    '',
    '&sort=price_asc',
    '&sort=price_desc&_start=12',
    '&sort=rating&_start=24',
    '&sort=name',
    '&sort=newest&_start=36',
  ];
  return lists.flatMap((list) =>
    orders.map((order) => `/store-api/products?limit=12${list}${order}`),
  );
}

async function measureCatalogue(label: string, database: DatabaseHandle, lists: string[]) {
  const scenarios = await catalogueScenarios(database);
  const app = await startApi(database);
  try {
    for (const scenario of scenarios) {
      await record(`${label}: ${scenario.name}`, {
        origin: originOf(app),
        paths: [scenario.path],
        headers: storeHeaders,
      });
    }
  } finally {
    await app.close();
  }
  // The same lists answered from the database every time: what the cache hides.
  const uncached = await startApi(database, { CATALOG_CACHE_TTL_MS: '0' });
  const profile = label === 'PostgreSQL' ? values['profile-uncached'] : undefined;
  try {
    const stopProfile = profile ? await startCpuProfile() : undefined;
    await record(`${label}, no response cache: GET /products, ${lists.length} lists in turn`, {
      origin: originOf(uncached),
      paths: lists,
      headers: storeHeaders,
    });
    if (stopProfile) await writeFile(profile!, JSON.stringify(await stopProfile()));
  } finally {
    await uncached.close();
  }
}

/** Profiles this process (the API's event loop) until the returned function is called. */
async function startCpuProfile() {
  const session = new inspector.Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return async () => {
    const { profile } = await session.post('Profiler.stop');
    session.disconnect();
    return profile;
  };
}

/** The page the route asks the repository for, for a list URL (the route's own query parsing). */
function listRequestOf(path: string) {
  const query = listProductsQuery.parse(
    Object.fromEntries(new URL(path, 'http://localhost').searchParams),
  );
  return {
    filters: filtersOf(query),
    page: { start: query._start, limit: query.limit, sort: query.sort },
  };
}

/**
 * The statements the API sends for each list, caught through Kysely's log on a pool of its own:
 * each list asked for twice and the second time's kept, as the API's requests run once its first
 * one has looked up the category subtree (kept a few seconds).
 */
async function captureListStatements(pool: pg.Pool, lists: string[]): Promise<CompiledQuery[][]> {
  const queries: CompiledQuery[] = [];
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    log: (event) => void queries.push(event.query),
  });
  const products = createProductsRepository(db, createImageUrls('http://127.0.0.1'));
  const statements: CompiledQuery[][] = [];
  for (const path of lists) {
    const { filters, page } = listRequestOf(path);
    await products.list(storeId, filters, page);
    queries.length = 0;
    await products.list(storeId, filters, page);
    statements.push([...queries]);
  }
  return statements;
}

/**
 * `connections` loops, each turn sending the next list's statements through a plain pg pool (one
 * after another, as the API does): the database's ceiling. `prepared` names each distinct text.
 */
function loopLists(pool: pg.Pool, lists: CompiledQuery[][], prepared: boolean) {
  const names = new Map<string, string>();
  const nameOf = (text: string) => {
    if (!names.has(text)) names.set(text, `bench_list_${names.size + 1}`);
    return names.get(text)!;
  };
  const calls = lists.map((statements) =>
    statements.map((query) => ({
      ...(prepared && { name: nameOf(query.sql) }),
      text: query.sql,
      values: [...query.parameters],
    })),
  );
  return loopCalls(
    async (turn) => {
      for (const call of calls[turn % calls.length]!) await pool.query(call);
    },
    { duration, connections },
  );
}

/** The uncached list row's reference (issue 41: at least 0.80x of its req/s, p99 at most 2x). */
const REFERENCE_LISTS_PREPARED = "reference: the same lists' SQL as prepared statements";

async function measurePgCeiling(schema: string, lists: string[]) {
  // The API's pool size and planner settings (connection.ts), so only the API's own work differs.
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    options: `-c search_path=${schema},public -c max_parallel_workers_per_gather=${PARALLEL_WORKERS_PER_GATHER}`,
  });
  try {
    const statements = await captureListStatements(pool, lists);
    const plain = await loopLists(pool, statements, false);
    rows.push({
      scenario: `reference: plain pg pool looping the ${lists.length} lists' SQL`,
      ...plain,
    });
    const prepared = await loopLists(pool, statements, true);
    rows.push({ scenario: REFERENCE_LISTS_PREPARED, ...prepared });
  } finally {
    await pool.end();
  }
}

/**
 * Concurrent guests creating checkout sessions, each for a product of their own: each from an
 * address of its own behind the proxy (as in production, TRUST_PROXY), and all behind one
 * address (an office or a carrier's NAT: the per-address limit's lock is shared by all of them).
 */
async function measureCheckout(database: DatabaseHandle, sandbox: SandboxProcess) {
  const bodies = await checkoutBodiesOfBuyers(database.db, storeId, buyers);
  const app = await startApi(database, { ...sandbox.env, TRUST_PROXY: '127.0.0.1' });
  const crowd = {
    origin: originOf(app),
    paths: ['/store-api/checkout/create-session'],
    method: 'POST' as const,
    headers: { ...storeHeaders, 'content-type': 'application/json' },
    bodies,
    connections: buyers,
  };
  try {
    await record(`PostgreSQL: POST /checkout/create-session, ${buyers} concurrent buyers`, {
      ...crowd,
      forwardedFor: bodies.map((_, buyer) => `10.41.${buyer >> 8}.${buyer & 255}`),
    });
    await record(
      `PostgreSQL: POST /checkout/create-session, ${buyers} concurrent buyers behind one address`,
      crowd,
    );
  } finally {
    await app.close();
  }
}

/**
 * Grows the store to `total` products by copying its rows with generate_series (one statement
 * per table, seconds rather than minutes of batched inserts), then refreshes the statistics.
 * `db` is without time limits (see benchPostgres).
 */
async function growStore(db: Db, schema: string, total: number) {
  const started = performance.now();
  const { count } = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('store_id', '=', storeId)
    .executeTakeFirstOrThrow();
  const copies = Math.ceil(total / count) - 1;
  if (copies < 1) return;
  // Building the trigram (GIN) indexes afresh is much faster than growing them row by row.
  const { rows: trigramIndexes } = await sql<{ name: string; definition: string }>`
    select indexname as name, indexdef as definition from pg_indexes
    where schemaname = ${schema} and indexdef ilike '%gin_trgm_ops%'`.execute(db);
  for (const index of trigramIndexes) {
    await sql`drop index ${sql.id(index.name)}`.execute(db);
  }
  await sql`
    insert into products (store_id, sku, name, slug, description, price, discount, category_id,
      brand_id, image_url, rating_rate, rating_count, seasonal_months, attributes, is_active,
      created_at, updated_at)
    select store_id, sku || '-C' || copy, name || ' ' || copy, slug || '-' || copy, description,
      price, discount, category_id, brand_id, image_url, rating_rate, rating_count,
      seasonal_months, attributes, is_active, created_at - make_interval(days => copy), updated_at
    from products cross join generate_series(1, ${copies}) as copy
    where store_id = ${storeId}`.execute(db);
  await sql`
    insert into inventory (store_id, sku, total_on_hand)
    select i.store_id, i.sku || '-C' || copy, i.total_on_hand
    from inventory i cross join generate_series(1, ${copies}) as copy
    where i.store_id = ${storeId} and i.sku not like '%-C%'`.execute(db);
  for (const index of trigramIndexes) await sql.raw(index.definition).execute(db);
  await sql`analyze`.execute(db);
  console.log(
    `Grew store "${storeId}" to ${count * (copies + 1)} products in ${Math.round(performance.now() - started)} ms`,
  );
}

/**
 * Page 1 vs page 500 vs page 5,000 and search suggestions, every answer from the database (no
 * response cache). Deep pages start at their list's nearest remembered position (decision 0988):
 * the first request of a depth finds it, so each depth is asked for once before it is measured.
 */
async function measureBigCatalogue(database: DatabaseHandle) {
  const app = await startApi(database, { CATALOG_CACHE_TTL_MS: '0' });
  const origin = originOf(app);
  const label = `PostgreSQL ${bigProducts / 1000}k, no response cache`;
  try {
    await record(`${label}: GET /products?limit=12 page 1`, {
      origin,
      paths: ['/store-api/products?limit=12'],
      headers: storeHeaders,
    });
    for (const page of [500, 5000]) {
      const path = `/store-api/products?limit=12&_start=${12 * (page - 1)}`;
      await fetch(`${origin}${path}`, { headers: storeHeaders });
      await record(`${label}: GET /products?limit=12 page ${page}`, {
        origin,
        paths: [path],
        headers: storeHeaders,
      });
    }
    // What the search box asks while a shopper types: 2-6 letter prefixes of product words.
    const words = ['thermostat', 'filter', 'valve', 'copper', 'motor', 'pump', 'duct', 'coil'];
    const prefixes = words.flatMap((word) =>
      [2, 3, 4, 5, 6].filter((length) => length <= word.length).map((n) => word.slice(0, n)),
    );
    await record(`${label}: search suggestions (limit=5, ${prefixes.length} prefixes)`, {
      origin,
      paths: prefixes.map((prefix) => `/store-api/products?limit=5&search=${prefix}`),
      headers: storeHeaders,
    });
  } finally {
    await app.close();
  }
}

/**
 * Checkouts whose buyer left when the load stopped still finish inside the API after it closed,
 * and the drop can deadlock with them: it is tried again once they are done.
 */
async function dropSchema(database: DatabaseHandle, schema: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(database.db);
      return;
    } catch (error) {
      if (attempt === 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
  }
}

async function benchPostgres() {
  const schema = `store_api_bench_${process.pid}_${randomBytes(3).toString('hex')}`;
  console.log(`PostgreSQL at ${databaseUrl.replace(/\/\/[^@]*@/, '//')}, schema ${schema}`);
  const database = await openDatabase({ driver: 'postgres', url: databaseUrl, schema });
  let sandbox: SandboxProcess | undefined;
  try {
    await migrateToLatest(database);
    const seeded = await database.withoutTimeLimits((db) => seedCatalog(db, { productsPerStore }));
    console.log(`Seeded ${seeded.products} products in ${seeded.milliseconds} ms`);
    if (rowsRun.includes('catalogue')) {
      const lists = await listPaths(database);
      await measurePgCeiling(schema, lists);
      await measureCatalogue('PostgreSQL', database, lists);
    }
    if (rowsRun.includes('checkout')) {
      // In a process of its own, as a real provider is never in the API's process.
      sandbox = await startSandboxProcess({ persist: false });
      await measureCheckout(database, sandbox);
    }
    if (bigProducts > 0 && rowsRun.includes('big')) {
      // One statement copies 90k rows: longer than a request's time limit on a busy machine.
      await database.withoutTimeLimits((db) => growStore(db, schema, bigProducts));
      await measureBigCatalogue(database);
    }
  } finally {
    await sandbox?.stop();
    await dropSchema(database, schema);
    await database.close();
  }
}

async function benchPglite() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'store-api-bench-'));
  const database = await openDatabase({ driver: 'pglite', dataDir });
  try {
    await migrateToLatest(database);
    const seeded = await database.withoutTimeLimits((db) => seedCatalog(db, { productsPerStore }));
    console.log(`PGlite: seeded ${seeded.products} products in ${seeded.milliseconds} ms`);
    await measureCatalogue('PGlite', database, await listPaths(database));
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  console.log(
    `autocannon in its own process: ${connections} connections, ${duration} s per row, ` +
      `${productsPerStore} products per store, store "${storeId}"`,
  );
  const hello = Fastify({ logger: false });
  hello.get('/', async () => ({ hello: 'world' }));
  await hello.listen({ port: 0, host: '127.0.0.1' });
  try {
    await record('reference: bare Fastify hello-world', { origin: originOf(hello), paths: ['/'] });
  } finally {
    await hello.close();
  }
  if (databases.includes('postgres')) await benchPostgres();
  if (databases.includes('pglite')) await benchPglite();
  console.table(rows);
  printBesideReferences();
}

/** Each measured row beside the reference row of the same run it is judged against (issue 41). */
function printBesideReferences() {
  const find = (ending: string) => rows.find((row) => row.scenario.endsWith(ending));
  const pairs: [string, Row | undefined, Row | undefined][] = [
    [
      "uncached lists vs their prepared SQL's loop",
      rows.find((row) => row.scenario.startsWith('PostgreSQL, no response cache: GET /products')),
      find(REFERENCE_LISTS_PREPARED),
    ],
    // A cached answer does no database work: its reference is Fastify's own floor.
    ...rows
      .filter((row) => / GET \/products\?/.test(row.scenario) && !row.scenario.includes('100k'))
      .map((row): [string, Row | undefined, Row | undefined] => [
        `${row.scenario} vs bare Fastify`,
        row,
        find('reference: bare Fastify hello-world'),
      ]),
    ...[500, 5000].map((page): [string, Row | undefined, Row | undefined] => [
      `100k page ${page} vs page 1`,
      find(`page ${page}`),
      find('page 1'),
    ]),
  ];
  for (const [name, row, reference] of pairs) {
    if (!row || !reference) continue;
    const ratio = (row['req/s'] / reference['req/s']).toFixed(2);
    const p99 = (row['p99 ms'] / reference['p99 ms']).toFixed(2);
    console.log(
      `${name}: ${row['req/s']} vs ${reference['req/s']} req/s (${ratio}x), p99 ${row['p99 ms']} vs ${reference['p99 ms']} ms (${p99}x)`,
    );
  }
  for (const row of rows.filter((candidate) => candidate.scenario.includes('create-session'))) {
    console.log(`${row.scenario}: p99 ${row['p99 ms']} ms vs the 100 ms goal`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
