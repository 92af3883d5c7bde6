// Test helpers for the account routes: a JSON call with store and bearer token, and a customer
// registered through the API (so the password hash and session are the real ones).
import type { FastifyInstance } from 'fastify';

export interface ApiCall {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path under /store-api, e.g. /auth/me. */
  path: string;
  store?: string;
  token?: string | undefined;
  body?: unknown;
  /** More request headers (e.g. a webhook's signature). */
  headers?: Record<string, string>;
}

export async function callApi<T = unknown>(
  app: FastifyInstance,
  { method = 'GET', path, store = 'hvac', token, body, headers }: ApiCall,
) {
  const response = await app.inject({
    method,
    url: `/store-api${path}`,
    headers: {
      'x-store-id': store,
      ...(token !== undefined && { authorization: `Bearer ${token}` }),
      ...headers,
    },
    ...(body !== undefined && { payload: body as object }),
  });
  return {
    status: response.statusCode,
    body: response.json() as T,
    raw: response.body,
    headers: response.headers,
  };
}

export interface TestCustomer {
  email: string;
  password: string;
  token: string;
  /** When the token's session ends (ISO 8601). */
  expiresAt: string;
  id: number;
  store: string;
}

let customerCount = 0;

/** A unique e-mail per call, so tests sharing one database never collide. */
export function uniqueEmail(label = 'shopper'): string {
  customerCount += 1;
  return `${label}.${process.pid}.${customerCount}.${Date.now()}@example.com`;
}

/** Registers a customer through POST /auth/register and answers its credentials and token. */
export async function registerCustomer(
  app: FastifyInstance,
  { store = 'hvac', email = uniqueEmail(), password = 'secret1' } = {},
): Promise<TestCustomer> {
  const { status, body } = await callApi<{
    data: { token: string; expiresAt: string; customer: { id: number } };
  }>(app, {
    method: 'POST',
    path: '/auth/register',
    store,
    body: { firstName: 'Ada', lastName: 'Lovelace', email, password },
  });
  if (status !== 201) throw new Error(`registration answered ${status}`);
  return {
    email,
    password,
    token: body.data.token,
    expiresAt: body.data.expiresAt,
    id: body.data.customer.id,
    store,
  };
}
