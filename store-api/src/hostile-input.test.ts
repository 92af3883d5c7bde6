// Hostile-input suite: for every operation of the API's own OpenAPI document (so a new route is
// covered without touching this file), generated requests try each parameter with wrong types,
// huge, negative and fractional numbers, 10 KB strings, NUL and control characters, bytes that are
// not UTF-8, lone UTF-16 surrogates, RTL text and emoji, SQL and HTML payloads and path
// traversal; the store header missing, unknown and in odd case; repeated and unknown params; and
// bodies of every kind on every method. No answer may be a 5xx, every refusal must be
// `{ error: string }` JSON and every success the content type the document declares. Secured
// routes get a live bearer token and the operator routes the operator key, so their handlers are
// reached. Random values come from a seeded generator, so a failure replays exactly.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { checkoutBody, stockedProduct } from './testing/checkout.js';
import { callApi, registerCustomer, type ApiCall } from './testing/customers.js';
import { describeOnEachDatabase } from './testing/test-app.js';

interface Parameter {
  name: string;
  in: string;
  example?: string;
}

interface Operation {
  method: string;
  /** Express-style path of the route, e.g. /store-api/products/{id}. */
  path: string;
  parameters: Parameter[];
  /** Content types the document declares for a 2xx answer; empty means not declared. */
  successTypes: string[];
  /** Top-level fields of the JSON body the route takes; each is tried with hostile values. */
  bodyFields: string[];
  /** The docs pages serve HTML and scripts; only their refusals and errors are checked. */
  anySuccessType?: boolean;
  /** Needs a bearer token (`security` in the document): the requests carry a live one. */
  secured?: boolean;
}

interface JsonSchema {
  $ref?: string;
  properties?: Record<string, unknown>;
}

