import { NavLink } from 'react-router-dom';
import styled, { css, useTheme } from 'styled-components';
import { PHONE_MEDIA, touchTarget } from '@storefront/ui-kit';
import { selectStoreConfig, useAppSelector } from '@storefront/platform';
import { RemoteWidget } from '../remotes';
import { useRouteTable } from '../routing';
import { AccountMenu } from './account-menu';
import { CartLink } from './cart-link';
import { LinkList } from './link-list';
import { StoreSelector } from './store-selector';
import { usePhoneMenu } from './use-phone-menu';

// The parts the phone menu hides while closed; on wider screens they are always shown.
const MENU_PARTS = ['links', 'account', 'store'] as const;
type MenuPart = (typeof MENU_PARTS)[number];

const Bar = styled.header<{ $background: string; $text: string; $menuOpen: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  /* Tight enough that a signed-in customer's account menu and the longest store name (in the
     brand link and the store selector) still fit one row at 1280 px beside the five links. */
  gap: 0.5rem;
  padding: 0.75rem;
  background: ${(props) => props.$background};
  color: ${(props) => props.$text};

  a,
  button {
    color: inherit;
  }
  .active {
    font-weight: 700;
  }

  /* Phone: menu button, store name and cart on one row, the search box under them, and the
     links, account and store selector in the menu the button opens. */
  @media ${PHONE_MEDIA} {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr) auto;
    grid-template-areas:
      'menu brand cart'
      'search search search'
      'links links links'
      'account account account'
      'store store store';
    gap: 0 0.5rem;
    padding: 0.5rem 1rem;
    ${({ $menuOpen }) =>
      !$menuOpen &&
      css`
        [data-menu-part] {
          display: none;
        }
      `}
  }
`;

const Slot = styled.div<{ $area: string }>`
  @media ${PHONE_MEDIA} {
    grid-area: ${({ $area }) => $area};
    min-width: 0;
  }
`;

// Each part of the open menu is set off from the one above it.
const MenuPartSlot = styled(Slot)`
  @media ${PHONE_MEDIA} {
    border-top: 1px solid currentColor;
    margin-top: 0.5rem;
    padding-top: 0.25rem;
  }
`;

const Brand = styled(NavLink)`
  font-size: 1rem;
  font-weight: 700;
  text-decoration: none;

  @media ${PHONE_MEDIA} {
    grid-area: brand;
    display: flex;
    align-items: center;
    min-width: 0;
    min-height: 44px;
    font-size: 1rem;
  }
`;

// Up to two lines: on a phone beside the Menu button, so a long store name shows whole at 320 px;
// on wider screens within 11rem, so the row keeps room for Quick Order at 1280 px (issue 40).
const BrandName = styled.span`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  line-clamp: 2;
  overflow: hidden;
  line-height: 1.2;
  @media not all and ${PHONE_MEDIA} {
    max-width: 11rem;
  }
`;

// Phone styles first and hidden on wider screens, so it is there wherever media queries are not.
const MenuButton = styled.button`
  grid-area: menu;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  padding: 0;
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  cursor: pointer;
  ${touchTarget}

  @media not all and ${PHONE_MEDIA} {
    display: none;
  }
`;

// Reserves the SearchBox's box (docs/contracts.md: 14rem x 2.25rem) while it loads, and stands in
// when it cannot, so the nav bar never changes size. A block, like the SearchBox: an inline box
// sits on a text line and made the bar 7px taller until the SearchBox arrived (a layout shift).
const SearchPlaceholder = styled.span`
  display: block;
  width: 14rem;
  height: 2.25rem;
`;

const SearchSlot = styled(Slot)`
  @media ${PHONE_MEDIA} {
    margin-top: 0.5rem;
  }
`;

/** cartCheckout's order by part numbers (issue 40), linked from the cart's area of the bar. */
const QUICK_ORDER_PATH = '/quick-order';

/**
 * Quick Order under Cart on wider screens, in smaller type: beside it, the row no longer fit 1280 px
 * with the longest store name (decision 0009).
 */
const CartArea = styled(Slot)`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  line-height: 1.2;
`;
const WideScreenLink = styled(NavLink)`
  font-size: 0.8rem;
  ${touchTarget}
  @media ${PHONE_MEDIA} {
    display: none;
  }
`;
const PhoneOnlyItem = styled.li`
  @media not all and ${PHONE_MEDIA} {
    display: none;
  }
`;

/** Three bars, drawn rather than a font glyph so it looks the same on every phone. */
function MenuIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/** The nav bar of SPEC §2, in the store's colours; on a phone, compact with a Menu button. */
export function NavBar() {
  const store = useAppSelector(selectStoreConfig);
  const theme = useTheme();
  const { open, toggle, closeOnEscape, buttonRef, idPrefix } = usePhoneMenu();
  const navEntries = useRouteTable().nav;
  const partId = (part: MenuPart) => `${idPrefix}-${part}`;
  const menuPart = (part: MenuPart) => ({ id: partId(part), 'data-menu-part': part });

  return (
    <Bar
      $background={theme.colors.primary}
      $text={theme.colors.textaccent}
      $menuOpen={open}
      onKeyDown={closeOnEscape}
    >
      <Brand to="/" end>
        <BrandName>{store.name}</BrandName>
      </Brand>
      {/* Not in a slot: hidden on wider screens, it must not leave a gap in the row. */}
      <MenuButton
        ref={buttonRef}
        type="button"
        aria-label="Menu"
        aria-expanded={open}
        aria-controls={MENU_PARTS.map(partId).join(' ')}
        onClick={toggle}
      >
        <MenuIcon />
      </MenuButton>
      <MenuPartSlot $area="links" {...menuPart('links')}>
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
              <NavLink to="/brands">Brands</NavLink>
            </li>
            <li>
              <NavLink to="/about">About</NavLink>
            </li>
            <li>
              <NavLink to="/contact">Contact</NavLink>
            </li>
            {/* The cart area's Quick Order, in the menu on a phone (the top row has no room). */}
            <PhoneOnlyItem>
              <NavLink to={QUICK_ORDER_PATH}>Quick Order</NavLink>
            </PhoneOnlyItem>
            {/* The shell's own links above; those the live remotes declare follow. */}
            {navEntries.map((entry) => (
              <li key={`${entry.remote} ${entry.path}`}>
                <NavLink to={entry.path}>{entry.label}</NavLink>
              </li>
            ))}
          </LinkList>
        </nav>
      </MenuPartSlot>
      <SearchSlot $area="search">
        <RemoteWidget
          remote="catalog"
          expose="./SearchBox"
          exportName="SearchBox"
          fallback={<SearchPlaceholder />}
        />
      </SearchSlot>
      <MenuPartSlot $area="account" {...menuPart('account')}>
        <AccountMenu />
      </MenuPartSlot>
      <CartArea $area="cart">
        <CartLink />
        <WideScreenLink to={QUICK_ORDER_PATH}>Quick Order</WideScreenLink>
      </CartArea>
      <MenuPartSlot $area="store" {...menuPart('store')}>
        <StoreSelector />
      </MenuPartSlot>
    </Bar>
  );
}
