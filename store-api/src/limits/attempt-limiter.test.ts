import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createAttemptLimiter } from './attempt-limiter.js';

describe('attempt limiter without Redis', () => {
  it('refuses a key after max attempts in the window, and only that key', async () => {
    const limiter = createAttemptLimiter({ name: 'test', max: 2, windowMs: 60_000, redis: null });
    const taken = [];
    for (let attempt = 0; attempt < 3; attempt += 1) taken.push(await limiter.take('a'));
    assert.deepEqual(taken, [true, true, false]);
    assert.equal(await limiter.take('b'), true);
  });

  it('lets a cleared key start again', async () => {
    const limiter = createAttemptLimiter({ name: 'test', max: 1, windowMs: 60_000, redis: null });
    assert.equal(await limiter.take('a'), true);
    assert.equal(await limiter.take('a'), false);
    await limiter.clear('a');
    assert.equal(await limiter.take('a'), true);
  });
});
