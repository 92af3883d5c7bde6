import { readEnv } from './env';
import { runtimeEnvVariables } from './runtime-env-variables';

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
