// Each step's entrance: marks the step active, sends the shopper back to the earliest step whose
// data is missing (SPEC §4), and has nothing to check out when the cart is empty. Neither is known
// before the browser has read the saved checkout and cart (a server render, a page hydrating):
// meanwhile the page shows the empty cart's notice or, with a saved cart (BySavedCart), the first
// step's form or a later step's placeholder.
import { useEffect, type ReactNode } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { Alert } from '@storefront/ui-kit';
import { selectStoreId, useAppDispatch, useAppSelector } from '@storefront/platform';
import { BySavedCart } from '../../../components/by-saved-cart';
import { paths } from '../../../lib/paths';
import { selectCartItems, useCartRead } from '../../cart-state';
import { missingStepBefore, stepPath, type StepNumber } from '../lib/steps';
import { selectCheckout, stepSet } from '../state/checkout-slice';

export const EMPTY_CART = 'Your cart is empty';

/** Whether this store's saved checkout and the saved cart have been read in this browser. */
export function useCheckoutReady(): boolean {
  const storeId = useAppSelector(selectStoreId);
  const restored = useAppSelector(selectCheckout).restoredFor === storeId;
  return useCartRead() && restored;
}

export function StepGuard({ step, children }: { step: StepNumber; children: ReactNode }) {
  const dispatch = useAppDispatch();
  const checkout = useAppSelector(selectCheckout);
  const ready = useCheckoutReady();
  const cartEmpty = useAppSelector(selectCartItems).length === 0;
  const missing = missingStepBefore(checkout, step);

  useEffect(() => {
    if (ready && !cartEmpty && missing === null) dispatch(stepSet(step));
  }, [cartEmpty, dispatch, missing, ready, step]);

  if (!ready) {
    return (
      <BySavedCart
        withLines={step === 1 ? children : <div aria-busy="true" />}
        empty={<EmptyCartNotice />}
      />
    );
  }

  // After paying (cart emptied) or in another tab: say so rather than bounce between pages.
  if (cartEmpty) return <EmptyCartNotice />;
  if (missing !== null) return <Navigate to={stepPath(missing)} replace />;
  return <>{children}</>;
}

function EmptyCartNotice() {
  return (
    <Alert variant="info" title={EMPTY_CART} actions={<Link to={paths.cart}>Go to the cart</Link>}>
      Add products to your cart to check out.
    </Alert>
  );
}
