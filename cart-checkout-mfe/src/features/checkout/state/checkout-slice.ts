// The checkout state of SPEC §3 that the cart needs now: the active step (1 to 5). The checkout
// pages' issue adds the addresses, payment and customer info to this slice.
import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@storefront/shared';

export interface CheckoutState {
  /** 1 Customer, 2 Shipping, 3 Billing, 4 Payment, 5 Confirmation. */
  activeStep: number;
}

const initialState: CheckoutState = { activeStep: 1 };

export const checkoutSlice = createSlice({
  name: 'checkout',
  initialState,
  reducers: {
    /** Proceed to Checkout: the stepper starts again at the Customer step. */
    checkoutStarted(state) {
      state.activeStep = 1;
    },
  },
  selectors: {
    selectActiveStep: (state) => state.activeStep,
  },
});

declare module '@storefront/shared' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation
  interface LazyLoadedSlices extends WithSlice<typeof checkoutSlice> {}
}

/** The slice, injected into the shop's one store when this remote first loads. */
export const injectedCheckoutSlice = checkoutSlice.injectInto(rootReducer);

export const { checkoutStarted } = checkoutSlice.actions;
export const { selectActiveStep } = injectedCheckoutSlice.selectors;
