import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { InjectOptions } from 'fastify';
import { buildTestApp, type TestContext } from '../../testing/test-app.js';
import { SERVER_RENDER_KEY_HEADER, TOO_MANY_REQUESTS } from './rate-limit.js';

const LIMIT = 3;
const IMAGES_LIMIT = 5;
const HEALTH_LIMIT = 4;
const SERVER_RENDER_LIMIT = 8;
const SERVER_RENDER_KEY = 'render-key-for-the-tests-0123456789';
const PROXY = '10.0.0.7';

describe('rate limit', () => {
  let context: TestContext;
  before(async () => {
    context = await buildTestApp('pglite', {
      env: {
        RATE_LIMIT_MAX: String(LIMIT),
        RATE_LIMIT_IMAGES_MAX: String(IMAGES_LIMIT),
        RATE_LIMIT_HEALTH_MAX: String(HEALTH_LIMIT),
        RATE_LIMIT_SERVER_MAX: String(SERVER_RENDER_LIMIT),
        SERVER_RENDER_API_KEY: SERVER_RENDER_KEY,
        TRUST_PROXY: `${PROXY}, 192.168.10.0/24`,
      },
    });
  });
  after(async () => {
    await context.close();
  });

  // Each test is its own client address, so the counts do not mix.
  const call = (remoteAddress: string, options: InjectOptions = {}) =>
    context.app.inject({
      url: '/store-api/brands?limit=1',
      remoteAddress,
      ...options,
      headers: { 'x-store-id': 'hvac', origin: 'http://localhost:3000', ...options.headers },
    });

  it('answers 429 { error } with Retry-After once a client passes the limit, loopback included', async () => {
    for (let i = 0; i < LIMIT; i += 1) assert.equal((await call('127.0.0.1')).statusCode, 200);
    const refused = await call('127.0.0.1');
    assert.equal(refused.statusCode, 429);
    assert.deepEqual(refused.json(), { error: TOO_MANY_REQUESTS });
    const retryAfter = Number(refused.headers['retry-after']);
    assert.ok(retryAfter > 0 && retryAfter <= 60, `Retry-After: ${retryAfter}`);
    assert.equal(refused.headers['access-control-allow-origin'], 'http://localhost:3000');
    assert.equal(refused.headers['x-content-type-options'], 'nosniff');
    // Another client still gets answers.
    assert.equal((await call('127.0.0.2')).statusCode, 200);
  });

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    for (let i = 0; i <= LIMIT; i += 1) {
      const response = await call('203.0.113.9', {
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
      });
      assert.equal(response.statusCode, i < LIMIT ? 200 : 429, `request ${i + 1}`);
    }
  });

  it('counts each client behind a trusted proxy by its forwarded address', async () => {
    for (const [proxy, network] of [
      [PROXY, '198.51.100'],
      ['192.168.10.20', '198.51.101'],
    ] as const) {
      // More requests than the limit through the proxy, each from another client: all answered.
      for (let i = 0; i < LIMIT * 2; i += 1) {
        const response = await call(proxy, { headers: { 'x-forwarded-for': `${network}.${i}` } });
        assert.equal(response.statusCode, 200, `${proxy}, client ${i}`);
      }
      // One client behind it is still limited.
      const statuses: number[] = [];
      for (let i = 0; i <= LIMIT; i += 1) {
        const response = await call(proxy, { headers: { 'x-forwarded-for': `${network}.200` } });
        statuses.push(response.statusCode);
      }
      assert.deepEqual(statuses, [200, 200, 200, 429], proxy);
    }
  });

  it("counts the health check apart: a shopper at the load balancer's address cannot take it out of rotation", async () => {
    const health = (address: string) => call(address, { url: '/store-api/health' });
    // The shopper used the whole allowance; the balancer's checks from the same address pass.
    for (let i = 0; i <= LIMIT; i += 1) await call('203.0.113.30');
    assert.equal((await call('203.0.113.30')).statusCode, 429);
    const checks: number[] = [];
    for (let i = 0; i <= HEALTH_LIMIT; i += 1)
      checks.push((await health('203.0.113.30')).statusCode);
    // The checks have an allowance of their own, so a flood of them is refused too.
    assert.deepEqual(checks, [200, 200, 200, 200, 429]);
  });

  it('counts requests for unknown paths, and refuses them with the same 429', async () => {
    for (let i = 0; i < LIMIT; i += 1) {
      const miss = await call('203.0.113.20', { url: `/store-api/wp-admin/${i}.php` });
      assert.equal(miss.statusCode, 404);
    }
    assert.equal((await call('203.0.113.20')).statusCode, 429);
    const probe = await call('203.0.113.20', { url: '/store-api/.env' });
    assert.equal(probe.statusCode, 429);
    assert.deepEqual(probe.json(), { error: TOO_MANY_REQUESTS });
  });

  it('gives images their own, higher allowance', async () => {
    const image = { url: '/store-api/images/brands/1.svg' };
    for (let i = 0; i < LIMIT; i += 1) await call('203.0.113.30');
    assert.equal((await call('203.0.113.30')).statusCode, 429);
    for (let i = 0; i < IMAGES_LIMIT; i += 1) {
      assert.notEqual((await call('203.0.113.30', image)).statusCode, 429, `image ${i + 1}`);
    }
    assert.equal((await call('203.0.113.30', image)).statusCode, 429);
  });

  it("counts the host server's renders (its key) apart: they never spend the shoppers' allowance at its address", async () => {
    const render = (address: string) =>
      call(address, { headers: { [SERVER_RENDER_KEY_HEADER]: SERVER_RENDER_KEY } });
    // A burst of renders past the shoppers' limit: all answered.
    const renders: number[] = [];
    for (let i = 0; i < SERVER_RENDER_LIMIT; i += 1)
      renders.push((await render('203.0.113.40')).statusCode);
    assert.deepEqual(renders, Array(SERVER_RENDER_LIMIT).fill(200));
    // A shopper at the host server's address still has the whole allowance.
    const shopper: number[] = [];
    for (let i = 0; i <= LIMIT; i += 1) shopper.push((await call('203.0.113.40')).statusCode);
    assert.deepEqual(shopper, [200, 200, 200, 429]);
    // The renders have a limit of their own.
    assert.equal((await render('203.0.113.40')).statusCode, 429);
  });

  it('gives an anonymous caller with a wrong or empty server key the ordinary allowance', async () => {
    for (const [address, key] of [
      ['203.0.113.50', 'render-key-for-the-tests-012345678X'],
      ['203.0.113.51', ''],
      ['203.0.113.52', SERVER_RENDER_KEY.slice(0, -1)],
    ] as const) {
      const statuses: number[] = [];
      for (let i = 0; i <= LIMIT; i += 1) {
        const response = await call(address, { headers: { [SERVER_RENDER_KEY_HEADER]: key } });
        statuses.push(response.statusCode);
      }
      assert.deepEqual(statuses, [200, 200, 200, 429], `key "${key}"`);
    }
  });
});
