import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getStoreConfig } from '@storefront/contract';
import { canonicalHref, renderContent } from '../../../lib/testing/render-content';
import { FALLBACK_JURISDICTION, governingLaw } from '../governing-law';
import { PrivacyPolicyPage } from './privacy-policy-page';
import { ReturnsPolicyPage } from './returns-policy-page';
import { TermsPage } from './terms-page';

const pages: [string, ReactElement, string][] = [
  ['Returns Policy', <ReturnsPolicyPage key="returns" />, '/returns-policy'],
  ['Terms and Conditions', <TermsPage key="terms" />, '/terms-and-conditions'],
  ['Privacy Policy', <PrivacyPolicyPage key="privacy" />, '/privacy-policy'],
];

describe('the policy pages', () => {
  it.each(pages)(
    '%s shares the layout: back to shopping, last updated, Continue Shopping and Contact Support',
    async (title, page, path) => {
      const store = getStoreConfig('hvac');
      renderContent(page, { storeId: 'hvac', url: path });
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
      expect(screen.getByText('Last updated: January 1, 2024')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: /Back to Shopping/ })).toHaveAttribute(
        'href',
        '/product',
      );
      expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
        'href',
        '/product',
      );
      expect(document.title).toBe(`${title} | ${store.name}`);
      expect(canonicalHref()).toBe(`${store.website}${path}`);

      await userEvent.setup().click(screen.getByRole('link', { name: 'Contact Support' }));
      expect(screen.getByLabelText('Current location')).toHaveTextContent('/contact');
    },
  );

  it('states the return window, RMA, restocking fee, refund time and support hours', () => {
    const store = getStoreConfig('parts');
    renderContent(<ReturnsPolicyPage />, { storeId: 'parts' });
    expect(screen.getByText(/within 30 days of the order date\.$/)).toBeInTheDocument();
    expect(screen.getByText(/Return Merchandise Authorization \(RMA\) number/)).toBeInTheDocument();
    expect(screen.getByText(/15% restocking fee/)).toBeInTheDocument();
    expect(screen.getByText(/within 7-10 business days/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: store.contact.email })).toBeInTheDocument();
    expect(screen.getByText(/Monday-Friday 9AM-5PM EST/)).toBeInTheDocument();
  });

  it.each(['default', 'hvac', 'parts'] as const)(
    "names in the %s store's terms only the payments checkout takes: cards on the provider's page",
    (storeId) => {
      renderContent(<TermsPage />, { storeId });
      expect(
        screen.getByText(
          'An order is accepted once payment is confirmed. We accept credit and debit cards (Visa, Mastercard, American Express), entered on the secure payment page of our card provider.',
        ),
      ).toBeInTheDocument();
      expect(document.body).not.toHaveTextContent(/PayPal/i);
    },
  );

  it("puts the terms under the store configuration's law: the State of Texas and the store's venue", () => {
    renderContent(<TermsPage />, { storeId: 'hvac' });
    expect(
      screen.getByText(
        'These terms are governed by the laws of the State of Texas, and any dispute is resolved in the courts of Dallas County, Texas.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/New York/)).not.toBeInTheDocument();
  });

  it('falls back to New York law only for a configuration that names no jurisdiction', () => {
    const store = getStoreConfig('default');
    expect(governingLaw(store).jurisdiction).toBe('State of Texas');
    const none = {
      legal: { jurisdiction: '', venue: '' },
      policies: {
        ...store.policies,
        terms: { ...store.policies.terms, jurisdiction: ' ', venue: '' },
      },
    };
    expect(governingLaw(none)).toEqual({ jurisdiction: FALLBACK_JURISDICTION, venue: '' });
    const legalOnly = {
      ...none,
      legal: { jurisdiction: 'State of Ohio', venue: 'Franklin County, Ohio' },
    };
    expect(governingLaw(legalOnly)).toEqual({
      jurisdiction: 'State of Ohio',
      venue: 'Franklin County, Ohio',
    });
  });

  it('states the minimum age, data retention and how to reach support in the privacy policy', () => {
    renderContent(<PrivacyPolicyPage />, { storeId: 'default' });
    expect(screen.getByText(/under the age of 13/)).toBeInTheDocument();
    expect(screen.getByText(/for 24 months after/)).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'support@summitpartsandtools.com' }),
    ).toBeInTheDocument();
  });
});
