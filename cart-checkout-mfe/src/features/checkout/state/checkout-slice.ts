// The checkout state of SPEC §3/§4 (customer info, addresses, payment method, active step...),
// injected into the shop's one store by this remote and kept per store in sessionStorage so a
// reload of any step, or the return from the provider's page, finds it again.
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { loggedOut, rootReducer } from '@storefront/platform';
import { type CustomerInfo } from '@storefront/contract';
import type { AddressFormValues } from '@storefront/contract/validation';

export type CheckoutAddress = AddressFormValues;
/** The methods the payment step offers: only the card, on the provider's hosted page (SPEC §2). */
export const PAYMENT_METHODS = ['card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export interface CheckoutState {
  /** 1 Customer, 2 Shipping, 3 Billing, 4 Payment, 5 Confirmation (review). */
  activeStep: number;
  customerInfo: CustomerInfo | null;
  guestEmail: string | null;
  shippingAddress: CheckoutAddress | null;
  billingAddress: CheckoutAddress | null;
  sameAsShipping: boolean;
  paymentMethod: PaymentMethod | null;
  /** What the provider needs besides the method: nothing yet, the card is typed on its page. */
  paymentInfo: { provider: 'stripe' } | null;
  loading: boolean;
  error: string | null;
  /** The store whose saved copy has been read into this state (once per store and page). */
  restoredFor: string | null;
}

export const initialCheckoutState: CheckoutState = {
  activeStep: 1,
  customerInfo: null,
  guestEmail: null,
  shippingAddress: null,
  billingAddress: null,
  sameAsShipping: false,
  paymentMethod: null,
  paymentInfo: null,
  loading: false,
  error: null,
  restoredFor: null,
};

/** The fields kept across reloads (not the transient loading flag or error). */
export type StoredCheckout = Omit<
  CheckoutState,
  'loading' | 'error' | 'activeStep' | 'restoredFor'
>;

export const checkoutSlice = createSlice({
  name: 'checkout',
  initialState: initialCheckoutState,
  reducers: {
    /** Proceed to Checkout: the stepper starts again at the Customer step. */
    checkoutStarted(state) {
      state.activeStep = 1;
      state.error = null;
    },
    /** The saved copy of this store's checkout, read once when the checkout opens. */
    checkoutRestored(
      state,
      action: PayloadAction<{ storeId: string; saved: Partial<StoredCheckout> }>,
    ) {
      Object.assign(state, action.payload.saved);
      state.restoredFor = action.payload.storeId;
    },
    stepSet(state, action: PayloadAction<number>) {
      state.activeStep = action.payload;
      state.error = null;
    },
    customerInfoSaved(state, action: PayloadAction<CustomerInfo>) {
      state.customerInfo = action.payload;
      state.guestEmail = action.payload.email;
      state.loading = false;
      state.error = null;
    },
    shippingAddressSaved(state, action: PayloadAction<CheckoutAddress>) {
      state.shippingAddress = action.payload;
      if (state.sameAsShipping) state.billingAddress = action.payload;
      state.loading = false;
      state.error = null;
    },
    billingAddressSaved(
      state,
      action: PayloadAction<{ address: CheckoutAddress; sameAsShipping: boolean }>,
    ) {
      state.billingAddress = action.payload.address;
      state.sameAsShipping = action.payload.sameAsShipping;
      state.loading = false;
      state.error = null;
    },
    paymentInfoSaved(state, action: PayloadAction<PaymentMethod>) {
      state.paymentMethod = action.payload;
      state.paymentInfo = { provider: 'stripe' };
      state.loading = false;
      state.error = null;
    },
    checkoutLoading(state) {
      state.loading = true;
      state.error = null;
    },
    checkoutFailed(state, action: PayloadAction<string>) {
      state.loading = false;
      state.error = action.payload;
    },
    checkoutReset() {
      return initialCheckoutState;
    },
  },
  extraReducers: (builder) => {
    // SPEC §4 Auth: logging out resets the checkout.
    builder.addCase(loggedOut, () => initialCheckoutState);
  },
  selectors: {
    selectCheckout: (state) => state,
    selectActiveStep: (state) => state.activeStep,
  },
});

declare module '@storefront/platform' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation
  interface LazyLoadedSlices extends WithSlice<typeof checkoutSlice> {}
}

/** The slice, injected into the shop's one store when this remote first loads. */
export const injectedCheckoutSlice = checkoutSlice.injectInto(rootReducer);

export const {
  checkoutStarted,
  checkoutRestored,
  stepSet,
  customerInfoSaved,
  shippingAddressSaved,
  billingAddressSaved,
  paymentInfoSaved,
  checkoutLoading,
  checkoutFailed,
  checkoutReset,
} = checkoutSlice.actions;
export const { selectActiveStep, selectCheckout } = injectedCheckoutSlice.selectors;

/** What is saved of a checkout state. */
export function storedPartOf(state: CheckoutState): StoredCheckout {
  const {
    loading: _loading,
    error: _error,
    activeStep: _step,
    restoredFor: _restoredFor,
    ...stored
  } = state;
  return stored;
}
