// Turns a stored session into the API object, with its hosted page URL and requested expansions.
import type { FormObject } from '../lib/form-encoding.js';
import { paginate, type ListObject } from '../lib/list-object.js';
import type { PaymentIntentObject } from '../payment-intents/types.js';
import type { SandboxContext } from '../sandbox-context.js';
import { hostedPagePath } from '../hosted-page/hosted-page-paths.js';
import type { CheckoutSessionObject, LineItemObject, StoredCheckoutSession } from './types.js';

/** Fields a session can expand with `expand[]`. */
export const expandableSessionFields: ReadonlySet<string> = new Set([
  'line_items',
  'payment_intent',
]);

export type ExpandedCheckoutSession = Omit<CheckoutSessionObject, 'payment_intent'> & {
  payment_intent: string | PaymentIntentObject | null;
  line_items?: ListObject<LineItemObject>;
};

export function lineItemsUrl(sessionId: string): string {
  return `/v1/checkout/sessions/${sessionId}/line_items`;
}

/** The session as the API shows it; `url` is the hosted page while the session is open. */
export function toCheckoutSessionObject(
  ctx: SandboxContext,
  stored: StoredCheckoutSession,
): CheckoutSessionObject {
  const { session } = stored;
  return {
    ...session,
    url: session.status === 'open' ? `${ctx.publicUrl()}${hostedPagePath(session.id)}` : null,
  };
}

/** The session with `line_items` and/or `payment_intent` expanded when asked for. */
export function toExpandedCheckoutSession(
  ctx: SandboxContext,
  stored: StoredCheckoutSession,
  expand: readonly string[],
): ExpandedCheckoutSession {
  const object: ExpandedCheckoutSession = toCheckoutSessionObject(ctx, stored);
  if (expand.includes('line_items')) {
    const noParams: FormObject = {};
    object.line_items = paginate(stored.lineItems, noParams, lineItemsUrl(stored.session.id));
  }
  if (expand.includes('payment_intent') && stored.session.payment_intent) {
    object.payment_intent = ctx.store.paymentIntents.get(stored.session.payment_intent) ?? null;
  }
  return object;
}
