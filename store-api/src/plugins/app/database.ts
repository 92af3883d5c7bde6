// Opens (or adopts) the database, runs the migrations and, when asked, seeds an empty catalogue
// before the app starts answering. Repositories reach it as `app.db`.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseConfig, DatabaseTimeouts } from '../../config.js';
import { openDatabase, type DatabaseHandle, type Db } from '../../db/connection.js';
import { migrateToLatest } from '../../db/migrate.js';
import { templateKey } from '../../db/pglite-template.js';
import { isCatalogEmpty, seedCatalogIfEmpty } from '../../db/seed/seed-catalog.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: DatabaseHandle;
  }
}

export interface DatabasePluginOptions {
  config: DatabaseConfig;
  timeouts: DatabaseTimeouts;
  /** An already open database (tests, benchmarks); the app then leaves closing it to the owner. */
  handle?: DatabaseHandle;
  seedIfEmpty: boolean;
  seedProductsPerStore: number;
}

export default fp(
  async function databasePlugin(app: FastifyInstance, options: DatabasePluginOptions) {
    const key = options.seedIfEmpty ? await templateKey(options.seedProductsPerStore) : undefined;
    const handle =
      options.handle ??
      (await openDatabase(options.config, {
        templateKey: key,
        timeouts: options.timeouts,
        onIdleConnectionLost: (error) =>
          app.log.warn(
            { err: error },
            'an idle database connection was closed; the pool opens another',
          ),
      }));
    if (!options.handle) app.addHook('onClose', () => handle.close());
    app.decorate('database', handle);
    app.decorate('db', handle.db);

    const applied = await migrateToLatest(handle);
    if (applied.length > 0) app.log.info({ migrations: applied }, 'database migrated');

    const summary =
      options.seedIfEmpty && (await isCatalogEmpty(handle.db))
        ? await handle.withoutTimeLimits((db) =>
            seedCatalogIfEmpty(db, { productsPerStore: options.seedProductsPerStore }),
          )
        : null;
    if (summary) {
      app.log.info(summary, 'empty catalogue seeded');
      if (handle.origin === 'new' && key && handle.saveAsTemplate) {
        await handle
          .saveAsTemplate(key)
          .catch((error: unknown) =>
            app.log.warn({ err: error }, 'could not save the seeded database snapshot'),
          );
      }
    } else if (handle.origin === 'template') {
      app.log.info('database created from the seeded snapshot');
    }
  },
  { name: 'database' },
);
