import assert from 'node:assert/strict';
import Stripe from 'stripe';

/** Runs an SDK call that must fail and returns the SDK error it raised. */
export async function sdkError(call: () => Promise<unknown>): Promise<Stripe.errors.StripeError> {
  const error = await call().then(
    () => assert.fail('expected the call to fail'),
    (caught: unknown) => caught,
  );
  assert.ok(
    error instanceof Stripe.errors.StripeError,
    `expected an SDK error, got ${String(error)}`,
  );
  return error;
}
