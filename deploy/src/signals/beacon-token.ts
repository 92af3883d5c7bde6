// A page's beacon token (docs/decisions/0981-beacon-tokens.md): the host's server signs, into each
// sampled page, the remote versions that page may use (each remote's assigned version and its
// fallback) with a random page id; the page's beacons carry it, and POST /signals keeps only
// signals of those versions, each kind once per page id. So a caller cannot report a version no
// page of theirs used, nor make one page count as many: an attacker's weight is one page's signals
// per page the server really wrote for them, the same as a shopper's.
// A token is `<issued, unix s>.<page id>.<versions, base64url JSON>.<HMAC-SHA256, base64url>`.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

import { z } from 'zod';

import { isVersionId } from '../version-id.js';

/** How long after its page was written a token is taken: a tab left open all day reports at hide. */
export const BEACON_TOKEN_HOURS = 12;
/** The shortest key accepted (SIGNALS_TOKEN_SECRET). */
export const BEACON_SECRET_MIN_LENGTH = 32;

// A clock ahead of the issuing process by up to this much still takes the token.
const CLOCK_SKEW_MS = 60_000;
// Longer than any real token: four remotes with two versions each are ~400 characters.
const LONGEST_TOKEN = 1200;
const ISSUED = /^\d{1,12}$/;
const PAGE_ID = /^[A-Za-z0-9_-]{22}$/;
const PAYLOAD = /^[A-Za-z0-9_-]{1,1000}$/;
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;

const VersionsSchema = z.record(
  z.string().regex(/^[A-Za-z][A-Za-z0-9_-]{0,39}$/),
  z.array(z.string().max(60).refine(isVersionId)).max(4),
);

/** The versions a page may report: remote → its versions (assigned first, then fallback). */
export type PageVersions = Record<string, string[]>;

/** A taken token: the page it was issued to and what that page may report. */
export interface BeaconPage {
  pageId: string;
  versions: PageVersions;
}

const signatureOf = (secret: string, issued: string, pageId: string, payload: string): string =>
  createHmac('sha256', secret)
    .update(`sf-beacon/1\n${issued}\n${pageId}\n${payload}`)
    .digest('base64url');

/** A new page's token: `versions` signed with `secret`, under a fresh random page id. */
export function signBeaconToken(
  versions: PageVersions,
  secret: string,
  now: Date = new Date(),
): string {
  const issued = String(Math.floor(now.getTime() / 1000));
  const pageId = randomBytes(16).toString('base64url');
  const payload = Buffer.from(JSON.stringify(versions)).toString('base64url');
  return `${issued}.${pageId}.${payload}.${signatureOf(secret, issued, pageId, payload)}`;
}

/**
 * The page a token was issued to, or null when it is not one this site signed with `secret`
 * (malformed, changed, signed with another key) or it is older than BEACON_TOKEN_HOURS at `now`.
 */
export function verifyBeaconToken(
  token: string,
  secret: string,
  now: Date = new Date(),
): BeaconPage | null {
  const parts = token.length <= LONGEST_TOKEN ? token.split('.') : [];
  const [issued = '', pageId = '', payload = '', signature = ''] = parts;
  const wellFormed =
    parts.length === 4 &&
    ISSUED.test(issued) &&
    PAGE_ID.test(pageId) &&
    PAYLOAD.test(payload) &&
    SIGNATURE.test(signature);
  if (!wellFormed) return null;
  // Both are 43 characters of base64url: comparing the texts leaves no second spelling.
  const expected = signatureOf(secret, issued, pageId, payload);
  if (!timingSafeEqual(Buffer.from(signature), Buffer.from(expected))) return null;
  const issuedAt = Number(issued) * 1000;
  const age = now.getTime() - issuedAt;
  if (age > BEACON_TOKEN_HOURS * 3_600_000 || age < -CLOCK_SKEW_MS) return null;
  let versions: unknown;
  try {
    versions = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const parsed = VersionsSchema.safeParse(versions);
  return parsed.success ? { pageId, versions: parsed.data } : null;
}
