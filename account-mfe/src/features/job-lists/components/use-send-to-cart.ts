// Sends priced lines (a past order's, a job list's) to the cart over the bus and keeps what came
// of them for the page to show.
import { useCallback, useState } from 'react';
import type { PricedLineRecord } from '@storefront/contract/records';
import { requestCartLines } from '../bus/request-cart-lines';
import { cartOutcomeOf, cartRequestsOf, type CartOutcome } from '../domain/cart-outcome';

export type SendState =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'done'; outcome: CartOutcome }
  | { status: 'cart-unavailable' };

export function useSendToCart() {
  const [state, setState] = useState<SendState>({ status: 'idle' });
  const send = useCallback(async (lines: readonly PricedLineRecord[]) => {
    setState({ status: 'sending' });
    const requests = cartRequestsOf(lines);
    const results = requests.length === 0 ? [] : await requestCartLines(requests);
    setState(
      results === null
        ? { status: 'cart-unavailable' }
        : { status: 'done', outcome: cartOutcomeOf(lines, results) },
    );
  }, []);
  return { state, send };
}
