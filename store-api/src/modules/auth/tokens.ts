// Bearer tokens: `<payload>.<signature>`, both base64url; the payload is JSON naming the session,
// the customer, the store and the expiry, and the signature is HMAC-SHA256 of the payload text
// under AUTH_TOKEN_SECRET. A valid signature only says the API issued the token: the session row
// still decides whether it is live (logout and password changes revoke it).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

const tokenPayload = z.object({
  /** Session id (auth_sessions.id). */
  sid: z.uuid(),
  /** Customer id. */
  cid: z.number().int().positive(),
  /** Store id. */
  sto: z.string().min(1),
  /** Expiry, seconds since the epoch. */
  exp: z.number().int(),
});

export type TokenClaims = z.infer<typeof tokenPayload>;

/** Longer than any token we issue; anything beyond is refused before any work. */
const MAX_TOKEN_LENGTH = 512;

export function createTokenSigner(secret: Buffer) {
  const sign = (payload: string) => createHmac('sha256', secret).update(payload).digest();

  return {
    issue(claims: TokenClaims): string {
      const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
      return `${payload}.${sign(payload).toString('base64url')}`;
    },

    /** The claims of a token signed with this secret and not yet expired, else null. */
    read(token: string, now = Date.now()): TokenClaims | null {
      if (token.length > MAX_TOKEN_LENGTH) return null;
      const [payload, signature, ...rest] = token.split('.');
      if (!payload || !signature || rest.length > 0) return null;
      const expected = sign(payload);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      let json: unknown;
      try {
        json = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      } catch {
        return null;
      }
      const claims = tokenPayload.safeParse(json);
      if (!claims.success || claims.data.exp * 1000 <= now) return null;
      return claims.data;
    },
  };
}

export type TokenSigner = ReturnType<typeof createTokenSigner>;
