import { getRuntimeEnv } from './runtime-env';

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
    };
    expect(getRuntimeEnv()).toEqual({
      apiBaseUrl: 'http://api.example.test:4100',
      storeId: 'hvac',
      storeHosts: { 'shop.test': 'parts' },
    });
  });

  it('falls back field by field on malformed values', () => {
    expect(getRuntimeEnv({ apiBaseUrl: 42, storeId: '  ', storeHosts: ['x'] })).toEqual({
      apiBaseUrl: 'http://localhost:4000',
    });
  });
});
