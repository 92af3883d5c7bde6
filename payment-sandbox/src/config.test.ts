import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { defaultSandboxConfig, loadConfig, packageDir } from './config.js';

describe('loadConfig', () => {
  it('uses the defaults when nothing is set', () => {
    assert.deepEqual(loadConfig({}), defaultSandboxConfig);
    assert.equal(loadConfig({}).port, 4242);
    assert.deepEqual(loadConfig({}).secretKeys, ['sk_test_sandbox']);
    assert.equal(loadConfig({}).webhookSecret, 'whsec_sandbox');
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PAYMENT_SANDBOX_PORT: '5252',
      PAYMENT_SANDBOX_HOST: '0.0.0.0',
      SANDBOX_SECRET_KEYS: 'sk_test_one, sk_test_two',
      SANDBOX_WEBHOOK_ENDPOINTS:
        'http://localhost:4000/store-api/webhooks/stripe, https://hooks.test/x',
      SANDBOX_WEBHOOK_SECRET: 'whsec_local',
      SANDBOX_PUBLIC_URL: 'http://pay.localhost:5252/',
      SANDBOX_STATE_FILE: '.data/state.json',
      SANDBOX_WEBHOOK_MAX_ATTEMPTS: '3',
      SANDBOX_WEBHOOK_RETRY_BASE_MS: '250',
      PAYMENT_SANDBOX_LOG_LEVEL: 'warn',
    });
    assert.equal(config.port, 5252);
    assert.equal(config.host, '0.0.0.0');
    assert.deepEqual(config.secretKeys, ['sk_test_one', 'sk_test_two']);
    assert.deepEqual(config.webhookEndpoints, [
      'http://localhost:4000/store-api/webhooks/stripe',
      'https://hooks.test/x',
    ]);
    assert.equal(config.webhookSecret, 'whsec_local');
    assert.equal(config.publicUrl, 'http://pay.localhost:5252');
    assert.equal(config.stateFile, path.join(packageDir, '.data/state.json'));
    assert.equal(config.webhookRetry.maxAttempts, 3);
    assert.equal(config.webhookRetry.baseDelayMs, 250);
    assert.equal(config.logLevel, 'warn');
  });

  it('refuses bad values, naming every one', () => {
    assert.throws(
      () =>
        loadConfig({
          PAYMENT_SANDBOX_PORT: 'eighty',
          SANDBOX_SECRET_KEYS: 'sk_live_realmoney',
          SANDBOX_WEBHOOK_ENDPOINTS: 'ftp://nowhere',
          SANDBOX_WEBHOOK_SECRET: '  ',
          SANDBOX_PUBLIC_URL: 'not a url',
        }),
      (error: Error) => {
        assert.match(error.message, /PAYMENT_SANDBOX_PORT must be a whole number/);
        assert.match(error.message, /SANDBOX_SECRET_KEYS accepts only test keys/);
        assert.doesNotMatch(error.message, /realmoney/, 'a rejected key is not printed in full');
        assert.match(error.message, /SANDBOX_WEBHOOK_ENDPOINTS entries must be http\(s\) URLs/);
        assert.match(error.message, /SANDBOX_WEBHOOK_SECRET must not be empty/);
        assert.match(error.message, /SANDBOX_PUBLIC_URL must be an http\(s\) URL/);
        return true;
      },
    );
  });
});
