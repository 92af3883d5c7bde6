// What became of lines sent to the cart: the units added, a link to the cart, and each line not
// added in full with its reason (out of stock, no longer sold, fewer in stock).
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Alert } from '@storefront/ui-kit';
import { CART_OUTCOME_TEXT } from '../domain/cart-outcome';
import type { SendState } from './use-send-to-cart';

const Reasons = styled.ul`
  margin: 0.5rem 0 0;
  padding-left: 1.25rem;
`;

export function CartOutcomeView({ state }: { state: SendState }) {
  if (state.status === 'idle' || state.status === 'sending') return null;
  if (state.status === 'cart-unavailable') {
    return <Alert variant="danger">{CART_OUTCOME_TEXT.cartUnavailable}</Alert>;
  }
  const { addedUnits, notAdded } = state.outcome;
  // The Alert announces itself: a status when all went in, an alert when something did not.
  return (
    <Alert variant={notAdded.length === 0 ? 'success' : 'warning'}>
      {addedUnits > 0 ? CART_OUTCOME_TEXT.added(addedUnits) : CART_OUTCOME_TEXT.nothingAdded}
      {addedUnits > 0 && (
        <>
          {' '}
          <Link to="/cart">Go to Cart</Link>
        </>
      )}
      {notAdded.length > 0 && (
        <>
          <p>{CART_OUTCOME_TEXT.notAddedHeading}</p>
          <Reasons>
            {notAdded.map((line) => (
              <li key={line.productId}>
                {line.name}: {line.reason}
              </li>
            ))}
          </Reasons>
        </>
      )}
    </Alert>
  );
}
