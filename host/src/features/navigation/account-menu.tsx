// Profile / Orders / Logout for a signed-in customer; Login / Register for everyone else (guests
// too); neither while nobody knows yet which applies.
import { NavLink, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { PHONE_MEDIA } from '@storefront/ui-kit';
import {
  emit,
  selectSessionStatus,
  selectUser,
  useAppSelector,
  useHydrated,
} from '@storefront/platform';
import { LinkList } from './link-list';

/**
 * As wide empty as the signed-in menu's three links (174 px in system-ui), the widest it holds, so
 * the cart and store selector beside it do not move when the session is known.
 */
const AccountArea = styled.div`
  min-width: 11rem;
  @media ${PHONE_MEDIA} {
    min-width: 0;
  }
`;

export function AccountMenu() {
  const status = useAppSelector(selectSessionStatus);
  const user = useAppSelector(selectUser);
  const hydrated = useHydrated();
  const navigate = useNavigate();

  // The server cannot see the stored token, and a stored token is checked before it counts:
  // "Login / Register" then would tell a signed-in customer they are signed out.
  if (!hydrated || status === 'restoring') {
    return <AccountArea aria-label="Account" aria-busy="true" role="group" />;
  }

  if (status !== 'authenticated') {
    return (
      <AccountArea>
        <LinkList aria-label="Account">
          <li>
            <NavLink to="/login">Login</NavLink>
          </li>
          <li>
            <NavLink to="/register">Register</NavLink>
          </li>
        </LinkList>
      </AccountArea>
    );
  }

  // Home at once; account's runtime signs out (server revocation, then token and user cleared)
  // and the menu follows the session slice when it is done.
  const logout = () => {
    navigate('/');
    emit('session:sign-out-requested', {});
  };

  return (
    <AccountArea>
      <LinkList aria-label={user?.first_name ? `Account of ${user.first_name}` : 'Account'}>
        <li>
          <NavLink to="/profile">Profile</NavLink>
        </li>
        <li>
          <NavLink to="/orders">Orders</NavLink>
        </li>
        <li>
          <button type="button" onClick={logout}>
            Logout
          </button>
        </li>
      </LinkList>
    </AccountArea>
  );
}
