// SPEC §4 Confirmation: asks the store API about the provider's session every 3 seconds, at most
// 10 times, until the order is paid or has failed. Paid empties the cart and ends the checkout; the
// first ask waits until the browser has read the saved cart (a server-rendered page hydrates before
// the cart's runtime starts), so reading it cannot bring back the lines just paid for.
import { useEffect, useState } from 'react';
import { selectStoreId, useAppDispatch, useAppSelector } from '@storefront/platform';
import type { SessionVerificationRecord } from '@storefront/contract/records';
import { cartCleared, useCartRead } from '../../cart-state';
import { useVerifyCheckoutSessionMutation } from '../api/checkout-api';
import { checkoutReset } from '../state/checkout-slice';
import { clearStoredCheckout } from '../state/checkout-storage';

export const VERIFY_INTERVAL_MS = 3000;
export const VERIFY_MAX_ATTEMPTS = 10;

export const VERIFICATION_MESSAGES = {
  noSessionId: 'No session ID provided',
  failed: 'Verification failed',
  unsuccessful: 'Verification unsuccessful',
  paymentFailed: 'Payment processing failed',
  unexpectedStatus: (status: string) => `Unexpected payment status: ${status}`,
  timedOut: 'Order verification timed out',
} as const;

export type Verification =
  | { status: 'verifying'; attempt: number }
  | { status: 'paid'; record: SessionVerificationRecord }
  | { status: 'error'; message: string };

export function useSessionVerification(sessionId: string | null): Verification {
  const dispatch = useAppDispatch();
  const storeId = useAppSelector(selectStoreId);
  const cartRead = useCartRead();
  const [verify] = useVerifyCheckoutSessionMutation();
  const [state, setState] = useState<Verification>(
    sessionId
      ? { status: 'verifying', attempt: 1 }
      : { status: 'error', message: VERIFICATION_MESSAGES.noSessionId },
  );

  useEffect(() => {
    if (!sessionId || !cartRead) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const attempt = async (number: number) => {
      setState({ status: 'verifying', attempt: number });
      let record: SessionVerificationRecord;
      try {
        record = await verify(sessionId).unwrap();
      } catch {
        if (live) setState({ status: 'error', message: VERIFICATION_MESSAGES.failed });
        return;
      }
      if (!live) return;
      if (record.status === 'paid') {
        if (!record.success) {
          setState({ status: 'error', message: VERIFICATION_MESSAGES.unsuccessful });
          return;
        }
        dispatch(cartCleared());
        dispatch(checkoutReset());
        clearStoredCheckout(storeId);
        setState({ status: 'paid', record });
      } else if (record.status === 'failed') {
        setState({ status: 'error', message: VERIFICATION_MESSAGES.paymentFailed });
      } else if (record.status !== 'pending') {
        setState({
          status: 'error',
          message: VERIFICATION_MESSAGES.unexpectedStatus(String(record.status)),
        });
      } else if (number >= VERIFY_MAX_ATTEMPTS) {
        setState({ status: 'error', message: VERIFICATION_MESSAGES.timedOut });
      } else {
        timer = setTimeout(() => void attempt(number + 1), VERIFY_INTERVAL_MS);
      }
    };
    void attempt(1);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [cartRead, dispatch, sessionId, storeId, verify]);

  return state;
}
