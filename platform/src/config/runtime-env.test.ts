import { cspNonce, getRuntimeEnv } from './runtime-env';

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
