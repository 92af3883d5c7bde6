// `pnpm --filter store-api bench` (root: `npm run bench:api`): seeds a 10k-product catalogue per
// store into PostgreSQL (a throw-away schema, dropped afterwards), starts the API on a free port
// and measures catalogue reads with autocannon next to a bare Fastify hello-world, on localhost.
// It prints figures; it never passes or fails on them.
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/connection.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { seedCatalog } from '../src/db/seed/seed-catalog.js';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '10000' },
    duration: { type: 'string', default: '6' },
    connections: { type: 'string', default: '10' },
  },
});
const productsPerStore = Number(values.products);
const duration = Number(values.duration);
const connections = Number(values.connections);
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const storeId = 'hvac';

interface Scenario {
  name: string;
  url: string;
  headers?: Record<string, string>;
}

async function measure(scenario: Scenario) {
  const result = await autocannon({
    url: scenario.url,
    headers: scenario.headers,
    connections,
    duration,
  });
  const failures = result.errors + result.timeouts + result.non2xx;
  return {
    scenario: scenario.name,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    failures,
  };
}

async function main() {
  const schema = `store_api_bench_${process.pid}_${randomBytes(3).toString('hex')}`;
  console.log(
    `Seeding ${productsPerStore} products per store into ${databaseUrl.replace(/\/\/[^@]*@/, '//')} (schema ${schema})...`,
  );
  const database = await openDatabase({ driver: 'postgres', url: databaseUrl, schema });
  const hello = Fastify({ logger: false });
  hello.get('/', async () => ({ hello: 'world' }));
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    await migrateToLatest(database);
    const seeded = await seedCatalog(database.db, { productsPerStore });
    console.log(`Seeded ${seeded.products} products in ${seeded.milliseconds} ms`);

    app = await buildApp({
      // autocannon sends thousands of requests a second from one address.
      config: loadConfig({
        LOG_LEVEL: 'silent',
        SEED_ON_START: 'false',
        RATE_LIMIT_MAX: '1000000000',
        RATE_LIMIT_IMAGES_MAX: '1000000000',
      }),
      database,
      logger: false,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    await hello.listen({ port: 0, host: '127.0.0.1' });
    const apiOrigin = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const helloOrigin = `http://127.0.0.1:${(hello.server.address() as { port: number }).port}`;

    // Pick realistic filter values from the seeded data.
    const top = await database.db
      .selectFrom('categories')
      .select('id')
      .where('store_id', '=', storeId)
      .where('level', '=', 1)
      .orderBy('sort_order')
      .executeTakeFirstOrThrow();
    const brand = await database.db
      .selectFrom('products')
      .select((eb) => ['brand_id', eb.fn.countAll<number>().as('count')])
      .where('store_id', '=', storeId)
      .groupBy('brand_id')
      .orderBy('count', 'desc')
      .executeTakeFirstOrThrow();
    const product = await database.db
      .selectFrom('products')
      .select('id')
      .where('store_id', '=', storeId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();

    const headers = { 'x-store-id': storeId };
    const api = `${apiOrigin}/store-api`;
    const scenarios: Scenario[] = [
      { name: 'bare Fastify hello-world', url: `${helloOrigin}/` },
      { name: 'GET /products?limit=12', url: `${api}/products?limit=12`, headers },
      {
        name: `GET /products?limit=12&categoryId=${top.id} (subtree)`,
        url: `${api}/products?limit=12&categoryId=${top.id}`,
        headers,
      },
      {
        name: `GET /products?limit=12&brandId=${brand.brand_id}`,
        url: `${api}/products?limit=12&brandId=${brand.brand_id}`,
        headers,
      },
      {
        name: 'GET /products?limit=12&search=thermostat',
        url: `${api}/products?limit=12&search=thermostat`,
        headers,
      },
      { name: `GET /products/${product.id}`, url: `${api}/products/${product.id}`, headers },
    ];

    console.log(
      `autocannon: ${connections} connections, ${duration} s per scenario, store "${storeId}"\n`,
    );
    const rows = [];
    for (const scenario of scenarios) rows.push(await measure(scenario));
    const helloRate = rows[0]!['req/s'];
    console.table(
      rows.map((row) => ({
        ...row,
        'vs hello-world': `${((row['req/s'] / helloRate) * 100).toFixed(1)} %`,
      })),
    );
  } finally {
    await app?.close();
    await hello.close();
    await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(database.db);
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
