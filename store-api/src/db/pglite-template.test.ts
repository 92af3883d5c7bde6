import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { openDatabase } from './connection.js';
import { migrateToLatest } from './migrate.js';
import { packageDir } from '../config.js';
import { templateKey } from './pglite-template.js';
import { seedCatalog } from './seed/seed-catalog.js';

describe('seeded PGlite snapshots', () => {
  const key = `test-${process.pid}-snapshot`;
  const dirs: string[] = [];
  after(async () => {
    await rm(path.join(packageDir, '.data', 'pglite-templates', `${key}.tar`), { force: true });
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('keys snapshots by catalogue size', async () => {
    const small = await templateKey(10);
    const large = await templateKey(20);
    assert.match(small ?? '', /^catalog-10-[0-9a-f]{16}$/);
    assert.notEqual(small, large);
  });

  it('starts a new data directory from the snapshot, catalogue included', async () => {
    const source = await openDatabase({ driver: 'pglite', dataDir: 'memory://' });
    await migrateToLatest(source);
    await seedCatalog(source.db, { productsPerStore: 12 });
    await source.saveAsTemplate!(key);
    await source.close();

    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'store-api-snapshot-'));
    dirs.push(dataDir);
    const copy = await openDatabase({ driver: 'pglite', dataDir }, { templateKey: key });
    try {
      assert.equal(copy.origin, 'template');
      assert.deepEqual(await migrateToLatest(copy), [], 'already migrated');
      const row = await copy.db
        .selectFrom('products')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      assert.equal(Number(row.count), 36);
    } finally {
      await copy.close();
    }

    const reopened = await openDatabase({ driver: 'pglite', dataDir }, { templateKey: key });
    assert.equal(reopened.origin, 'existing', 'an existing directory is never overwritten');
    await reopened.close();
  });
});
