// `npm run bench:scale`: what more API processes buy. In one run, on one PostgreSQL: the single
// process as `npm start` runs it (no proxy, limits in memory), then HAProxy with Redis in front
// of 1 and of 2 processes (scripts/lib/scale-out.mjs, as `npm start -- --scale N`). Each row
// loads an uncached product list (the response cache off) and checkout create-session (guests
// buying different products, against the payment sandbox) with autocannon in its own process.
// Prints figures; it never passes or fails on them. On a 2-core machine the load generator, the
// proxy, PostgreSQL and the API processes share the cores: read the rows against each other.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { startSandbox } from 'payment-sandbox';
import { TEST_SECRET_KEY } from 'payment-sandbox/testing/sandbox-client';
import { getFreePort, stopGroup, waitUntilReady } from '../../scripts/lib/processes.mjs';
import { startApiProcess, startScaledApi } from '../../scripts/lib/scale-out.mjs';
import { openDatabase } from '../src/db/connection.js';
import { uniqueSchemaName } from '../src/testing/test-app.js';
import { checkoutBodiesOfBuyers } from './checkout-buyers.js';
import { runLoad } from './load-client.js';
import type { LoadResult } from './load.js';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '20' },
    buyers: { type: 'string', default: '200' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const buyers = Number(values.buyers);
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const headers = { 'x-store-id': 'hvac', 'content-type': 'application/json' };

async function main() {
  const schema = uniqueSchemaName('bench_scale');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-scale-'));
  const sandbox = await startSandbox({ config: { webhookEndpoints: [] } });
  const rows: ({ setup: string; scenario: string } & LoadResult)[] = [];
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    DATABASE_SCHEMA: schema,
    AUTH_TOKEN_SECRET: randomBytes(32).toString('hex'),
    SEED_PRODUCTS_PER_STORE: '1000',
    LOG_LEVEL: 'warn',
    CATALOG_CACHE_TTL_MS: '0',
    RATE_LIMIT_MAX: '1000000000',
    UNPAID_CHECKOUTS_MAX: '1000000000',
    UNPAID_UNITS_MAX: '1000000000',
    STRIPE_SECRET_KEY: TEST_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: sandbox.webhookSecret,
    STRIPE_API_HOST: sandbox.host,
    STRIPE_API_PORT: String(sandbox.port),
    STRIPE_API_PROTOCOL: 'http',
  };
  delete env.REDIS_URL;
  const database = await openDatabase({ driver: 'postgres', url: databaseUrl, schema });
  try {
    const measure = async (setup: string, origin: string) => {
      const bodies = await checkoutBodiesOfBuyers(database.db, 'hvac', buyers);
      const scenarios = [
        {
          scenario: 'GET /products?limit=12&page=N (uncached)',
          spec: {
            paths: Array.from(
              { length: 50 },
              (_, page) => `/store-api/products?limit=12&page=${page + 1}`,
            ),
            method: 'GET' as const,
          },
        },
        {
          scenario: 'POST /checkout/create-session',
          spec: {
            paths: ['/store-api/checkout/create-session'],
            method: 'POST' as const,
            bodies,
          },
        },
      ];
      // A second of load first, so the row does not pay for JIT and connection warm-up.
      await runLoad({ origin, ...scenarios[0]!.spec, headers, connections, duration: 1 });
      for (const { scenario, spec } of scenarios) {
        const result = await runLoad({ origin, ...spec, headers, connections, duration });
        rows.push({ setup, scenario, ...result });
        console.log(`${setup}, ${scenario}: ${result['req/s']} req/s, p99 ${result['p99 ms']} ms`);
      }
    };

    // The single process of `npm start`: no proxy, no Redis. It migrates and seeds the schema.
    const singlePort = await getFreePort();
    const single = startApiProcess({ ...env, STORE_API_PORT: String(singlePort) });
    try {
      await waitUntilReady(`http://127.0.0.1:${singlePort}/store-api/health`, {
        child: single,
        timeoutMs: 180_000,
      });
      await measure('1 process, no proxy, no Redis', `http://127.0.0.1:${singlePort}`);
    } finally {
      await stopGroup(single);
    }

    for (const processes of [1, 2]) {
      const proxyPort = await getFreePort();
      const stack = await startScaledApi({
        env: { ...env, STORE_API_PORT: String(proxyPort) },
        processes,
        dataDir,
      });
      try {
        await measure(
          `HAProxy + Redis + ${processes} process${processes > 1 ? 'es' : ''}`,
          `http://127.0.0.1:${proxyPort}`,
        );
      } finally {
        await stack.stop();
      }
    }
    console.table(rows);
  } finally {
    try {
      await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(database.db);
    } finally {
      await database.close();
      await sandbox.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
