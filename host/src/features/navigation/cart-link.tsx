import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { selectCartCount, touchTarget, useAppSelector } from '@storefront/shared';

const Link = styled(NavLink)`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  ${touchTarget}
`;

/** Cart with its item count, straight from the one cart store every remote updates. */
export function CartLink() {
  const count = useAppSelector(selectCartCount);
  return (
    <Link to="/cart" aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}>
      Cart <span data-testid="cart-count">{count}</span>
    </Link>
  );
}
