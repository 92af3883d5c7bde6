// The stand-in Stripe.js: served as JavaScript, and the Stripe it defines checks the key.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import vm from 'node:vm';
import { buildSandbox } from '../app.js';

describe('GET /v3/stripe.js', () => {
  it('serves a script defining window.Stripe that accepts pk_ keys only', async () => {
    const app = buildSandbox();
    try {
      const response = await app.inject({ method: 'GET', url: '/v3/stripe.js' });
      assert.equal(response.statusCode, 200);
      assert.match(response.headers['content-type'] as string, /^application\/javascript/);
      const window: {
        Stripe?: ((key: unknown) => { publishableKey: string }) & { version: string };
      } = {};
      vm.runInNewContext(response.body, { window });
      assert.ok(window.Stripe);
      assert.equal(window.Stripe.version, 'clover');
      assert.equal(window.Stripe('pk_test_sandbox').publishableKey, 'pk_test_sandbox');
      assert.throws(() => window.Stripe?.('sk_test_secret'), /Invalid publishable key/);
    } finally {
      await app.close();
    }
  });
});
