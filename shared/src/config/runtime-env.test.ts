import { readEnv } from './env';
import { cspNonce, getRuntimeEnv } from './runtime-env';
import { runtimeEnvVariables } from './runtime-env-variables';

describe('getRuntimeEnv', () => {
  afterEach(() => {
    delete window.__STOREFRONT_ENV__;
  });

  it('defaults the API to http://localhost:4000', () => {
    expect(getRuntimeEnv()).toEqual({ apiBaseUrl: 'http://localhost:4000' });
  });

  it('reads what the static server injected', () => {
    window.__STOREFRONT_ENV__ = {
      apiBaseUrl: 'http://api.example.test:4100/',
      storeId: 'hvac',
      storeHosts: { 'shop.test': 'parts' },
      stripePublishableKey: 'pk_test_sandbox',
      stripeJsUrl: 'http://localhost:4242/v3/stripe.js',
    };
    expect(getRuntimeEnv()).toEqual({
      apiBaseUrl: 'http://api.example.test:4100',
      storeId: 'hvac',
      storeHosts: { 'shop.test': 'parts' },
      stripePublishableKey: 'pk_test_sandbox',
      stripeJsUrl: 'http://localhost:4242/v3/stripe.js',
    });
  });

  it('falls back field by field on malformed values', () => {
    expect(
      getRuntimeEnv({
        apiBaseUrl: 42,
        storeId: '  ',
        storeHosts: ['x'],
        stripePublishableKey: ' ',
        stripeJsUrl: 'javascript:alert(1)',
        catalogSource: 'fixtures',
      }),
    ).toEqual({
      apiBaseUrl: 'http://localhost:4000',
    });
  });
});

describe('getRuntimeEnv in mock mode', () => {
  it('reads the catalogue from the public sample API unless MOCK_API_URL names another', () => {
    expect(getRuntimeEnv({ catalogSource: 'mock' })).toMatchObject({
      catalogSource: 'mock',
      mockApiUrl: 'https://fakestoreapi.com',
    });
    expect(
      getRuntimeEnv({ catalogSource: 'mock', mockApiUrl: 'http://localhost:4300/' }),
    ).toMatchObject({ mockApiUrl: 'http://localhost:4300' });
  });

  it('ignores a mock API URL that is not http(s)', () => {
    expect(getRuntimeEnv({ catalogSource: 'mock', mockApiUrl: 'file:///etc' }).mockApiUrl).toBe(
      'https://fakestoreapi.com',
    );
  });
});

describe('cspNonce', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('reads the nonce the static server put on the csp-nonce meta tag', () => {
    document.head.innerHTML = '<meta property="csp-nonce" nonce="r4nd0m==">';
    expect(cspNonce()).toBe('r4nd0m==');
  });

  it('is undefined on a page served without one', () => {
    expect(cspNonce()).toBeUndefined();
  });
});

describe("the host server's runtime env variables", () => {
  it('default the API origin and leave the rest unset', () => {
    expect(readEnv(runtimeEnvVariables, {})).toEqual({ apiBaseUrl: 'http://localhost:4000' });
  });

  it('read every variable the page receives', () => {
    expect(
      readEnv(runtimeEnvVariables, {
        API_BASE_URL: 'https://api.example.test/',
        STORE_ID: 'hvac',
        STORE_HOSTS: '{"shop.test":"parts"}',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_sandbox',
        STRIPE_JS_URL: 'http://localhost:4242/v3/stripe.js',
        CATALOG_SOURCE: 'mock',
      }),
    ).toEqual({
      apiBaseUrl: 'https://api.example.test',
      storeId: 'hvac',
      storeHosts: { 'shop.test': 'parts' },
      stripePublishableKey: 'pk_test_sandbox',
      stripeJsUrl: 'http://localhost:4242/v3/stripe.js',
      catalogSource: 'mock',
      mockApiUrl: 'https://fakestoreapi.com',
    });
  });

  it('refuse a malformed value at start-up, where the page would fall back', () => {
    expect(() =>
      readEnv(runtimeEnvVariables, {
        API_BASE_URL: 'javascript:alert(1)',
        STORE_HOSTS: '["shop.test"]',
        CATALOG_SOURCE: 'fixtures',
      }),
    ).toThrow(
      [
        'Invalid configuration:',
        '  API_BASE_URL must be an http(s) URL',
        '  STORE_HOSTS must be a JSON object, e.g. {"shop.example":"hvac"}',
        '  CATALOG_SOURCE must be one of api, mock',
      ].join('\n'),
    );
  });
});
