// Profile / Orders / Logout for a signed-in customer; Login / Register for everyone else (guests too).
import { NavLink, useNavigate } from 'react-router-dom';
import { emit, selectIsAuthenticated, selectUser, useAppSelector } from '@storefront/shared';
import { LinkList } from './link-list';

export function AccountMenu() {
  const isSignedIn = useAppSelector(selectIsAuthenticated);
  const user = useAppSelector(selectUser);
  const navigate = useNavigate();

  if (!isSignedIn) {
    return (
      <LinkList aria-label="Account">
        <li>
          <NavLink to="/login">Login</NavLink>
        </li>
        <li>
          <NavLink to="/register">Register</NavLink>
        </li>
      </LinkList>
    );
  }

  // Home at once; account's runtime signs out (server revocation, then token and user cleared)
  // and the menu follows the session slice when it is done.
  const logout = () => {
    navigate('/');
    emit('session:sign-out-requested', {});
  };

  return (
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
  );
}
