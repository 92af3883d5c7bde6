// The checkout's state, for the cart's Proceed to Checkout. Its pages are not here: the route
// table loads them lazily from components/checkout-pages, so the cart page does not carry them.
export { checkoutStarted, selectActiveStep, selectCheckout } from './state/checkout-slice';
