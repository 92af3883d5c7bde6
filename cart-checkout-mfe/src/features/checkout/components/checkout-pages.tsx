// Every page of the checkout, for the route table to load as one lazy chunk: the steps as pages
// without props, each behind its guard, plus the layout and the success page.
import type { ReactNode } from 'react';
import { AddressStep } from './address-step';
import { PaymentStep } from './payment-step';
import { ReviewStep } from './review-step';
import { CustomerStep } from './customer-step';
import type { StepNumber } from '../lib/steps';
import { StepGuard } from './step-guard';

export { CheckoutLayout } from './checkout-layout';
export { SuccessPage } from './success-page';

/** A step as a page: its content behind the step's guard (SPEC §4's order of steps). */
function stepPage(step: StepNumber, content: ReactNode) {
  return function StepPage() {
    return <StepGuard step={step}>{content}</StepGuard>;
  };
}

export const CustomerStepPage = stepPage(1, <CustomerStep />);
export const ShippingStepPage = stepPage(2, <AddressStep kind="shipping" />);
export const BillingStepPage = stepPage(3, <AddressStep kind="billing" />);
export const PaymentStepPage = stepPage(4, <PaymentStep />);
export const ReviewStepPage = stepPage(5, <ReviewStep />);
