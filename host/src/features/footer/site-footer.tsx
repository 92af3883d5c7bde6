import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { selectStoreConfig, useAppSelector } from '@storefront/platform';

// The catalogue's lists, for a shopper who reached the bottom of a page without finding a way on.
const SHOP_LINKS = [
  { to: '/product', label: 'Products' },
  { to: '/brands', label: 'Brands' },
  { to: '/categories', label: 'Categories' },
];

const POLICY_LINKS = [
  { to: '/terms-and-conditions', label: 'Terms and Conditions' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/returns-policy', label: 'Returns Policy' },
  { to: '/how-to-buy', label: 'How to Buy' },
  { to: '/bulk-purchasing', label: 'Bulk Purchasing' },
];

// The store's secondary colour, with the text colour the theme made readable on it.
const Footer = styled.footer`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: 1.5rem;
  padding: 2rem 1.5rem;
  background: ${({ theme }) => theme.colors.secondary};
  color: ${({ theme }) => theme.colors.textOnSecondary};

  a {
    color: inherit;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

/** A list of links in the footer, named for screen readers. */
function FooterLinks({
  label,
  links,
}: {
  label: string;
  links: readonly { to: string; label: string }[];
}) {
  return (
    <nav aria-label={label}>
      <ul>
        {links.map(({ to, label: text }) => (
          <li key={to}>
            <Link to={to}>{text}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The catalogue's lists, policy links and the store's contact details (SPEC §2). */
export function SiteFooter() {
  const store = useAppSelector(selectStoreConfig);
  const { address, email, phone } = store.contact;
  return (
    <Footer>
      <section>
        <h2>{store.name}</h2>
        <p>{store.footer.description}</p>
      </section>
      <FooterLinks label="Shop" links={SHOP_LINKS} />
      <FooterLinks label="Policies" links={POLICY_LINKS} />
      <address>
        <p>
          {address.street}
          <br />
          {address.city}, {address.state} {address.postal_code}
        </p>
        <p>
          <a href={`mailto:${email}`}>{email}</a>
        </p>
        <p>
          <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
        </p>
      </address>
    </Footer>
  );
}
