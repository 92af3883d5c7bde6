// Preview links (docs/contracts.md "Preview links"): `npm run remotes -- preview <remote> <version>`
// signs a link that shows one published version of one remote to whoever opens it on the live
// site, until it expires; the host server checks the signature and keeps the token in a cookie
// for that remote. The key (PREVIEW_LINK_SECRET) is held by the CLI and the host servers only.
// A token is `<remote>.<version>.<issued>.<expiry>.<HMAC-SHA256, base64url>` (times in unix
// seconds): readable, so an operator sees what a link shows, and signed over all four, so none of
// them can be changed. `preview --revoke` refuses the links of a remote (version) issued until then
// (the registry's `previewsRevoked`), however long they had left.
import { createHmac, timingSafeEqual } from 'node:crypto';

import { isVersionId } from './version-id.js';

/** The query parameter a link carries its token in. */
export const PREVIEW_QUERY_PARAM = 'sf_preview';
/** The cookie that keeps a remote's preview: `sf_preview_<remote>`. */
export const PREVIEW_COOKIE_PREFIX = 'sf_preview_';
/** The environment variable holding the signing key. */
export const PREVIEW_SECRET_ENV = 'PREVIEW_LINK_SECRET';
/** The shortest key accepted: 32 characters (e.g. `openssl rand -hex 32` gives 64). */
export const PREVIEW_SECRET_MIN_LENGTH = 32;
/** The longest a link may stay valid: a week. */
export const PREVIEW_LONGEST_HOURS = 168;

// Longer than any real token (a remote name, a version id, twice 12 digits, 43 of signature).
const LONGEST_TOKEN = 200;
const REMOTE_NAME = /^[A-Za-z][A-Za-z0-9]{0,49}$/;
const UNIX_SECONDS = /^\d{1,12}$/;
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;

/** What a preview link shows, and until when. */
export interface Preview {
  remote: string;
  version: string;
  expiresAt: Date;
}

/** A revocation: the links of `remote` (of `version` only, unless null) issued until `before`. */
export interface PreviewRevocation {
  remote: string;
  version: string | null;
  /** Unix seconds: a link issued at or before it is refused. */
  before: number;
}

/** A token's check: the preview it grants, or why it is refused (a sentence's end). */
export type PreviewCheck = ({ ok: true } & Preview) | { ok: false; reason: string };

/** The key's problem, or null when it can sign: set, and long enough. */
export function previewSecretProblem(secret: string | undefined): string | null {
  if (!secret) return `${PREVIEW_SECRET_ENV} is not set`;
  if (secret.length < PREVIEW_SECRET_MIN_LENGTH) {
    return `${PREVIEW_SECRET_ENV} is shorter than ${PREVIEW_SECRET_MIN_LENGTH} characters`;
  }
  return null;
}

const signatureOf = (secret: string, fields: readonly string[]): Buffer =>
  createHmac('sha256', secret)
    .update(['sf-preview/2', ...fields].join('\n'))
    .digest();

const unixSeconds = (time: Date): string => String(Math.floor(time.getTime() / 1000));

/**
 * The token of a link showing `version` of `remote` until `expiresAt`, issued at `issuedAt`
 * (whole seconds both).
 */
export function signPreviewToken(
  { remote, version, expiresAt }: Preview,
  secret: string,
  issuedAt: Date = new Date(),
): string {
  const fields = [remote, version, unixSeconds(issuedAt), unixSeconds(expiresAt)];
  return `${fields.join('.')}.${signatureOf(secret, fields).toString('base64url')}`;
}

/**
 * Checks a token: well formed, signed with `secret` (compared in constant time), not expired at
 * `now`, not revoked by one of `revoked`, and, given `remote`, for that remote (a cookie's token
 * for another remote is refused).
 */
export function verifyPreviewToken(
  token: string,
  secret: string,
  {
    now = new Date(),
    remote: expectedRemote,
    revoked = [],
  }: { now?: Date; remote?: string; revoked?: readonly PreviewRevocation[] } = {},
): PreviewCheck {
  const parts = token.length <= LONGEST_TOKEN ? token.split('.') : [];
  const [remote = '', version = '', issued = '', expiry = '', signature = ''] = parts;
  const wellFormed =
    parts.length === 5 &&
    REMOTE_NAME.test(remote) &&
    isVersionId(version) &&
    UNIX_SECONDS.test(issued) &&
    UNIX_SECONDS.test(expiry) &&
    SIGNATURE.test(signature);
  if (!wellFormed) return { ok: false, reason: 'it is not a preview link of this site' };
  // The texts are compared (both 43 characters), so no other spelling of the bytes passes.
  const expected = signatureOf(secret, [remote, version, issued, expiry]).toString('base64url');
  if (!timingSafeEqual(Buffer.from(signature), Buffer.from(expected))) {
    return {
      ok: false,
      reason: 'its signature does not match (changed, or signed with another key)',
    };
  }
  if (expectedRemote !== undefined && remote !== expectedRemote) {
    return { ok: false, reason: `it previews ${remote}, not ${expectedRemote}` };
  }
  const expiresAt = new Date(Number(expiry) * 1000);
  if (expiresAt.getTime() <= now.getTime()) {
    return { ok: false, reason: `it expired at ${expiresAt.toISOString()}` };
  }
  const revocation = revoked.find(
    (entry) =>
      entry.remote === remote &&
      (entry.version === null || entry.version === version) &&
      Number(issued) <= entry.before,
  );
  if (revocation) {
    return {
      ok: false,
      reason: `it was revoked at ${new Date(revocation.before * 1000).toISOString()}`,
    };
  }
  return { ok: true, remote, version, expiresAt };
}
