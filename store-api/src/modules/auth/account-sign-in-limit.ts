// The per-account sign-in limit: the sign-ins of one account (store and e-mail, known or not) are
// counted over every client address, so guesses spread over many addresses gain nothing. Past
// ACCOUNT_LOGIN_MAX_FAILURES failures within ACCOUNT_LOGIN_FAILURE_WINDOW_MS the account's sign-in
// pauses for ACCOUNT_LOGIN_PAUSE_MS, then twice as long at each further pause of the same day (at
// most MAX_SIGN_IN_PAUSE_MS). The owner is not locked out: an address the account signed in from
// in the last three weeks still signs in with the right password, and a password reset (which proves
// the e-mail) lifts the pause. Counted like the other sign-in limits (limits/attempt-limiter.ts): in the
// shared Redis, in each process while it is away.
import type { Redis } from 'ioredis';
import { MAX_SIGN_IN_PAUSE_MS } from '../../config.js';
import { consumePoint, sharedLimiter } from '../../limits/attempt-limiter.js';
import { normalizeEmail } from './repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * How long a successful sign-in's address is the owner's (still let in during a pause): three
 * weeks, under the in-process store's longest timer (2^31 ms, 24.8 days; longer fires at once).
 */
const KNOWN_ADDRESS_MS = 21 * DAY_MS;

/** The key an account is counted under: its store and e-mail (any case). */
export function accountKey(storeId: string, email: string): string {
  return `${storeId}\n${normalizeEmail(email)}`;
}

export interface AccountSignInLimitOptions {
  maxFailures: number;
  windowMs: number;
  /** The first pause of a day; each further one doubles. */
  firstPauseMs: number;
  /** The shared Redis, or null to count in this process only. */
  redis: Redis | null;
}

/** What the count says of one sign-in attempt. */
export type AccountSignInCheck =
  | { paused: false }
  | {
      paused: true;
      /** Until the pause ends, in whole seconds. */
      waitSeconds: number;
      /** This attempt began the first pause of the day: the owner is told, once. */
      firstPauseOfDay: boolean;
    };

export interface AccountSignInLimit {
  /** Counts a sign-in attempt of `account` before its password is checked. */
  take(account: string): Promise<AccountSignInCheck>;
  /** Whether the account signed in from this address (key: account and address) lately. */
  isKnownAddress(accountAddress: string): Promise<boolean>;
  /**
   * A successful sign-in: the attempt it counted (if `counted`) is given back, since only failures
   * should add up, and the address is remembered as the owner's.
   */
  succeeded(account: string, accountAddress: string, counted: boolean): Promise<void>;
  /** Ends a pause and its count (a password reset proved the e-mail). */
  lift(account: string): Promise<void>;
}

export function createAccountSignInLimit({
  maxFailures,
  windowMs,
  firstPauseMs,
  redis,
}: AccountSignInLimitOptions): AccountSignInLimit {
  const attempts = sharedLimiter({
    name: 'account-sign-in-attempts',
    points: maxFailures,
    durationMs: windowMs,
    redis,
  });
  // Only counts: never refuses.
  const pauses = sharedLimiter({
    name: 'account-sign-in-pauses',
    points: Number.MAX_SAFE_INTEGER,
    durationMs: DAY_MS,
    redis,
  });
  const knownAddresses = sharedLimiter({
    name: 'account-sign-in-addresses',
    points: 1,
    durationMs: KNOWN_ADDRESS_MS,
    redis,
  });

  return {
    async take(account) {
      const attempt = await consumePoint(attempts.limiter, account);
      if (!attempt.refused) return { paused: false };
      // One attempt only is the first over the limit (the count is atomic): it starts the pause.
      if (attempt.consumed !== maxFailures + 1) {
        return {
          paused: true,
          waitSeconds: Math.max(1, Math.ceil(attempt.waitMs / 1000)),
          firstPauseOfDay: false,
        };
      }
      const pause = await consumePoint(pauses.limiter, account);
      const pauseMs = Math.min(firstPauseMs * 2 ** (pause.consumed - 1), MAX_SIGN_IN_PAUSE_MS);
      const waitSeconds = Math.max(1, Math.ceil(pauseMs / 1000));
      // Refused until it ends; then the key is gone and the count starts again from nothing.
      await attempts.limiter.block(account, waitSeconds);
      return { paused: true, waitSeconds, firstPauseOfDay: pause.consumed === 1 };
    },
    async isKnownAddress(accountAddress) {
      return (await knownAddresses.limiter.get(accountAddress)) !== null;
    },
    async succeeded(account, accountAddress, counted) {
      if (counted) await attempts.limiter.reward(account);
      await knownAddresses.limiter.set(accountAddress, 1, KNOWN_ADDRESS_MS / 1000);
    },
    lift: attempts.forget,
  };
}
