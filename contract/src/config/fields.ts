// The field rules the page shares with the Node processes' configuration, in zod/mini: the page
// reads its runtime env with them, and the full zod would weigh ~90 kB (gzip) on every first load.
import * as z from 'zod/mini';

/** A non-empty value, spaces around it trimmed. */
export function text() {
  return z.string().check(z.trim(), z.minLength(1, 'must not be empty'));
}

/** An http(s) URL, as written. */
export function httpUrl() {
  return z.pipe(
    z.string().check(z.trim()),
    z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }),
  );
}

/** An http(s) URL that paths are appended to: trailing slashes removed. */
export function httpOrigin() {
  return z.pipe(
    httpUrl(),
    z.transform((url: string) => url.replace(/\/+$/, '')),
  );
}
