// Each step's entrance: marks the step active, and sends the shopper to the cart when it is empty
// or back to the earliest step whose data is missing (SPEC §4).
import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { selectCartItems, useAppDispatch, useAppSelector } from '@storefront/shared';
import { paths } from '../../../lib/paths';
import { missingStepBefore, stepPath, type StepNumber } from '../lib/steps';
import { selectCheckout, stepSet } from '../state/checkout-slice';

export function StepGuard({ step, children }: { step: StepNumber; children: ReactNode }) {
  const dispatch = useAppDispatch();
  const checkout = useAppSelector(selectCheckout);
  const cartEmpty = useAppSelector(selectCartItems).length === 0;
  const missing = missingStepBefore(checkout, step);

  useEffect(() => {
    if (!cartEmpty && missing === null) dispatch(stepSet(step));
  }, [cartEmpty, dispatch, missing, step]);

  if (cartEmpty) return <Navigate to={paths.cart} replace />;
  if (missing !== null) return <Navigate to={stepPath(missing)} replace />;
  return <>{children}</>;
}