interface OpenApiOperation {
  parameters?: Parameter[];
  security?: unknown[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

const SEED = 20_260_801;
const RANDOM_VALUES_PER_PARAMETER = 4;
const BODY_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;
const VALID_STORE = 'hvac';
const OPS_KEY = 'ops-hostile-key-0123456789abcdef';
const LONE_SURROGATE_ERROR =
  'The JSON body contains a lone UTF-16 surrogate (a \\uD800-\\uDFFF escape without its pair)';

/** mulberry32: tiny, fast and good enough to pick test inputs. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Percent-encodes raw bytes, so any byte sequence (valid UTF-8 or not) can be sent. */
const percentBytes = (bytes: Iterable<number>) =>
  [...bytes].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

const encode = (text: string) => encodeURIComponent(text);

/** URL text (already encoded where it must be) tried in every path, query and header slot. */
const HOSTILE_VALUES: string[] = [
  '',
  '-1',
  '0',
  '1.5',
  '-0.0001',
  '1e3',
  '99999999999999999999999',
  '-2147483649',
  '2147483648',
  'NaN',
  'Infinity',
  '0x1f',
  encode(' 7 '),
  'true',
  'null',
  encode('[]'),
  encode('{}'),
  'x'.repeat(10_240),
  '%00',
  'a%00b',
  '%01%02%1b%7f',
  '%0d%0aSet-Cookie:%20x%3D1',
  '%ff',
  '%c3%28',
  '%e2%82',
  '%ed%a0%80',
  '%zz',
  '%',
  encode('مرحبا بالعالم'),
  encode('\u202Egnp.exe'),
  encode('🛒🔥👍🏽'),
  encode("' OR '1'='1' --"),
  encode('1; DROP TABLE products; --'),
  encode('%_\\'),
  encode('<script>alert(1)</script>'),
  encode('"><img src=x onerror=alert(1)>'),
  '../../../etc/passwd',
  '..%2f..%2f..%2fetc%2fpasswd',
  '%2e%2e%2f%2e%2e%2f',
  encode('..\\..\\windows\\win.ini'),
];

const STORE_HEADERS: (string | string[] | undefined)[] = [
  undefined,
  '',
  'garden',
  'HVAC',
  'HvAc',
  ' parts ',
  'hvac, parts',
  ['hvac', 'parts'],
  'x'.repeat(10_240),
  'h\u0000vac',
  'hvac\u0001',
  'é',
  "hvac' OR '1'='1",
];

/** Bodies sent with every method to every path, valid JSON included. */
const BODIES: { contentType?: string; payload: string | Buffer }[] = [
  { contentType: 'application/json', payload: '{"name":"x","quantity":1}' },
  { contentType: 'application/json', payload: '{"name":' },
  { contentType: 'application/json', payload: '' },
  { contentType: 'application/json', payload: '{"name":"\\u0000"}' },
  { contentType: 'application/json', payload: '{"name":"\\ud800"}' },
  { contentType: 'application/json', payload: '{"\\udc00x":1}' },
  { contentType: 'application/json', payload: Buffer.from([0x7b, 0x22, 0xff, 0x22, 0x7d]) },
  { contentType: 'application/json', payload: '{"__proto__":{"admin":true}}' },
  { contentType: 'application/json', payload: JSON.stringify({ big: 'x'.repeat(1_100_000) }) },
  // Many keys and deep nesting within every route's size limit, and many keys far over it.
  {
    contentType: 'application/json',
    payload: JSON.stringify(Object.fromEntries(Array.from({ length: 2500 }, (_, i) => [i, 0]))),
  },
  { contentType: 'application/json', payload: `{"name":${'['.repeat(500)}${']'.repeat(500)}}` },
  {
    contentType: 'application/json',
    payload: JSON.stringify(Object.fromEntries(Array.from({ length: 60_000 }, (_, i) => [i, 0]))),
  },
  { contentType: 'text/plain', payload: 'hello' },
  { contentType: 'application/xml', payload: '<a>1</a>' },
  { contentType: 'application/x-www-form-urlencoded', payload: 'a=1&a=2' },
  { contentType: 'multipart/form-data; boundary=x', payload: '--x--' },
  { payload: '{"name":"x"}' },
];

/**
 * Query parameters a route reads beyond its documented ones (GET /products' spec filters are
 * named after the store's specs), tried with every hostile value. The search narrows the list, so
 * the facets route counts spec facets too.
 */
const UNDOCUMENTED_QUERY_PARAMETERS: Record<string, string[]> = {
  '/store-api/products': ['spec.voltage', 'spec.voltage.min', 'spec.rotation', 'spec.nope'],
  '/store-api/products/facets': ['spec.voltage', 'spec.voltage.max', 'spec.rotation', 'spec.'],
};

/** Values every field of a JSON body is tried with. */
const HOSTILE_JSON_VALUES: unknown[] = [
  -1,
  0,
  1.5,
  1e308,
  Number.MAX_SAFE_INTEGER + 2,
  '',
  'x'.repeat(10_240),
  'a\u0000b',
  // Lone UTF-16 surrogates: JSON.stringify writes them as \ud800 escapes, which PostgreSQL's
  // json parser refuses.
  '\ud800',
  'a\udfffb',
  '\udc00\ud800',
  '\u202Egnp.exe',
  '🛒🔥',
  "' OR '1'='1' --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  null,
  true,
  [],
  {},
  [1, 'two', null],
  { $gt: '' },
  { nested: { deeper: ['\u0000'] } },
  { nested: { '\ud83d': 'half an emoji key' } },
];

function operationsOf(app: FastifyInstance): Operation[] {
  const document = app.swagger() as OpenApiDocument;
  const resolve = (schema: JsonSchema | undefined) =>
    schema?.$ref ? document.components?.schemas?.[schema.$ref.split('/').pop()!] : schema;
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      for (const parameter of operation.parameters ?? []) {
        if (!['path', 'query', 'header'].includes(parameter.in)) {
          throw new Error(
            `no generator for ${parameter.in} parameter ${parameter.name} of ${path}`,
          );
        }
      }
      const bodyTypes = Object.keys(operation.requestBody?.content ?? {});
      for (const type of bodyTypes.filter((t) => t !== 'application/json')) {
        throw new Error(`no generator for ${type} bodies of ${method.toUpperCase()} ${path}`);
      }
      const bodySchema = resolve(operation.requestBody?.content?.['application/json']?.schema);
      const success = Object.entries(operation.responses ?? {}).find(([code]) =>
        code.startsWith('2'),
      );
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        successTypes: Object.keys(success?.[1].content ?? {}),
        bodyFields: Object.keys(bodySchema?.properties ?? {}),
        secured: (operation.security ?? []).length > 0,
      });
    }
  }
  // The interactive docs are hidden from the document but are routes all the same.
  for (const path of ['/store-api/docs', '/store-api/docs/json', '/store-api/docs/static/{file}']) {
    operations.push({
      method: 'GET',
      path,
      parameters: path.includes('{file}') ? [{ name: 'file', in: 'path', example: 'x' }] : [],
      successTypes: [],
      bodyFields: [],
      anySuccessType: true,
    });
  }
  return operations;
}

