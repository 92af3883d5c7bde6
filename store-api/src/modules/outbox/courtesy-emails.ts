// Courtesy e-mails: the welcome of a new account and the confirmation of a bulk request. Anyone can
// have one sent to any address (nobody confirmed it), so each counts per client address and per
// recipient (COURTESY_EMAILS_*); past either, the registration or request goes on and the e-mail is
// not sent. Their templates carry no text the stranger typed. Counted like the sign-in limits
// (rate-limiter-flexible): in the shared Redis, in each process while it is away.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { CourtesyEmailLimits } from '../../config.js';
import { createAttemptLimiter } from '../../limits/attempt-limiter.js';
import { normalizeEmail } from '../../email-address.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one count of courtesy e-mails, for every route that queues one. */
    courtesyEmails: CourtesyEmailLimit;
  }
}

export interface CourtesyEmailLimit {
  /**
   * Counts a courtesy e-mail that `client` (an address) has us send to `recipient`; false, and
   * nothing may be sent, when either has had its share in the window.
   */
  mayQueue(client: string, recipient: string): Promise<boolean>;
}

export function createCourtesyEmailLimit(
  { perClientMax, perRecipientMax, windowMs }: CourtesyEmailLimits,
  redis: Redis | null,
): CourtesyEmailLimit {
  const perClient = createAttemptLimiter({
    name: 'courtesy-emails-client',
    max: perClientMax,
    windowMs,
    redis,
  });
  const perRecipient = createAttemptLimiter({
    name: 'courtesy-emails-recipient',
    max: perRecipientMax,
    windowMs,
    redis,
  });
  return {
    async mayQueue(client, recipient) {
      // A client past its share does not use up the recipient's.
      return (await perClient.take(client)) && perRecipient.take(normalizeEmail(recipient));
    },
  };
}

export const courtesyEmails = fp(
  async function courtesyEmails(app: FastifyInstance, limits: CourtesyEmailLimits) {
    app.decorate('courtesyEmails', createCourtesyEmailLimit(limits, app.redis));
  },
  { name: 'courtesy-emails', dependencies: ['redis'] },
);
