// The accounts' units of work that change more than one row: registration, the password reset and
// the guest account's first password, each in one transaction with the e-mail it queues (the
// outbox); and the links that start them. The routes call these; no transaction lives in a route.
import type { Db } from '../../db/connection.js';
import type { CustomerRow } from '../../db/schema.js';
import type { Transactional } from '../../db/transactional.js';
import { badRequest, HttpError } from '../../http-error.js';
import type { IssuedSession } from './customer-auth.js';
import { sendSetPasswordLink, storefrontOrigin } from './guest-accounts.js';
import { enqueueAccountMessage, enqueueWelcome } from './outbox.js';
import { hashPassword } from './passwords.js';
import type { AccountsRepository, NewCustomer } from './repository.js';
import { hashResetToken, newResetToken } from './reset-tokens.js';
import { AUTH_MESSAGES } from './schemas.js';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export interface AccountServiceOptions {
  db: Db;
  accounts: Transactional<AccountsRepository>;
  storefrontUrls: Readonly<Record<string, string>>;
  /** A new session for the customer, on the caller's transaction (customer-auth's). */
  issueSession: (trx: Db, customer: CustomerRow) => Promise<IssuedSession>;
}

/** What a registration asks of the courtesy and link limits (counted in Redis). */
export interface RegistrationLimits {
  /** Whether the welcome of the new account may be queued. */
  mayWelcome: (customer: CustomerRow) => Promise<boolean>;
  /** Whether a set-password link may go to the guest account of the e-mail. */
  mayLink: () => Promise<boolean>;
}

function enqueuePasswordChanged(trx: Db, customer: { store_id: string; email: string }) {
  return enqueueAccountMessage(trx, {
    topic: 'account.password-changed',
    storeId: customer.store_id,
    payload: { to: customer.email },
  });
}

export function createAccountService({
  db,
  accounts,
  storefrontUrls,
  issueSession,
}: AccountServiceOptions) {
  function resetUrl(storeId: string, token: string, email: string): string {
    const origin = storefrontUrls[storeId] ?? storefrontUrls.default;
    const url = new URL('/reset-password', origin);
    url.searchParams.set('token', token);
    url.searchParams.set('email', email);
    return url.toString();
  }

  /**
   * Registration in two steps so no limit counter (Redis) is asked inside a transaction: the
   * account and its session are made (or the guest account found) first, then the courtesy
   * welcome or the set-password link is counted and, when allowed, queued in its own transaction.
   * A crash between the two loses only that courtesy e-mail, never the account.
   */
  async function registerThenSend(
    customer: Omit<NewCustomer, 'passwordHash'> & { passwordHash: string },
    limits: RegistrationLimits,
  ): Promise<IssuedSession | null> {
    const outcome = await db.transaction().execute(async (trx) => {
      const repository = accounts.inTransaction(trx);
      const created = await repository.create(customer);
      if (created) {
        return { kind: 'created' as const, created, session: await issueSession(trx, created) };
      }
      const existing = await repository.findByEmail(customer.storeId, customer.email);
      if (!existing || existing.password_hash !== null) {
        throw new HttpError(409, AUTH_MESSAGES.emailTaken);
      }
      return { kind: 'guest-account' as const, guestAccount: existing };
    });
    if (outcome.kind === 'created') {
      // Nobody has confirmed the address yet: the welcome is a courtesy, limited per client
      // address and per recipient, and past either the account is made without it.
      const { created } = outcome;
      if (await limits.mayWelcome(created)) {
        await db.transaction().execute((trx) => enqueueWelcome(trx, created));
      }
      return outcome.session;
    }
    // Past the link limit nothing is sent, with the same answer, so the answer never tells
    // whether an e-mail went out.
    if (await limits.mayLink()) {
      const origin = storefrontOrigin(storefrontUrls, customer.storeId);
      await db
        .transaction()
        .execute((trx) => sendSetPasswordLink(trx, outcome.guestAccount, { origin }));
    }
    return null;
  }

  return {
    /**
     * A new account with its session, or null when the e-mail is a guest checkout's account (the
     * caller may not be its owner: nothing they sent is kept, the owner may get the link). An
     * e-mail with a password is a 409. `passwordHash` is made before: it needs no database.
     */
    register(
      customer: Omit<NewCustomer, 'passwordHash'> & { passwordHash: string },
      limits: RegistrationLimits,
    ): Promise<IssuedSession | null> {
      return registerThenSend(customer, limits);
    },

    /** Queues a reset link when the e-mail has an account in the store; nothing otherwise. */
    async sendResetLink(storeId: string, email: string): Promise<void> {
      const customer = await accounts.findByEmail(storeId, email);
      if (!customer) return;
      const { token, hash } = newResetToken();
      await db.transaction().execute(async (trx) => {
        const expiresAt = new Date(Date.now() + RESET_TOKEN_TTL_MS);
        await accounts.inTransaction(trx).addResetToken(customer.id, hash, expiresAt);
        await enqueueAccountMessage(trx, {
          topic: 'account.password-reset',
          storeId,
          payload: {
            to: customer.email,
            resetUrl: resetUrl(storeId, token, customer.email),
            expiresInMinutes: RESET_TOKEN_TTL_MS / 60_000,
          },
        });
      });
    },

    /** A new password with a reset link's token; every session ends. A bad link is a 400. */
    async resetPassword(
      storeId: string,
      { token, email, password }: { token: string; email: string; password: string },
    ): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const repository = accounts.inTransaction(trx);
        const customerId = await repository.consumeResetToken(
          storeId,
          email,
          hashResetToken(token),
          'reset',
        );
        if (customerId === undefined) throw badRequest(AUTH_MESSAGES.invalidResetLink);
        await repository.setPasswordHash(customerId, await hashPassword(password));
        await repository.useAllResetTokens(customerId);
        await repository.revokeAllSessions(customerId);
        const customer = await repository.findById(storeId, customerId);
        if (customer) await enqueuePasswordChanged(trx, customer);
      });
    },

    /** Queues a set-password link when the e-mail is a guest checkout's passwordless account. */
    async sendSetPasswordLink(
      storeId: string,
      email: string,
      orderId?: string | number,
    ): Promise<void> {
      const customer = await accounts.findByEmail(storeId, email);
      if (customer?.password_hash !== null) return;
      const origin = storefrontOrigin(storefrontUrls, storeId);
      await db
        .transaction()
        .execute((trx) => sendSetPasswordLink(trx, customer, { origin, orderId }));
    },

    /**
     * The guest account's first password with its link's token, and a session. A bad link is a
     * 400; an account that has a password already is a 409 (never claimed).
     */
    setFirstPassword(
      storeId: string,
      { token, email, password }: { token: string; email: string; password: string },
    ): Promise<IssuedSession> {
      return db.transaction().execute(async (trx) => {
        const repository = accounts.inTransaction(trx);
        // Only a set-password token: a reset token (or anything else) proves nothing here.
        const customerId = await repository.consumeResetToken(
          storeId,
          email,
          hashResetToken(token),
          'set-password',
        );
        const customer =
          customerId === undefined ? undefined : await repository.findById(storeId, customerId);
        if (!customer) throw badRequest(AUTH_MESSAGES.invalidSetPasswordLink);
        // Conditional on the hash still being null: an account with a password is never claimed.
        if (!(await repository.setFirstPasswordHash(customer.id, await hashPassword(password)))) {
          throw new HttpError(409, AUTH_MESSAGES.passwordAlreadySet);
        }
        await repository.useAllResetTokens(customer.id);
        await enqueueWelcome(trx, customer);
        return issueSession(trx, customer);
      });
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
