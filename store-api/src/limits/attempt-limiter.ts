// Counts attempts per key in fixed windows (rate-limiter-flexible): the login-failure,
// reset-request, set-password-link and form limits. Without Redis the counts are this process's; with
// the shared Redis every API process counts into one, and while Redis cannot be reached each
// process counts on its own in memory (the insurance limiter), so a limit becomes per process
// during an outage but is never lifted.
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

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

export function createAttemptLimiter({
  name,
  max,
  windowMs,
  redis,
}: AttemptLimitOptions): AttemptLimiter {
  // The library counts whole seconds; a window is never shorter than one.
  const limits = { points: max, duration: Math.max(1, Math.ceil(windowMs / 1000)) };
  const inProcess = new RateLimiterMemory(limits);
  const limiter = redis
    ? new RateLimiterRedis({
        ...limits,
        storeClient: redis,
        keyPrefix: `storefront:${name}`,
        // Not connected: straight to the insurance limiter, no command tried.
        rejectIfRedisNotReady: true,
        insuranceLimiter: inProcess,
      })
    : inProcess;
  async function takeOrWait(key: string): Promise<number> {
    try {
      await limiter.consume(key);
      return 0;
    } catch (refusal) {
      // Anything else is a failure of the insurance limiter's own (in memory: none expected).
      if (refusal instanceof RateLimiterRes) return Math.max(1, refusal.msBeforeNext);
      throw refusal;
    }
  }
  return {
    takeOrWait,
    take: async (key) => (await takeOrWait(key)) === 0,
    async clear(key) {
      await limiter.delete(key);
      // Failures counted here during an outage go too.
      if (limiter !== inProcess) await inProcess.delete(key);
    },
  };
}
