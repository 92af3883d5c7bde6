import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PageFrame, touchTarget } from '@storefront/ui-kit';
import { selectIsAuthenticated, useAppSelector } from '@storefront/platform';
import { paths } from '../../../lib/paths';

/**
 * /cart with nothing in it: what the page is, that the cart is empty, and the ways on (shopping;
 * signed out, signing in brings back a cart saved to the account).
 */
export function EmptyCart() {
  const signedIn = useAppSelector(selectIsAuthenticated);
  return (
    <PageFrame $width="medium">
      <CartTitle>Shopping Cart</CartTitle>
      <Panel>
        <CartIcon />
        <Message>Your cart is empty.</Message>
        <Hint>Browse the products and add what you need; it will wait for you here.</Hint>
        <ShopLink to={paths.products}>Continue shopping</ShopLink>
        {!signedIn && (
          <Hint>
            Saved a cart to your account? <Link to={paths.login}>Log in</Link> to see it.
          </Hint>
        )}
      </Panel>
    </PageFrame>
  );
}

/** A drawn cart, decoration only. */
function CartIcon() {
  return (
    <svg width="64" height="64" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M2 3h3l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 7H6.2"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="9" cy="19" r="1.5" fill="currentColor" />
      <circle cx="17" cy="19" r="1.5" fill="currentColor" />
    </svg>
  );
}

/** The cart page's h1, empty or not. */
export const CartTitle = styled.h1`
  margin: 0;
  font-size: 1.75rem;
`;
const Panel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.75rem;
  padding: 2.5rem 1.5rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
`;
const Message = styled.p`
  margin: 0;
  font-size: 1.25rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
`;
const Hint = styled.p`
  margin: 0;
`;
// The way on, drawn as the shop's primary button.
const ShopLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  margin-top: 0.5rem;
  padding: 0.5rem 1.5rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.textaccent};
  font-weight: 600;
  text-decoration: none;
  ${touchTarget}
  &:hover {
    filter: brightness(0.92);
  }
`;
