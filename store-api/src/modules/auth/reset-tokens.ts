// The tokens of the e-mailed account links, a password reset's and a guest account's first
// password's alike: 256 random bits in the link, only their SHA-256 in the database.
import { createHash, randomBytes } from 'node:crypto';

export function newResetToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashResetToken(token) };
}

export const hashResetToken = (token: string) => createHash('sha256').update(token).digest('hex');
