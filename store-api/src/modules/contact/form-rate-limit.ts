// The tighter per-client limit of the form routes (contact, bulk request): each route counts on its
// own, CONTACT_RATE_LIMIT_MAX per CONTACT_RATE_LIMIT_WINDOW_MS, instead of the API-wide allowance.
// The rate-limit plugin's store keeps it, so with REDIS_URL every API process shares the count.
export interface FormRateLimitOptions {
  max: number;
  windowMs: number;
}

/** A route's `config` with its own rate limit. */
export function formRateLimit({ max, windowMs }: FormRateLimitOptions) {
  return { rateLimit: { max, timeWindow: windowMs } };
}
