// /terms-and-conditions: the store's terms, with the governing law from its configuration.
import { Link } from 'react-router-dom';
import { selectStoreConfig, useAppSelector } from '@storefront/platform';
import { governingLaw } from '../governing-law';
import { PolicyLayout, PolicySection } from './policy-layout';
import { SupportContact } from './support-contact';

export function TermsPage() {
  const store = useAppSelector(selectStoreConfig);
  const { jurisdiction, venue } = governingLaw(store);
  const { terms } = store.policies;
  return (
    <PolicyLayout
      title="Terms and Conditions"
      description={`The terms that govern purchases from ${store.name}, under the laws of the ${jurisdiction}.`}
      path="/terms-and-conditions"
      lastUpdated={terms.lastUpdated}
    >
      <PolicySection title="Acceptance of Terms">
        <p>
          These terms apply to every visit to {store.domain} and every order placed with{' '}
          {store.name}. By using the site or placing an order you agree to them.
        </p>
      </PolicySection>
      <PolicySection title="Products and Prices">
        <p>
          Prices are shown in {store.currency}. We work to keep descriptions, prices and stock
          levels accurate; when an error is found we correct it and may cancel an order placed at a
          wrong price, with a full refund.
        </p>
      </PolicySection>
      <PolicySection title="Orders and Payment">
        <p>
          An order is accepted once payment is confirmed. We accept credit and debit cards (
          {store.payments.methods.join(', ')}), entered on the secure payment page of our card
          provider.
        </p>
      </PolicySection>
      <PolicySection title="Shipping">
        <p>
          We ship within the {store.shipping.regions.join(', ')}. Delivery times are estimates, not
          guarantees.
        </p>
      </PolicySection>
      <PolicySection title="Returns">
        <p>
          Returns are covered by our <Link to="/returns-policy">Returns Policy</Link>.
        </p>
      </PolicySection>
      <PolicySection title="Limitation of Liability">
        <p>
          Products must be installed and used as their manufacturers instruct. To the extent the law
          allows, our liability for any order is limited to the amount paid for it.
        </p>
      </PolicySection>
      <PolicySection title="Governing Law">
        <p>
          These terms are governed by the laws of the {jurisdiction}
          {venue ? `, and any dispute is resolved in the courts of ${venue}` : ''}.
        </p>
      </PolicySection>
      <PolicySection title="Questions">
        <SupportContact />
      </PolicySection>
    </PolicyLayout>
  );
}
