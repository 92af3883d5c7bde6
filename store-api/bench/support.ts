// What the store API's bench scripts share: the API started on a database the way they measure it,
// and its origin.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import type { DatabaseHandle } from '../src/db/connection.js';
import { runLoad } from './load-client.js';

export function originOf(app: FastifyInstance) {
  return `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
}

/** Starts the API on `database` on a free port, then warms it up with a second of load. */
export async function startBenchApi(
  database: DatabaseHandle,
  {
    env = {},
    connections,
    storeId,
  }: { env?: Record<string, string>; connections: number; storeId: string },
) {
  const app = await buildApp({
    // autocannon sends thousands of requests a second from one address. Logging stays at its
    // default level (info), as in production, written to nowhere.
    config: loadConfig({
      SEED_ON_START: 'false',
      RATE_LIMIT_MAX: '1000000000',
      RATE_LIMIT_IMAGES_MAX: '1000000000',
      // The checkout row's buyers share one address and never pay.
      UNPAID_CHECKOUTS_MAX: '1000000000',
      UNPAID_UNITS_MAX: '1000000000',
      ...env,
    }),
    database,
    logStream: { write: () => undefined },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  // A second of load first, so the first row does not pay for JIT and connection warm-up.
  await runLoad({
    origin: originOf(app),
    paths: ['/store-api/products?limit=12'],
    headers: { 'x-store-id': storeId },
    duration: 1,
    connections,
  });
  return app;
}
