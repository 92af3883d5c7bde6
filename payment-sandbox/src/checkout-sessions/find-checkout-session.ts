import { resourceMissing } from '../lib/provider-error.js';
import type { SandboxContext } from '../sandbox-context.js';
import { expireIfDue } from './expire-checkout-session.js';
import type { StoredCheckoutSession } from './types.js';

/** The session with this id, expired first if its time is up; undefined when there is none. */
export function findCheckoutSession(
  ctx: SandboxContext,
  id: string,
): StoredCheckoutSession | undefined {
  const stored = ctx.store.sessions.get(id);
  if (stored) expireIfDue(ctx, stored);
  return stored;
}

/** Like findCheckoutSession, but an unknown id is the provider's 404 `resource_missing`. */
export function getCheckoutSession(ctx: SandboxContext, id: string): StoredCheckoutSession {
  const stored = findCheckoutSession(ctx, id);
  if (!stored) throw resourceMissing('checkout.session', id, 'session');
  return stored;
}
