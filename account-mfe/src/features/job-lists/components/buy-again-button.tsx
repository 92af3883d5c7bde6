// Buy Again (issue 40 item 3), on the order history and the order detail: the order's lines at
// today's prices and stock go to the cart over the bus; what is out of stock or no longer sold
// is listed beside the button, never dropped silently.
import { useState } from 'react';
import styled from 'styled-components';
import { Alert, Button } from '@storefront/ui-kit';
import { useLazyGetBuyAgainQuery } from '../api/job-lists-api';
import { CartOutcomeView } from './cart-outcome-view';
import { useSendToCart } from './use-send-to-cart';

export const BUY_AGAIN_FAILED = "This order's items could not be loaded. Please try again.";

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  align-items: flex-start;
`;

export function BuyAgainButton({ orderId, orderLabel }: { orderId: number; orderLabel: string }) {
  const [loadLines] = useLazyGetBuyAgainQuery();
  const { state, send } = useSendToCart();
  const [failed, setFailed] = useState(false);
  const busy = state.status === 'sending';

  const buyAgain = async () => {
    setFailed(false);
    const answer = await loadLines(orderId);
    if (!answer.data) {
      setFailed(true);
      return;
    }
    await send(answer.data.lines);
  };

  return (
    <Stack data-print-hide>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => void buyAgain()}
        disabled={busy}
        aria-label={`Buy again: order ${orderLabel}`}
      >
        {busy ? 'Adding…' : 'Buy Again'}
      </Button>
      {failed ? (
        <Alert variant="danger">{BUY_AGAIN_FAILED}</Alert>
      ) : (
        <CartOutcomeView state={state} />
      )}
    </Stack>
  );
}
