import { readEnv } from './env';
import { readRuntimeEnv } from './runtime-env-fields';
import { runtimeEnvVariables } from './runtime-env-variables';

// The page (valibot) and the servers (zod) read the runtime env with rules written twice: each
// value here must come out the same from both, or be refused by the server where the page falls
// back to the default.
const READ_ALIKE: ReadonlyArray<[variable: string, field: string, given: string, read: string]> = [
  ['API_BASE_URL', 'apiBaseUrl', ' https://api.example.test/ ', 'https://api.example.test'],
  ['API_BASE_URL', 'apiBaseUrl', 'http://localhost:4100//', 'http://localhost:4100'],
  [
    'STRIPE_JS_URL',
    'stripeJsUrl',
    ' http://localhost:4242/v3/stripe.js',
    'http://localhost:4242/v3/stripe.js',
  ],
  ['STORE_ID', 'storeId', '  hvac ', 'hvac'],
  ['STRIPE_PUBLISHABLE_KEY', 'stripePublishableKey', 'pk_test_1', 'pk_test_1'],
];

const REFUSED: ReadonlyArray<[variable: string, field: string, given: string]> = [
  ['API_BASE_URL', 'apiBaseUrl', 'javascript:alert(1)'],
  ['API_BASE_URL', 'apiBaseUrl', 'ftp://files.example.test'],
  ['API_BASE_URL', 'apiBaseUrl', 'api.example.test'],
  ['STRIPE_JS_URL', 'stripeJsUrl', 'file:///etc/passwd'],
  ['STORE_ID', 'storeId', '   '],
  ['CATALOG_SOURCE', 'catalogSource', 'fixtures'],
];

describe('the runtime env, read by the page and by the servers', () => {
  it.each(READ_ALIKE)('reads %s=%j alike', (variable, field, given, read) => {
    expect(readEnv(runtimeEnvVariables, { [variable]: given })).toMatchObject({ [field]: read });
    expect(readRuntimeEnv({ [field]: given })).toMatchObject({ [field]: read });
  });

  it.each(REFUSED)(
    'refuses %s=%j on the server, the page falling back',
    (variable, field, given) => {
      expect(() => readEnv(runtimeEnvVariables, { [variable]: given })).toThrow(variable);
      expect(readRuntimeEnv({ [field]: given })).toEqual({ apiBaseUrl: 'http://localhost:4000' });
    },
  );
});
