// Title, description, canonical and (on /about and /contact) the store's Organization JSON-LD for a
// content page. setPageMeta writes the JSON-LD as a data block, which the CSP does not run.
import { salesEmailOf, type StoreConfig } from '@storefront/contract';
import { selectStoreConfig, useAppSelector, useWritePageMeta } from '@storefront/platform';

export interface ContentPageMeta {
  /** The page's own title; the store name is appended. */
  title: string;
  description: string;
  /** The page's path: the canonical link is the store website + this path. */
  path: string;
  /** Adds the store's Organization structured data with its contact points. */
  organization?: boolean;
}

/** schema.org Organization of the store: address, support and sales contact points. */
export function organizationJsonLd(store: StoreConfig) {
  const { contact } = store;
  const contactPoint = (contactType: string, email: string) => ({
    '@type': 'ContactPoint',
    contactType,
    email,
    telephone: contact.phone,
    areaServed: 'US',
    availableLanguage: 'English',
    description: `Hours: ${contact.hours}`,
  });
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: store.name,
    url: store.website,
    description: store.footer.description,
    email: contact.email,
    telephone: contact.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: contact.address.street,
      addressLocality: contact.address.city,
      addressRegion: contact.address.state,
      postalCode: contact.address.postal_code,
      addressCountry: contact.address.country,
    },
    contactPoint: [
      contactPoint('customer support', contact.email),
      contactPoint('sales', salesEmailOf(contact)),
    ],
  };
}

/** Writes the page's meta tags whenever the page or the active store changes. */
export function useContentPageMeta({
  title,
  description,
  path,
  organization = false,
}: ContentPageMeta) {
  const store = useAppSelector(selectStoreConfig);
  useWritePageMeta({
    title: `${title} | ${store.name}`,
    description,
    keywords: store.seo.keywords,
    image: store.seo.image,
    type: 'website',
    path,
    jsonLd: organization ? organizationJsonLd(store) : undefined,
    site: { website: store.website, name: store.name },
  });
}
