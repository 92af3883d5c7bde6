// The operator's key (OPS_API_KEY) as a bearer token: it opens the operator API and /health's detail.
import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the Authorization header is `Bearer <key>`, compared in constant time. */
export function isOpsKey(header: string | undefined, key: string): boolean {
  const match = /^Bearer (.+)$/.exec(header ?? '');
  return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), digest(key));
}
