import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { touchTarget } from '@storefront/ui-kit';
import { useLastEvent } from '@storefront/platform';

const Link = styled(NavLink)`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  ${touchTarget}
`;

/**
 * Cart with its item count, as the cart (cart-checkout's runtime) announces it on the bus: 0 until
 * its first `cart:changed`, and a malformed announcement never reaches it.
 */
export function CartLink() {
  const count = useLastEvent('cart:changed')?.count ?? 0;
  return (
    <Link to="/cart" aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}>
      Cart <span data-testid="cart-count">{count}</span>
    </Link>
  );
}
