import { screen } from '@testing-library/react';
import { getStoreConfig, salesEmailOf, type StoreId } from '@storefront/contract';
import { canonicalHref, pageJsonLd, renderContent } from '../../../lib/testing/render-content';
import { AboutPage } from './about-page';

describe('the about page', () => {
  it.each<StoreId>(['default', 'hvac', 'parts'])(
    "shows the %s store's mission, audience, specialization, details, four features and closing line",
    (storeId) => {
      const store = getStoreConfig(storeId);
      renderContent(<AboutPage />, { storeId });
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`About ${store.name}`);
      for (const text of [
        store.about.mission,
        store.about.audience,
        store.about.specialization,
        store.about.details,
        store.about.closing,
      ]) {
        expect(screen.getByText(text)).toBeInTheDocument();
      }
      const features = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
      expect(features).toEqual([
        'Wide Selection',
        'Fast Shipping',
        'Expert Support',
        'DIY-Friendly',
      ]);
      for (const feature of store.about.features) {
        expect(screen.getByText(feature.description)).toBeInTheDocument();
      }
    },
  );

  it('sets its title, description and canonical link, with Organization data and a contact point', () => {
    const store = getStoreConfig('hvac');
    renderContent(<AboutPage />, { storeId: 'hvac' });
    expect(document.title).toBe(`About Us | ${store.name}`);
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      store.about.mission,
    );
    expect(canonicalHref()).toBe(`${store.website}/about`);
    expect(pageJsonLd()).toMatchObject({
      '@type': 'Organization',
      name: store.name,
      url: store.website,
      address: { '@type': 'PostalAddress', addressLocality: 'Dallas', addressRegion: 'TX' },
      contactPoint: [
        { '@type': 'ContactPoint', contactType: 'customer support', email: store.contact.email },
        { '@type': 'ContactPoint', contactType: 'sales', email: salesEmailOf(store.contact) },
      ],
    });
  });
});
