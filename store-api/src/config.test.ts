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

  it('listens on loopback only, trusts no proxy and limits everyone unless told otherwise', () => {
    const config = loadConfig({});
    assert.equal(config.host, '127.0.0.1');
    assert.deepEqual(config.trustProxy, []);
    assert.deepEqual(config.rateLimit, {
      max: 600,
      imagesMax: 3000,
      healthMax: 1200,
      serverMax: 6000,
      serverKey: null,
      windowMs: 60_000,
    });
    assert.deepEqual(config.formRateLimit, { max: 5, windowMs: 3_600_000 });
    assert.equal(config.apiDocs, true);
  });

  it('reads HOST, TRUST_PROXY, the rate limits and API_DOCS', () => {
    const config = loadConfig({
      HOST: '0.0.0.0',
      TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,::1,fd00::/8,loopback',
      RATE_LIMIT_MAX: '50',
      RATE_LIMIT_IMAGES_MAX: '500',
      RATE_LIMIT_HEALTH_MAX: '90',
      RATE_LIMIT_SERVER_MAX: '700',
      SERVER_RENDER_API_KEY: 'render-key-0123456789abcdef',
      RATE_LIMIT_WINDOW_MS: '1000',
      CONTACT_RATE_LIMIT_MAX: '20',
      CONTACT_RATE_LIMIT_WINDOW_MS: '600000',
      API_DOCS: 'false',
    });
    assert.equal(config.host, '0.0.0.0');
    assert.deepEqual(config.trustProxy, [
      '10.0.0.1',
      '192.168.0.0/16',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    assert.deepEqual(config.rateLimit, {
      max: 50,
      imagesMax: 500,
      healthMax: 90,
      serverMax: 700,
      serverKey: 'render-key-0123456789abcdef',
      windowMs: 1000,
    });
    assert.deepEqual(config.formRateLimit, { max: 20, windowMs: 600_000 });
    assert.equal(config.apiDocs, false);
  });

  for (const [name, value] of [
    ['TRUST_PROXY', '*'],
    ['TRUST_PROXY', 'proxy.example'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['TRUST_PROXY', '10.0.0.1/8/1'],
    ['RATE_LIMIT_MAX', '0'],
    ['RATE_LIMIT_MAX', '1.5'],
    ['RATE_LIMIT_WINDOW_MS', '-1'],
    ['API_DOCS', 'off'],
    ['DATABASE_PREPARED_STATEMENTS', 'off'],
    ['SMTP_URL', 'http://mail.example'],
    ['SMTP_URL', 'localhost:1025'],
    ['MAIL_FROM', 'shop'],
    ['OUTBOX_POLL_MS', '0'],
    ['OUTBOX_MAX_ATTEMPTS', '0'],
    ['OUTBOX_LEASE_MS', '999'],
    ['DB_ACQUIRE_TIMEOUT_MS', '0'],
    ['DB_STATEMENT_TIMEOUT_MS', 'soon'],
    ['REQUEST_TIMEOUT_MS', '0'],
    ['STRIPE_TIMEOUT_MS', '0'],
    ['STRIPE_MAX_NETWORK_RETRIES', '-1'],
    ['REFUND_RETRY_MS', '0'],
    ['REDIS_COMMAND_TIMEOUT_MS', '0'],
  ] as const) {
    it(`refuses ${name}=${value}`, () => {
      assert.throws(
        () => loadConfig({ [name]: value }),
        (error: unknown) => error instanceof ConfigError && error.message.includes(name),
      );
    });
  }

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/shop',
      DATABASE_SCHEMA: 'shop',
    });
    assert.deepEqual(config.database, {
      driver: 'postgres',
      url: 'postgres://postgres@127.0.0.1:5432/shop',
      schema: 'shop',
      transactionPooling: false,
    });
  });

  it('keeps no session state behind a transaction pooler (DATABASE_PREPARED_STATEMENTS=false)', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://postgres@127.0.0.1:6432/shop',
      DATABASE_PREPARED_STATEMENTS: 'false',
    });
    assert.deepEqual(config.database, {
      driver: 'postgres',
      url: 'postgres://postgres@127.0.0.1:6432/shop',
      schema: 'public',
      transactionPooling: true,
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

  it('sends no e-mail unless SMTP_URL is set, polling the outbox every second for 12 attempts', () => {
    assert.deepEqual(loadConfig({}).mail, {
      smtpUrl: null,
      from: null,
      pollMs: 1000,
      maxAttempts: 12,
      leaseMs: 45_000,
      courtesyLimits: { perClientMax: 5, perRecipientMax: 3, windowMs: 24 * 60 * 60 * 1000 },
    });
    const config = loadConfig({
      SMTP_URL: 'smtps://mailer:s3cret@smtp.example:465',
      MAIL_FROM: 'shop@example.com',
      OUTBOX_POLL_MS: '250',
      OUTBOX_MAX_ATTEMPTS: '3',
      OUTBOX_LEASE_MS: '20000',
    });
    assert.deepEqual(config.mail, {
      smtpUrl: 'smtps://mailer:s3cret@smtp.example:465',
      from: 'shop@example.com',
      pollMs: 250,
      maxAttempts: 3,
      leaseMs: 20_000,
      courtesyLimits: { perClientMax: 5, perRecipientMax: 3, windowMs: 24 * 60 * 60 * 1000 },
    });
  });

  it('fails fast by default: 3 s for a connection or a statement, 2 s for a lock, 4.5 s per request', () => {
    const config = loadConfig({});
    assert.deepEqual(config.databaseTimeouts, {
      acquireMs: 3000,
      statementMs: 3000,
      lockMs: 2000,
      idleInTransactionMs: 10_000,
    });
    assert.equal(config.requestTimeoutMs, 4500);
    assert.equal(config.refundRetryMs, 30_000);
    const tuned = loadConfig({
      DB_ACQUIRE_TIMEOUT_MS: '500',
      DB_STATEMENT_TIMEOUT_MS: '60000',
      DB_LOCK_TIMEOUT_MS: '100',
      DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: '30000',
      REQUEST_TIMEOUT_MS: '9000',
      REFUND_RETRY_MS: '1000',
    });
    assert.deepEqual(tuned.databaseTimeouts, {
      acquireMs: 500,
      statementMs: 60_000,
      lockMs: 100,
      idleInTransactionMs: 30_000,
    });
    assert.equal(tuned.requestTimeoutMs, 9000);
    assert.equal(tuned.refundRetryMs, 1000);
  });

  it('does not repeat a refused SMTP_URL, which may hold a password', () => {
    assert.throws(
      () => loadConfig({ SMTP_URL: 'http://mailer:s3cret@smtp.example' }),
      (error: unknown) =>
        error instanceof ConfigError &&
        error.message.includes('SMTP_URL') &&
        !error.message.includes('s3cret'),
    );
  });

  it('keeps limits and caches in-process unless REDIS_URL is set, with 500 ms per command', () => {
    assert.deepEqual(loadConfig({}).redis, { url: null, commandTimeoutMs: 500 });
    const config = loadConfig({
      REDIS_URL: 'redis://:s3cret@cache.internal:6380/2',
      REDIS_COMMAND_TIMEOUT_MS: '250',
    });
    assert.deepEqual(config.redis, {
      url: 'redis://:s3cret@cache.internal:6380/2',
      commandTimeoutMs: 250,
    });
    assert.equal(
      loadConfig({ REDIS_URL: 'rediss://cache.example:6379' }).redis.url,
      'rediss://cache.example:6379',
    );
  });

  it('does not repeat a refused REDIS_URL, which may hold a password', () => {
    for (const url of ['http://:s3cret@cache.internal:6379', 'cache.internal:6379']) {
      assert.throws(
        () => loadConfig({ REDIS_URL: url }),
        (error: unknown) =>
          error instanceof ConfigError &&
          error.message.includes('REDIS_URL') &&
          !error.message.includes('s3cret'),
      );
    }
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

  describe('auth', () => {
    const secret = 'a'.repeat(32);

    it('signs tokens with a random per-process key unless AUTH_TOKEN_SECRET is set', () => {
      const first = loadConfig({}).auth;
      assert.equal(first.tokenSecretSource, 'random');
      assert.equal(first.tokenSecret.length, 32);
      assert.notDeepEqual(first.tokenSecret, loadConfig({}).auth.tokenSecret);
      const set = loadConfig({ AUTH_TOKEN_SECRET: secret }).auth;
      assert.equal(set.tokenSecretSource, 'env');
      assert.equal(set.tokenSecret.toString(), secret);
    });

    it('requires a secret of 32 bytes or more, and one at all in production', () => {
      assert.throws(() => loadConfig({ AUTH_TOKEN_SECRET: 'short' }), /AUTH_TOKEN_SECRET/);
      assert.throws(() => loadConfig({ NODE_ENV: 'production' }), /AUTH_TOKEN_SECRET/);
      assert.equal(
        loadConfig({ NODE_ENV: 'production', AUTH_TOKEN_SECRET: secret }).auth.tokenSecretSource,
        'env',
      );
    });

    it('defaults to 7-day tokens, 10 login failures per address and 15 minutes, 20 per account and hour (then a 1-minute pause), and 5 resets per hour', () => {
      const { tokenSecret: _secret, tokenSecretSource: _source, ...limits } = loadConfig({}).auth;
      assert.deepEqual(limits, {
        tokenTtlMs: 7 * 24 * 60 * 60 * 1000,
        loginMaxFailures: 10,
        loginFailureWindowMs: 15 * 60 * 1000,
        resetRequestsMax: 5,
        resetRequestsWindowMs: 60 * 60 * 1000,
        accountLoginMaxFailures: 20,
        accountLoginFailureWindowMs: 60 * 60 * 1000,
        accountLoginPauseMs: 60 * 1000,
        storefrontUrls: {
          default: 'http://localhost:3000',
          hvac: 'http://hvac.localhost:3000',
          parts: 'http://parts.localhost:3000',
        },
      });
    });

    it("takes the stores' origins from STOREFRONT_URLS over the local names on HOST_PORT", () => {
      const { storefrontUrls } = loadConfig({
        HOST_PORT: '8080',
        STOREFRONT_URLS: '{"hvac":"https://hvac.example.com/"}',
      }).auth;
      assert.equal(storefrontUrls.hvac, 'https://hvac.example.com');
      assert.equal(storefrontUrls.parts, 'http://parts.localhost:8080');
      for (const bad of ['not json', '{"hvac":"ftp://x"}', '{"hvac":1}']) {
        assert.throws(() => loadConfig({ STOREFRONT_URLS: bad }), /STOREFRONT_URLS/, bad);
      }
    });
  });

  describe('checkout', () => {
    it('leaves the payment provider off without STRIPE_SECRET_KEY', () => {
      assert.equal(loadConfig({}).checkout.provider, null);
      assert.equal(loadConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_x' }).checkout.provider, null);
    });

    it('talks to the provider itself unless STRIPE_API_HOST points elsewhere (the sandbox)', () => {
      const real = loadConfig({
        STRIPE_SECRET_KEY: 'sk_live_abc',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
      });
      assert.deepEqual(real.checkout.provider, {
        secretKey: 'sk_live_abc',
        webhookSecret: 'whsec_x',
        apiOverride: null,
        timeoutMs: 1500,
        maxNetworkRetries: 1,
      });
      const sandbox = loadConfig({
        STRIPE_SECRET_KEY: 'sk_test_sandbox',
        STRIPE_WEBHOOK_SECRET: 'whsec_sandbox',
        STRIPE_API_HOST: 'localhost',
        STRIPE_API_PORT: '4242',
        STRIPE_API_PROTOCOL: 'http',
        STRIPE_TIMEOUT_MS: '5000',
        STRIPE_MAX_NETWORK_RETRIES: '0',
      });
      assert.equal(sandbox.checkout.provider?.timeoutMs, 5000);
      assert.equal(sandbox.checkout.provider?.maxNetworkRetries, 0);
      assert.deepEqual(sandbox.checkout.provider?.apiOverride, {
        host: 'localhost',
        port: 4242,
        protocol: 'http',
      });
      assert.deepEqual(sandbox.checkout.storefrontUrls, sandbox.auth.storefrontUrls);
    });

    it('limits unpaid checkouts to 5 and 50 units per address and e-mail unless told otherwise', () => {
      assert.deepEqual(loadConfig({}).checkout.unpaidLimits, { checkoutsMax: 5, unitsMax: 50 });
      const raised = loadConfig({ UNPAID_CHECKOUTS_MAX: '20', UNPAID_UNITS_MAX: '400' });
      assert.deepEqual(raised.checkout.unpaidLimits, { checkoutsMax: 20, unitsMax: 400 });
      assert.throws(() => loadConfig({ UNPAID_CHECKOUTS_MAX: '0' }), /UNPAID_CHECKOUTS_MAX/);
    });

    it('needs the webhook secret with a key, and refuses keys that are not secret keys', () => {
      assert.throws(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' }), /STRIPE_WEBHOOK_SECRET/);
      assert.throws(
        () => loadConfig({ STRIPE_SECRET_KEY: 'pk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }),
        /STRIPE_SECRET_KEY/,
      );
      assert.throws(
        () => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'secret' }),
        /STRIPE_WEBHOOK_SECRET/,
      );
    });
  });
});
