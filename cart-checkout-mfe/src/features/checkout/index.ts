export { checkoutStarted, selectActiveStep } from './state/checkout-slice';
