import { NavLink } from 'react-router-dom';
import { selectCartCount, useAppSelector } from '@storefront/shared';

/** Cart with its item count, straight from the one cart store every remote updates. */
export function CartLink() {
  const count = useAppSelector(selectCartCount);
  return (
    <NavLink to="/cart" aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}>
      Cart <span data-testid="cart-count">{count}</span>
    </NavLink>
  );
}
