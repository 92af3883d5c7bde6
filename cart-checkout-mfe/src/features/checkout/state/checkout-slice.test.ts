// The checkout slice's transitions (SPEC §4 Checkout state), what it saves per store, and the
// earliest-missing-step rule.
import { configureStore } from '@reduxjs/toolkit';
import { loggedOut } from '@storefront/platform';
import { CUSTOMER_INFO, SHIPPING_ADDRESS } from '../../../lib/testing/render-checkout';
import { missingStepBefore } from '../lib/steps';
import {
  billingAddressSaved,
  checkoutFailed,
  checkoutLoading,
  checkoutReset,
  checkoutRestored,
  checkoutSlice,
  checkoutStarted,
  customerInfoSaved,
  initialCheckoutState,
  paymentInfoSaved,
  shippingAddressSaved,
  stepSet,
  storedPartOf,
} from './checkout-slice';
import { checkoutStorageKey, readStoredCheckout, writeStoredCheckout } from './checkout-storage';

const address = SHIPPING_ADDRESS;
const customer = CUSTOMER_INFO;

const newStore = () => configureStore({ reducer: checkoutSlice.reducer });

describe('checkout slice', () => {
  it('starts at step 1; loading clears the error, a failure stops loading, a step clears the error', () => {
    const store = newStore();
    expect(store.getState().activeStep).toBe(1);
    store.dispatch(checkoutFailed('x'));
    store.dispatch(checkoutLoading());
    expect(store.getState()).toMatchObject({ loading: true, error: null });
    store.dispatch(checkoutFailed('Checkout session creation failed'));
    expect(store.getState()).toMatchObject({
      loading: false,
      error: 'Checkout session creation failed',
    });
    store.dispatch(stepSet(4));
    expect(store.getState()).toMatchObject({ activeStep: 4, error: null });
    store.dispatch(checkoutStarted());
    expect(store.getState().activeStep).toBe(1);
  });

  it('keeps billing in step with shipping while same-as-shipping is on', () => {
    const store = newStore();
    store.dispatch(customerInfoSaved(customer));
    expect(store.getState().guestEmail).toBe('ann@example.com');
    store.dispatch(shippingAddressSaved(address));
    store.dispatch(billingAddressSaved({ address, sameAsShipping: true }));
    const moved = { ...address, city: 'Dallas', zipCode: '75201' };
    store.dispatch(shippingAddressSaved(moved));
    expect(store.getState().billingAddress).toEqual(moved);
    store.dispatch(billingAddressSaved({ address, sameAsShipping: false }));
    store.dispatch(shippingAddressSaved(moved));
    expect(store.getState().billingAddress).toEqual(address);
  });

  it('resets on reset and on logout', () => {
    const store = newStore();
    store.dispatch(customerInfoSaved(customer));
    store.dispatch(paymentInfoSaved('card'));
    store.dispatch(loggedOut());
    expect(store.getState()).toEqual(initialCheckoutState);
    store.dispatch(customerInfoSaved(customer));
    store.dispatch(checkoutReset());
    expect(store.getState()).toEqual(initialCheckoutState);
  });
});

describe('the saved checkout', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('round-trips per store, without the transient fields', () => {
    const store = newStore();
    store.dispatch(customerInfoSaved(customer));
    store.dispatch(shippingAddressSaved(address));
    store.dispatch(paymentInfoSaved('card'));
    store.dispatch(checkoutFailed('boom'));
    writeStoredCheckout('hvac', storedPartOf(store.getState()));
    expect(readStoredCheckout('parts')).toEqual({});
    const saved = readStoredCheckout('hvac');
    expect(saved).toMatchObject({
      customerInfo: customer,
      shippingAddress: address,
      paymentMethod: 'card',
    });
    expect(saved).not.toHaveProperty('error');
    const fresh = newStore();
    fresh.dispatch(checkoutRestored({ storeId: 'hvac', saved }));
    expect(fresh.getState()).toMatchObject({
      restoredFor: 'hvac',
      paymentMethod: 'card',
      error: null,
    });
  });

  it('drops what no longer passes its schema, and ignores garbage', () => {
    window.sessionStorage.setItem(
      checkoutStorageKey('hvac'),
      JSON.stringify({
        customerInfo: { firstName: '', email: 'x' },
        shippingAddress: { ...address, state: 'AK' },
        billingAddress: address,
        paymentMethod: 'bitcoin',
      }),
    );
    expect(readStoredCheckout('hvac')).toEqual({ billingAddress: address });
    window.sessionStorage.setItem(checkoutStorageKey('hvac'), '{not json');
    expect(readStoredCheckout('hvac')).toEqual({});
  });
});

describe('missingStepBefore', () => {
  const complete = {
    customerInfo: customer,
    shippingAddress: address,
    billingAddress: address,
    paymentMethod: 'card' as const,
  };
  it('lets every step show when everything before it is there', () => {
    for (const step of [1, 2, 3, 4, 5] as const)
      expect(missingStepBefore(complete, step)).toBeNull();
  });
  it('names the earliest step with missing data', () => {
    expect(missingStepBefore({ ...complete, customerInfo: null, billingAddress: null }, 5)).toBe(1);
    expect(missingStepBefore({ ...complete, billingAddress: null }, 5)).toBe(3);
    expect(missingStepBefore({ ...complete, billingAddress: null }, 3)).toBeNull();
    expect(missingStepBefore({ ...complete, paymentMethod: null }, 5)).toBe(4);
  });
});