const isOpsRoute = (operation: Operation) => operation.path.startsWith('/store-api/ops/');

function validValue(parameter: Parameter): string {
  if (parameter.example !== undefined) return parameter.example;
  return parameter.name === 'file' ? '1.svg' : '1';
}

/** The URL of an operation with `overrides` (raw URL text) in place of valid values. */
function urlFor(operation: Operation, overrides: Record<string, string>, extraQuery = ''): string {
  let path = operation.path;
  for (const parameter of operation.parameters.filter((p) => p.in === 'path')) {
    path = path.replace(`{${parameter.name}}`, overrides[parameter.name] ?? validValue(parameter));
  }
  const query = operation.parameters
    .filter((p) => p.in === 'query' && overrides[p.name] !== undefined)
    .map((p) => `${p.name}=${overrides[p.name]}`);
  if (extraQuery) query.push(extraQuery);
  return query.length > 0 ? `${path}?${query.join('&')}` : path;
}

function requestsFor(
  operation: Operation,
  random: () => number,
  authorization: Record<string, string> = {},
): InjectOptions[] {
  const storeScoped = operation.parameters.some((p) => p.name === 'x-store-id');
  const headers = { ...(storeScoped ? { 'x-store-id': VALID_STORE } : {}), ...authorization };
  const get = (url: string, extraHeaders: Record<string, string | string[]> = {}) => ({
    method: operation.method as InjectOptions['method'],
    url,
    headers: { ...headers, ...extraHeaders },
  });
  const randomValue = () => {
    const length = 1 + Math.floor(random() * 40);
    return percentBytes(Array.from({ length }, () => Math.floor(random() * 256)));
  };

  const requests: InjectOptions[] = [get(urlFor(operation, {}))];
  for (const parameter of operation.parameters.filter((p) => p.in !== 'header')) {
    const values = [
      ...HOSTILE_VALUES,
      ...Array.from({ length: RANDOM_VALUES_PER_PARAMETER }, randomValue),
    ];
    for (const value of values) requests.push(get(urlFor(operation, { [parameter.name]: value })));
    if (parameter.in === 'query') {
      const valid = validValue(parameter);
      for (const repeated of [
        `${parameter.name}=${valid}&${parameter.name}=2`,
        `${parameter.name}[]=${valid}`,
        `${parameter.name}[a]=${valid}`,
        `${parameter.name.toUpperCase()}=${valid}`,
      ]) {
        requests.push(get(urlFor(operation, {}, repeated)));
      }
    }
  }
  for (const name of UNDOCUMENTED_QUERY_PARAMETERS[operation.path] ?? []) {
    for (const value of HOSTILE_VALUES) {
      requests.push(get(urlFor(operation, {}, `search=a&${name}=${value}`)));
    }
  }
  requests.push(get(urlFor(operation, {}, 'unknown=1&%00=1&=&&')));
  requests.push(get(urlFor(operation, {}, randomValue())));
  if (storeScoped) {
    for (const store of STORE_HEADERS) {
      requests.push({
        method: operation.method as InjectOptions['method'],
        url: urlFor(operation, {}),
        headers: { ...authorization, ...(store === undefined ? {} : { 'x-store-id': store }) },
      });
    }
  }
  if (operation.method === 'GET') {
    requests.push({ ...get(urlFor(operation, {})), method: 'HEAD' });
    requests.push({ ...get(urlFor(operation, {}, 'limit=%00')), method: 'HEAD' });
    requests.push({
      method: 'OPTIONS',
      url: urlFor(operation, {}),
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'x-store-id,%00',
      },
    });
  }
  requests.push(get(urlFor(operation, {}), { origin: 'https://attacker.example' }));
  requests.push(get(urlFor(operation, {}), { 'x-forwarded-for': '1.2.3.4, <script>' }));
  for (const field of operation.bodyFields) {
    for (const value of HOSTILE_JSON_VALUES) {
      requests.push({ ...get(urlFor(operation, {})), payload: { [field]: value } });
    }
  }
  for (const method of BODY_METHODS) {
    for (const body of BODIES) {
      requests.push({
        method,
        url: urlFor(operation, {}),
        headers: { ...headers, ...(body.contentType ? { 'content-type': body.contentType } : {}) },
        payload: body.payload,
      });
    }
  }
  return requests;
}

