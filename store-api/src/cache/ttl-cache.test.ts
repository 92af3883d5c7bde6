import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createTtlCache } from './ttl-cache.js';

describe('createTtlCache', () => {
  it('loads once while fresh and again after expiry', async () => {
    const cache = createTtlCache<number>({ ttlMs: 30, maxEntries: 10 });
    let loads = 0;
    const load = async () => ++loads;
    assert.equal(await cache.get('a', load), 1);
    assert.equal(await cache.get('a', load), 1);
    await new Promise((resolve) => setTimeout(resolve, 40));
    assert.equal(await cache.get('a', load), 2);
  });

  it('does not keep failed loads', async () => {
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 10 });
    await assert.rejects(cache.get('a', () => Promise.reject(new Error('down'))));
    assert.equal(await cache.get('a', async () => 7), 7);
  });

  it('drops the oldest entry beyond maxEntries', async () => {
    const cache = createTtlCache<string>({ ttlMs: 1000, maxEntries: 2 });
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    await cache.get('c', async () => 'c1');
    assert.equal(await cache.get('a', async () => 'a2'), 'a2');
    assert.equal(await cache.get('c', async () => 'c2'), 'c1');
  });
});
