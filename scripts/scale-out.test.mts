import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { apiProcessEnv, haproxyConfig, scaleFromArgs } from './lib/scale-out.mjs';

describe('npm start -- --scale N', () => {
  it('reads the number of API processes, 1 without the flag', () => {
    assert.equal(scaleFromArgs([]), 1);
    assert.equal(scaleFromArgs(['--rebuild', '--scale', '3']), 3);
    assert.throws(
      () => scaleFromArgs(['--scale']),
      /--scale takes a number of API processes from 1 to 16, got ""/,
    );
    assert.throws(() => scaleFromArgs(['--scale', 'two']), /got "two"/);
    assert.throws(() => scaleFromArgs(['--scale', '40']), /got "40"/);
  });

  it('puts HAProxy on the public port in front of every process, each checked on /health', () => {
    const config = haproxyConfig({ port: 4000, apiPorts: [41001, 41002] });
    assert.match(config, /^ {2}bind 127\.0\.0\.1:4000$/m);
    assert.match(config, /^ {2}option httpchk GET \/store-api\/health$/m);
    assert.match(config, /^ {2}server api1 127\.0\.0\.1:41001 check$/m);
    assert.match(config, /^ {2}server api2 127\.0\.0\.1:41002 check$/m);
    assert.match(config, /^ {2}option forwardfor$/m);
    // Only a refused connection is tried on another process: a request never runs twice.
    assert.match(config, /^ {2}retry-on conn-failure$/m);
  });

  it('gives each process its own port, the public origin, the proxy as trusted, shared Redis, database and token key', () => {
    const env = apiProcessEnv(
      { STORE_API_PORT: '4000', PATH: '/usr/bin' },
      { apiPort: 41001, redisUrl: 'redis://127.0.0.1:6390', tokenSecret: 'shared-key' },
    );
    assert.deepEqual(env, {
      STORE_API_PORT: '41001',
      PATH: '/usr/bin',
      AUTH_TOKEN_SECRET: 'shared-key',
      PUBLIC_BASE_URL: 'http://localhost:4000',
      TRUST_PROXY: '127.0.0.1',
      REDIS_URL: 'redis://127.0.0.1:6390',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres',
      DATABASE_SCHEMA: 'storefront',
    });
    const operators = apiProcessEnv(
      { STORE_API_PORT: '4000', DATABASE_URL: 'postgres://shop@db.internal/shop' },
      { apiPort: 41002, redisUrl: 'redis://cache.internal:6379', tokenSecret: 'k' },
    );
    assert.equal(operators.DATABASE_URL, 'postgres://shop@db.internal/shop');
    assert.equal(operators.DATABASE_SCHEMA, undefined);
  });
});
