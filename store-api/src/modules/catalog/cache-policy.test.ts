import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { catalogCache } from './cache-policy.js';

describe('catalogCache', () => {
  it('loads a key once while fresh, concurrent misses sharing the load', async () => {
    const cache = catalogCache<number>(10);
    let loads = 0;
    const load = async () => ++loads;
    const [first, second] = await Promise.all([
      cache.forceFetch('a', { context: load }),
      cache.forceFetch('a', { context: load }),
    ]);
    assert.deepEqual([first, second, await cache.forceFetch('a', { context: load })], [1, 1, 1]);
  });

  it('does not keep a failed load', async () => {
    const cache = catalogCache<number>(10);
    await assert.rejects(
      cache.forceFetch('a', { context: () => Promise.reject(new Error('down')) }),
    );
    assert.equal(await cache.forceFetch('a', { context: async () => 7 }), 7);
  });

  it('drops the least recently used entry beyond its size', async () => {
    const cache = catalogCache<string>(2);
    await cache.forceFetch('a', { context: async () => 'a1' });
    await cache.forceFetch('b', { context: async () => 'b1' });
    await cache.forceFetch('c', { context: async () => 'c1' });
    assert.equal(await cache.forceFetch('a', { context: async () => 'a2' }), 'a2');
    assert.equal(await cache.forceFetch('c', { context: async () => 'c2' }), 'c1');
  });

  it('answers the callers of a load whose entry was dropped while it ran', async () => {
    const cache = catalogCache<string>(1);
    let finish: (value: string) => void = () => {};
    const running = cache.forceFetch('a', {
      context: () => new Promise<string>((resolve) => (finish = resolve)),
    });
    await cache.forceFetch('b', { context: async () => 'b1' });
    finish('a1');
    assert.equal(await running, 'a1');
  });
});