/** What is wrong with an answer, or undefined when it is acceptable. */
function problemWith(
  operation: Operation,
  request: InjectOptions,
  response: { statusCode: number; headers: Record<string, unknown>; body: string },
): string | undefined {
  const { statusCode, body } = response;
  const contentType = String(response.headers['content-type'] ?? '');
  if (statusCode >= 500) return `answered ${statusCode}: ${body.slice(0, 120)}`;
  if (request.method === 'HEAD' || (statusCode >= 300 && statusCode < 400)) return undefined;
  if (request.method === 'OPTIONS' && statusCode === 204) return undefined;
  if (statusCode < 300) {
    if (operation.anySuccessType) return undefined;
    const declared = operation.successTypes;
    if (declared.length > 0 && !declared.some((type) => contentType.startsWith(type))) {
      return `2xx as ${contentType}, declared ${declared.join(', ')}`;
    }
    if (contentType.startsWith('application/json')) {
      try {
        JSON.parse(body);
      } catch {
        return '2xx body is not JSON';
      }
    } else if (contentType.startsWith('text/html')) {
      return '2xx answer is HTML';
    }
    return undefined;
  }
  if (!contentType.startsWith('application/json')) return `${statusCode} as ${contentType}`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return `${statusCode} body is not JSON: ${body.slice(0, 80)}`;
  }
  const keys = parsed && typeof parsed === 'object' ? Object.keys(parsed) : [];
  if (keys.length !== 1 || typeof (parsed as { error?: unknown }).error !== 'string') {
    return `${statusCode} body is not { error: string }: ${body.slice(0, 80)}`;
  }
  return undefined;
}

/**
 * A provider configured with its real secret but an API nobody answers at: the webhook's signature
 * check meets every hostile body, and no valid body reaches the provider anyway.
 */
const UNREACHABLE_PROVIDER = {
  STRIPE_SECRET_KEY: 'sk_test_hostile',
  STRIPE_WEBHOOK_SECRET: 'whsec_hostile',
  STRIPE_API_HOST: '127.0.0.1',
  STRIPE_API_PORT: '9',
  STRIPE_API_PROTOCOL: 'http',
};

