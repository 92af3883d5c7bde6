// Counts attempts per key in fixed windows (rate-limiter-flexible): the login-failure,
// reset-request, set-password-link and form limits. Without Redis the counts are this process's; with
// the shared Redis every API process counts into one, and while Redis cannot be reached each
// process counts on its own in memory (the insurance limiter), so a limit becomes per process
// during an outage but is never lifted.
import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

export interface AttemptLimitOptions {
  /** Names the counts in Redis (`storefront:<name>:<key>`). */
  name: string;
  max: number;
  windowMs: number;
  /** The shared Redis, or null to count in this process only. */
  redis: Redis | null;
}

export interface AttemptLimiter {
  /** Counts one attempt for `key`; false when the key had used up its attempts in the window. */
  take(key: string): Promise<boolean>;
  /** Counts one attempt for `key`: 0, or the milliseconds until it may try again when refused. */
  takeOrWait(key: string): Promise<number>;
  /** Forgets `key`'s attempts (a successful sign-in clears its failures). */
  clear(key: string): Promise<void>;
}

/**
 * A rate-limiter-flexible limiter of `points` per `durationMs` that counts in the shared Redis,
 * with an in-process one of the same limits as its insurance; in-process only without Redis. For
 * limits that must never fail open (sign-in, e-mail links). `forget` deletes a key in both.
 */
export function sharedLimiter({
  name,
  points,
  durationMs,
  redis,
}: {
  name: string;
  points: number;
  durationMs: number;
  redis: Redis | null;
}) {
  // The library counts whole seconds; a window is never shorter than one.
  const limits = { points, duration: Math.max(1, Math.ceil(durationMs / 1000)) };
  const inProcess = new RateLimiterMemory(limits);
  const limiter: RateLimiterAbstract = redis
    ? new RateLimiterRedis({
        ...limits,
        storeClient: redis,
        keyPrefix: `storefront:${name}`,
        // Not connected: straight to the insurance limiter, no command tried.
        rejectIfRedisNotReady: true,
        insuranceLimiter: inProcess,
      })
    : inProcess;
  return {
    limiter,
    async forget(key: string): Promise<void> {
      await limiter.delete(key);
      // What was counted here during an outage goes too.
      if (limiter !== inProcess) await inProcess.delete(key);
    },
  };
}

/** Counts one point of `key`; the refusal (with its wait) when the key had used them up. */
export async function consumePoint(
  limiter: RateLimiterAbstract,
  key: string,
): Promise<
  { refused: false; consumed: number } | { refused: true; consumed: number; waitMs: number }
> {
  try {
    const res = await limiter.consume(key);
    return { refused: false, consumed: res.consumedPoints };
  } catch (refusal) {
    // Anything else is a failure of the insurance limiter's own (in memory: none expected).
    if (refusal instanceof RateLimiterRes) {
      return { refused: true, consumed: refusal.consumedPoints, waitMs: refusal.msBeforeNext };
    }
    throw refusal;
  }
}

export function createAttemptLimiter({
  name,
  max,
  windowMs,
  redis,
}: AttemptLimitOptions): AttemptLimiter {
  const { limiter, forget } = sharedLimiter({ name, points: max, durationMs: windowMs, redis });
  async function takeOrWait(key: string): Promise<number> {
    const point = await consumePoint(limiter, key);
    return point.refused ? Math.max(1, point.waitMs) : 0;
  }
  return {
    takeOrWait,
    take: async (key) => (await takeOrWait(key)) === 0,
    clear: forget,
  };
}
