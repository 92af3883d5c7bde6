import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { createTokenSigner } from './tokens.js';
import { createAttemptCounter } from './attempt-counter.js';

describe('bearer tokens', () => {
  const signer = createTokenSigner(randomBytes(32));
  const claims = {
    sid: randomUUID(),
    cid: 7,
    sto: 'hvac',
    exp: Math.floor(Date.now() / 1000) + 60,
  };

  it('reads back the claims of a token it issued', () => {
    assert.deepEqual(signer.read(signer.issue(claims)), claims);
  });

  it('refuses an expired token, another key’s token and an altered payload', () => {
    const token = signer.issue(claims);
    assert.equal(signer.read(token, (claims.exp + 1) * 1000), null);
    assert.equal(createTokenSigner(randomBytes(32)).read(token), null);
    const altered = Buffer.from(JSON.stringify({ ...claims, cid: 8 })).toString('base64url');
    assert.equal(signer.read(`${altered}.${token.split('.')[1]}`), null);
  });

  it('refuses malformed tokens without throwing', () => {
    const valid = signer.issue(claims);
    for (const token of [
      '',
      '.',
      'a.b',
      `${valid}.x`,
      'x'.repeat(600),
      `${valid.split('.')[0]}.`,
    ]) {
      assert.equal(signer.read(token), null, token.slice(0, 20));
    }
    const notJson = Buffer.from('not json').toString('base64url');
    const forged = createTokenSigner(Buffer.alloc(32)).issue(claims).split('.')[1];
    assert.equal(signer.read(`${notJson}.${forged}`), null);
  });
});

describe('attempt counter', () => {
  it('blocks a key after max attempts within the window, and only that key', () => {
    const counter = createAttemptCounter({ max: 2, windowMs: 1000 });
    counter.record('a', 0);
    assert.equal(counter.isBlocked('a', 10), false);
    counter.record('a', 20);
    assert.equal(counter.isBlocked('a', 30), true);
    assert.equal(counter.isBlocked('b', 30), false);
    assert.equal(counter.isBlocked('a', 1001), false, 'a new window starts');
    counter.clear('a');
    assert.equal(counter.isBlocked('a', 30), false);
  });

  it('keeps at most sweepAt keys', () => {
    const counter = createAttemptCounter({ max: 1, windowMs: 60_000, sweepAt: 3 });
    for (const key of ['a', 'b', 'c', 'd']) counter.record(key, 0);
    assert.equal(counter.isBlocked('a', 1), false, 'the oldest key went');
    assert.equal(counter.isBlocked('d', 1), true);
  });
});
