// The operator's key (OPS_API_KEY) as a bearer token: it opens the operator API and /health's
// detail; and the constant-time comparison of a secret a caller sends (also SERVER_RENDER_API_KEY).
import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether `given` is `key`, compared in constant time (digests: any lengths). */
export function isSameSecret(given: string | undefined, key: string): boolean {
  return given !== undefined && timingSafeEqual(digest(given), digest(key));
}

/** Whether the Authorization header is `Bearer <key>`, compared in constant time. */
export function isOpsKey(header: string | undefined, key: string): boolean {
  return isSameSecret(/^Bearer (.+)$/.exec(header ?? '')?.[1], key);
}
