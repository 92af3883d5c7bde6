// Counts attempts per key in fixed windows, in this process's memory: the login-failure and
// reset-request limits. With several API processes each counts its own share, so the limits
// become per process; they would then move to a shared store (DESIGN: scale-out).
export interface AttemptCounterOptions {
  max: number;
  windowMs: number;
  /**
   * Keys tracked before expired ones are swept; if all are live the oldest go, so a flood of new
   * keys cannot exhaust memory (the global per-address rate limit bounds how fast keys come).
   */
  sweepAt?: number;
}

export function createAttemptCounter({ max, windowMs, sweepAt = 10_000 }: AttemptCounterOptions) {
  const windows = new Map<string, { count: number; resetAt: number }>();

  function sweep(now: number) {
    for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
    for (const key of windows.keys()) {
      if (windows.size < sweepAt) break;
      windows.delete(key);
    }
  }

  function current(key: string, now: number) {
    const window = windows.get(key);
    return window && window.resetAt > now ? window : undefined;
  }

  return {
    /** True when `key` has used up its attempts in the current window. */
    isBlocked(key: string, now = Date.now()): boolean {
      return (current(key, now)?.count ?? 0) >= max;
    },

    /** Counts one attempt for `key`. */
    record(key: string, now = Date.now()): void {
      const window = current(key, now);
      if (window) {
        window.count += 1;
        return;
      }
      if (windows.size >= sweepAt) sweep(now);
      windows.set(key, { count: 1, resetAt: now + windowMs });
    },

    /** Forgets `key` (a successful sign-in clears its failures). */
    clear(key: string): void {
      windows.delete(key);
    },
  };
}

export type AttemptCounter = ReturnType<typeof createAttemptCounter>;
