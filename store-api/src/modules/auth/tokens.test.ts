import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { beforeEach, describe, it } from 'node:test';
import { createTokenSigner } from './tokens.js';

describe('bearer tokens', () => {
  const signer = createTokenSigner(randomBytes(32));
  // The expiry counts from when the test runs, not from when the file was loaded: every test file
  // of the API is loaded into one process well before its tests run.
  let claims: { sid: string; cid: number; sto: string; exp: number };
  beforeEach(() => {
    claims = { sid: randomUUID(), cid: 7, sto: 'hvac', exp: Math.floor(Date.now() / 1000) + 60 };
  });

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
      `${valid}=`,
      `${valid}!`,
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
