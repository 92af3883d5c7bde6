// Every page of the checkout, for the route table to load as one lazy chunk: the steps as pages
// without props, each behind its guard, plus the layout and the success page.
import { AddressStep } from './address-step';
import { PaymentStep } from './payment-step';
import { ReviewStep } from './review-step';
import { CustomerStep } from './customer-step';
import { StepGuard } from './step-guard';

export { CheckoutLayout } from './checkout-layout';
export { SuccessPage } from './success-page';

export function CustomerStepPage() {
  return (
    <StepGuard step={1}>
      <CustomerStep />
    </StepGuard>
  );
}

export function ShippingStepPage() {
  return (
    <StepGuard step={2}>
      <AddressStep kind="shipping" />
    </StepGuard>
  );
}

export function BillingStepPage() {
  return (
    <StepGuard step={3}>
      <AddressStep kind="billing" />
    </StepGuard>
  );
}

export function PaymentStepPage() {
  return (
    <StepGuard step={4}>
      <PaymentStep />
    </StepGuard>
  );
}

export function ReviewStepPage() {
  return (
    <StepGuard step={5}>
      <ReviewStep />
    </StepGuard>
  );
}