describeOnEachDatabase(
  'hostile input',
  (context) => {
    it('never answers 5xx and refuses with { error } JSON on every route', async (t) => {
      const app = context().app;
      const random = seededRandom(SEED);
      const operations = operationsOf(app);
      assert.ok(operations.length >= 10, 'the OpenAPI document lists the routes');

      const statusCounts = new Map<number, number>();
      const failures: string[] = [];
      let sent = 0;
      const started = performance.now();
      // A fresh session per secured operation: one of them is logout, which ends its token.
      const customer = await registerCustomer(app, { store: VALID_STORE });
      const freshToken = async () => {
        const { body } = await callApi<{ data: { token: string } }>(app, {
          method: 'POST',
          path: '/auth/login',
          store: VALID_STORE,
          body: { email: customer.email, password: customer.password },
        });
        return { authorization: `Bearer ${body.data.token}` };
      };
      for (const operation of operations) {
        // The operator routes take the operator key, so their validation is reached too.
        const authorization = isOpsRoute(operation)
          ? { authorization: `Bearer ${OPS_KEY}` }
          : operation.secured
            ? await freshToken()
            : undefined;
        const requests = requestsFor(operation, random, authorization);
        for (const [index, request] of requests.entries()) {
          const response = await app.inject(request);
          sent += 1;
          statusCounts.set(response.statusCode, (statusCounts.get(response.statusCode) ?? 0) + 1);
          const problem = problemWith(operation, request, response);
          if (problem) {
            failures.push(`${request.method} ${String(request.url).slice(0, 120)}: ${problem}`);
          }
          // The first request is the plain valid one: with credentials it must pass the door.
          if (index === 0 && authorization && response.statusCode === 401) {
            failures.push(`${operation.method} ${operation.path}: the credentials were refused`);
          }
        }
      }
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const byStatus = [...statusCounts]
        .sort(([a], [b]) => a - b)
        .map(([status, count]) => `${status}×${count}`)
        .join(' ');
      t.diagnostic(
        `hostile input: ${sent} requests over ${operations.length} routes in ${seconds} s: ${byStatus}`,
      );
      assert.ok(sent >= 300, `at least 300 requests (sent ${sent})`);
      assert.deepEqual(failures.slice(0, 20), [], `${failures.length} bad answers`);
    });

    it('refuses a lone UTF-16 surrogate in the JSON body of every route that takes one', async () => {
      const app = context().app;
      const customer = await registerCustomer(app, { store: VALID_STORE });
      const withBody = operationsOf(app).filter((operation) => operation.bodyFields.length > 0);
      assert.ok(withBody.length >= 10, 'the document lists the routes with bodies');
      const answers: string[] = [];
      for (const operation of withBody) {
        const authorization = isOpsRoute(operation)
          ? { authorization: `Bearer ${OPS_KEY}` }
          : { authorization: `Bearer ${customer.token}` };
        const [field] = operation.bodyFields;
        for (const payload of [`{"${field}":"x\\ud800"}`, `{"${field}":{"\\udfff":1}}`]) {
          const [request] = requestsFor(operation, () => 0, authorization);
          const response = await app.inject({
            ...request,
            headers: { ...request?.headers, 'content-type': 'application/json' },
            payload,
          });
          answers.push(
            `${operation.method} ${operation.path}: ${response.statusCode} ${response.body}`,
          );
        }
      }
      const refusal = JSON.stringify({ error: LONE_SURROGATE_ERROR });
      assert.deepEqual(
        answers.filter((answer) => !answer.endsWith(`: 400 ${refusal}`)),
        [],
      );
    });

    // The bodies that reached PostgreSQL's json parser (addresses, outbox payloads) and made it
    // answer 500 before the input guard refused lone surrogates.
    it('refuses a lone surrogate in otherwise valid checkout, quote, profile, contact and bulk bodies', async () => {
      const { app, db } = context();
      const customer = await registerCustomer(app, { store: VALID_STORE });
      const product = await stockedProduct(db, 5, VALID_STORE);
      const address = {
        street: '12 Main St',
        city: 'Austin \ud800',
        state: 'TX',
        postal_code: '78701',
        country: 'US',
      };
      const calls: ApiCall[] = [
        {
          method: 'POST',
          path: '/checkout/create-session',
          body: checkoutBody([{ id: product.id, itemQuantity: 1 }], {
            shippingAddress: { ...checkoutBody([]).shippingAddress, city: 'Austin \ud800' },
          }),
        },
        {
          method: 'POST',
          path: '/checkout/quote',
          body: { items: [{ id: product.id, itemQuantity: 1, itemName: 'Fan \ud800' }] },
        },
        {
          method: 'PUT',
          path: '/auth/me',
          token: customer.token,
          body: {
            firstName: 'Ada',
            lastName: 'Lovelace',
            email: customer.email,
            shippingAddress: address,
            billingAddress: address,
          },
        },
        {
          method: 'POST',
          path: '/emails/contact',
          body: {
            to: 'anyone@example.com',
            from: 'ada@example.com',
            name: 'Ada \ud800',
            subject: 'Hello',
            body: 'Hello \udc00',
            type: 'contact_form',
          },
        },
        {
          method: 'POST',
          path: '/bulk-requests',
          body: {
            companyName: 'Ada Ltd \ud800',
            contactPerson: 'Ada',
            email: 'ada@example.com',
            products: '10 filters',
          },
        },
      ];
      const answers = [];
      for (const call of calls) {
        const answer = await callApi(app, { store: VALID_STORE, ...call });
        answers.push([`${call.method} ${call.path}`, answer.status, answer.body]);
      }
      const refused = calls.map((call) => [
        `${call.method} ${call.path}`,
        400,
        { error: LONE_SURROGATE_ERROR },
      ]);
      assert.deepEqual(answers, refused);
    });
  },
  { env: { ...UNREACHABLE_PROVIDER, OPS_API_KEY: OPS_KEY } },
);
