// The operator's key (OPS_API_KEY) as a bearer token: it opens the operator API and /health's
// detail; and the constant-time comparison of a secret a caller sends (also SERVER_RENDER_API_KEY).
import { createHash, timingSafeEqual } from 'node:crypto';
import type { onRequestAsyncHookHandler } from 'fastify';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether `given` is `key`, compared in constant time (digests: any lengths). */
export function isSameSecret(given: string | undefined, key: string): boolean {
  return given !== undefined && timingSafeEqual(digest(given), digest(key));
}

/** Whether the Authorization header is `Bearer <key>`, compared in constant time. */
export function isOpsKey(header: string | undefined, key: string): boolean {
  return isSameSecret(/^Bearer (.+)$/.exec(header ?? '')?.[1], key);
}

export const OPS_KEY_MESSAGES = {
  off: 'The operator API is off: set OPS_API_KEY to switch it on',
  unauthorized: 'A valid operator key is required (Authorization: Bearer <OPS_API_KEY>)',
} as const;

/** The operator routes' onRequest hook: 503 while OPS_API_KEY is unset, 401 without the key. */
export function requireOpsKey(opsApiKey: string | null): onRequestAsyncHookHandler {
  return async (request, reply) => {
    if (!opsApiKey) return reply.code(503).send({ error: OPS_KEY_MESSAGES.off });
    if (!isOpsKey(request.headers.authorization, opsApiKey)) {
      return reply.code(401).send({ error: OPS_KEY_MESSAGES.unauthorized });
    }
    return undefined;
  };
}
