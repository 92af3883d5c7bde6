// Secret-key authentication: `Authorization: Bearer sk_test_…` (or Basic with the key as user
// name, as curl -u sends it). Anything else is the provider's 401.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ProviderError } from '../lib/provider-error.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The secret key the request authenticated with. */
    apiKey: string;
  }
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

function keyFromHeader(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const [scheme, credentials = ''] = header.trim().split(/\s+/, 2);
  if (scheme?.toLowerCase() === 'bearer') return credentials;
  if (scheme?.toLowerCase() === 'basic') {
    return Buffer.from(credentials, 'base64').toString('utf8').split(':')[0];
  }
  return undefined;
}

/** `sk_test_abc…wxyz` with the middle starred out, as the provider shows a rejected key. */
export function redactKey(key: string): string {
  if (key.length <= 12) return '*'.repeat(key.length);
  return `${key.slice(0, 8)}${'*'.repeat(key.length - 12)}${key.slice(-4)}`;
}

/** An onRequest hook that admits only the configured secret keys. */
export function createAuthenticator(secretKeys: readonly string[]) {
  const accepted = secretKeys.map(digest);
  return async function authenticate(request: FastifyRequest): Promise<void> {
    const key = keyFromHeader(request.headers.authorization);
    if (!key) {
      throw new ProviderError(
        401,
        'invalid_request_error',
        "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
      );
    }
    const candidate = digest(key);
    if (!accepted.some((known) => timingSafeEqual(known, candidate))) {
      throw new ProviderError(
        401,
        'invalid_request_error',
        `Invalid API Key provided: ${redactKey(key)}`,
      );
    }
    request.apiKey = key;
  };
}
