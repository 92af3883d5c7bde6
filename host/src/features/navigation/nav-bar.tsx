import { NavLink } from 'react-router-dom';
import styled, { useTheme } from 'styled-components';
import { selectStoreConfig, useAppSelector } from '@storefront/shared';
import { RemoteWidget } from '../remotes';
import { AccountMenu } from './account-menu';
import { CartLink } from './cart-link';
import { LinkList } from './link-list';
import { StoreSelector } from './store-selector';

const Bar = styled.header<{ $background: string; $text: string }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1rem;
  padding: 0.75rem 1.5rem;
  background: ${(props) => props.$background};
  color: ${(props) => props.$text};

  a,
  button {
    color: inherit;
  }
  .active {
    font-weight: 700;
  }
`;

const Brand = styled(NavLink)`
  font-size: 1.25rem;
  font-weight: 700;
  text-decoration: none;
`;

// Reserves the SearchBox's box (docs/contracts.md: 14rem x 2.25rem) while it loads, and stands in
// when it cannot, so the nav bar never changes size.
const SearchPlaceholder = styled.span`
  display: inline-block;
  width: 14rem;
  height: 2.25rem;
`;

/** The nav bar of SPEC §2, in the store's colours. */
export function NavBar() {
  const store = useAppSelector(selectStoreConfig);
  const theme = useTheme();
  return (
    <Bar $background={theme.colors.primary} $text={theme.colors.textaccent}>
      <Brand to="/" end>
        {store.name}
      </Brand>
      <nav aria-label="Main">
        <LinkList>
          <li>
            <NavLink to="/" end>
              Home
            </NavLink>
          </li>
          <li>
            <NavLink to="/product">Products</NavLink>
          </li>
          <li>
            <NavLink to="/about">About</NavLink>
          </li>
          <li>
            <NavLink to="/contact">Contact</NavLink>
          </li>
        </LinkList>
      </nav>
      <RemoteWidget
        remote="catalog"
        expose="./SearchBox"
        exportName="SearchBox"
        fallback={<SearchPlaceholder />}
      />
      <AccountMenu />
      <CartLink />
      <StoreSelector />
    </Bar>
  );
}
