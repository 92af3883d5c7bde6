// Keeps other sites from paying through the hosted page: its form is a plain POST, which any page
// on the web could send to /pay/:id. The form carries the session's secret token (a cross-site
// page cannot read it), and a browser's Origin header, when sent, must be this page's own.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

export const FORM_TOKEN_FIELD = 'form_token';

export function newFormToken(): string {
  return randomBytes(24).toString('base64url');
}

/** Constant-time comparison, so the token cannot be guessed a character at a time. */
export function isFormTokenValid(expected: string, given: unknown): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * True when the browser says the form was posted from another origin than the page's own: the
 * configured public URL or the origin the request was addressed to. No Origin header (older
 * browsers, curl) is not foreign; the token decides then. "null" (sandboxed frames) is foreign.
 */
export function isForeignOrigin(request: FastifyRequest, publicUrl: string): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  return origin !== new URL(publicUrl).origin && origin !== `${request.protocol}://${request.host}`;
}
