// Expiring a session: on request (POST …/expire), or once its `expires_at` has passed (the sweep,
// and a check whenever a session is read). Each expiry sends `checkout.session.expired`.
import { unixSeconds } from '../lib/clock.js';
import { ProviderError } from '../lib/provider-error.js';
import { automaticOrigin, type RequestOrigin, type SandboxContext } from '../sandbox-context.js';
import { toCheckoutSessionObject } from './checkout-session-object.js';
import type { StoredCheckoutSession } from './types.js';

function expire(ctx: SandboxContext, stored: StoredCheckoutSession, origin: RequestOrigin): void {
  stored.session.status = 'expired';
  ctx.webhooks.publish('checkout.session.expired', toCheckoutSessionObject(ctx, stored), {
    apiVersion: stored.apiVersion,
    origin,
  });
  ctx.store.save();
}

/** POST /v1/checkout/sessions/:id/expire: only an open session can be expired. */
export function expireCheckoutSession(
  ctx: SandboxContext,
  stored: StoredCheckoutSession,
  origin: RequestOrigin,
): void {
  const { status } = stored.session;
  if (status !== 'open') {
    throw new ProviderError(
      400,
      'invalid_request_error',
      `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${status}".`,
    );
  }
  expire(ctx, stored, origin);
}

/** Expires the session if it is open and its `expires_at` has passed; true if it did. */
export function expireIfDue(ctx: SandboxContext, stored: StoredCheckoutSession): boolean {
  if (stored.session.status !== 'open' || stored.session.expires_at > unixSeconds(ctx.clock)) {
    return false;
  }
  expire(ctx, stored, automaticOrigin);
  return true;
}

/** The sweep: expires every open session whose time is up. */
export function expireDueSessions(ctx: SandboxContext): number {
  let expired = 0;
  for (const stored of ctx.store.sessions.values()) {
    if (expireIfDue(ctx, stored)) expired += 1;
  }
  return expired;
}
