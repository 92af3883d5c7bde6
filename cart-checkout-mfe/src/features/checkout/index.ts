export { checkoutStarted, selectActiveStep, selectCheckout } from './state/checkout-slice';
export { CheckoutLayout } from './components/checkout-layout';
export { StepGuard } from './components/step-guard';
export { CustomerStep } from './components/customer-step';
export { AddressStep } from './components/address-step';
export { PaymentStep } from './components/payment-step';
export { ReviewStep } from './components/review-step';
export { SuccessPage } from './components/success-page';
