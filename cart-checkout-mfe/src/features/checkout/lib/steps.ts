// The five steps of the stepper, their routes, and the rule that sends a shopper back to the
// earliest step whose data is missing.
import type { CheckoutState } from '../state/checkout-slice';

export const CHECKOUT_STEPS = [
  { number: 1, label: 'Customer', path: '/checkout/customer' },
  { number: 2, label: 'Shipping', path: '/checkout/shipping' },
  { number: 3, label: 'Billing', path: '/checkout/billing' },
  { number: 4, label: 'Payment', path: '/checkout/payment' },
  { number: 5, label: 'Confirmation', path: '/checkout/review' },
] as const;

export type StepNumber = (typeof CHECKOUT_STEPS)[number]['number'];

export const stepPath = (step: StepNumber): string => CHECKOUT_STEPS[step - 1]!.path;

type Completeness = Pick<
  CheckoutState,
  'customerInfo' | 'shippingAddress' | 'billingAddress' | 'paymentMethod'
>;

/** The first step before `step` whose data is missing, or null when `step` may be shown. */
export function missingStepBefore(state: Completeness, step: StepNumber): StepNumber | null {
  const done: Record<Exclude<StepNumber, 5>, boolean> = {
    1: state.customerInfo !== null,
    2: state.shippingAddress !== null,
    3: state.billingAddress !== null,
    4: state.paymentMethod !== null,
  };
  for (const earlier of [1, 2, 3, 4] as const) {
    if (earlier >= step) break;
    if (!done[earlier]) return earlier;
  }
  return null;
}
