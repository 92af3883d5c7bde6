import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ConfigError, loadConfig, packageDir } from './config.js';

describe('loadConfig', () => {
  it('defaults to port 4000 and the embedded database under .data/pglite', () => {
    const config = loadConfig({});
    assert.equal(config.port, 4000);
    assert.deepEqual(config.database, {
      driver: 'pglite',
      dataDir: path.join(packageDir, '.data', 'pglite'),
    });
    assert.equal(config.publicBaseUrl, 'http://localhost:4000');
    assert.equal(config.corsOrigins, null);
    assert.equal(config.seedOnStart, true);
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/shop',
      DATABASE_SCHEMA: 'shop',
    });
    assert.deepEqual(config.database, {
      driver: 'postgres',
      url: 'postgres://postgres@127.0.0.1:5432/shop',
      schema: 'shop',
    });
  });

  it('builds the public base URL from the port and reads the CORS list', () => {
    const config = loadConfig({
      STORE_API_PORT: '4100',
      CORS_ORIGINS: 'http://shop.test/, http://hvac.shop.test',
    });
    assert.equal(config.publicBaseUrl, 'http://localhost:4100');
    assert.deepEqual(config.corsOrigins, ['http://shop.test', 'http://hvac.shop.test']);
  });

  it('treats empty variables as unset', () => {
    assert.equal(loadConfig({ STORE_API_PORT: '', DATABASE_URL: '' }).port, 4000);
  });

  it('names every invalid variable', () => {
    assert.throws(
      () =>
        loadConfig({
          STORE_API_PORT: 'eighty',
          DATABASE_URL: 'mysql://x',
          LOG_LEVEL: 'loud',
          PUBLIC_BASE_URL: 'not a url',
        }),
      (error: unknown) =>
        error instanceof ConfigError &&
        ['STORE_API_PORT', 'DATABASE_URL', 'LOG_LEVEL', 'PUBLIC_BASE_URL'].every((name) =>
          error.message.includes(name),
        ),
    );
  });
});
