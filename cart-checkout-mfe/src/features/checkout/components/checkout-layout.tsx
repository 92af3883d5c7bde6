// /checkout/*: the 'Checkout' title, the stepper and the active step; restores this store's saved
// checkout before any step decides whether its data is complete (StepGuard), and saves every change.
import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { selectStoreId, useAppDispatch, useAppSelector, usePageTitle } from '@storefront/platform';
import { PageFrame } from '@storefront/ui-kit';
import { checkoutRestored, selectCheckout, storedPartOf } from '../state/checkout-slice';
import { readStoredCheckout, writeStoredCheckout } from '../state/checkout-storage';
import { Stepper } from './stepper';

export function CheckoutLayout() {
  usePageTitle('Checkout');
  const dispatch = useAppDispatch();
  const storeId = useAppSelector(selectStoreId);
  const checkout = useAppSelector(selectCheckout);
  const restored = checkout.restoredFor === storeId;

  useEffect(() => {
    if (!restored) dispatch(checkoutRestored({ storeId, saved: readStoredCheckout(storeId) }));
  }, [dispatch, restored, storeId]);

  useEffect(() => {
    if (restored) writeStoredCheckout(storeId, storedPartOf(checkout));
  }, [checkout, restored, storeId]);

  return (
    <PageFrame $width="reading">
      <h1>Checkout</h1>
      <Stepper active={checkout.activeStep} />
      {/* The steps are lazy pages: one loading keeps the heading and stepper on screen. Each
          waits for the saved checkout itself (StepGuard), so the server renders the first one. */}
      <Suspense fallback={<div aria-busy="true" />}>
        <Outlet />
      </Suspense>
    </PageFrame>
  );
}
