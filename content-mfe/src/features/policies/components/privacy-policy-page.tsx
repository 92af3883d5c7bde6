// /privacy-policy: what the store collects and keeps, for how long, and the minimum age.
import { selectStoreConfig, useAppSelector } from '@storefront/platform';
import { PolicyLayout, PolicySection } from './policy-layout';
import { SupportContact } from './support-contact';

export function PrivacyPolicyPage() {
  const store = useAppSelector(selectStoreConfig);
  const { privacy } = store.policies;
  return (
    <PolicyLayout
      title="Privacy Policy"
      description={`How ${store.name} collects, uses and keeps your personal information.`}
      path="/privacy-policy"
      lastUpdated={privacy.lastUpdated}
    >
      <p>
        This policy explains what personal information {store.name} collects when you use{' '}
        {store.domain}, and what we do with it.
      </p>
      <PolicySection title="Information We Collect">
        <p>
          Your name, e-mail address, phone number, shipping and billing addresses, and the orders
          you place. Card details go straight to our payment provider; we never see or store them.
        </p>
      </PolicySection>
      <PolicySection title="How We Use Your Information">
        <p>
          To process and deliver your orders, answer your questions, keep your account secure and
          send the e-mails your orders and account need.
        </p>
      </PolicySection>
      <PolicySection title="Sharing Your Information">
        <p>
          We do not sell your personal information. We share only what is needed with the carriers
          that deliver your orders and the provider that processes your payments.
        </p>
      </PolicySection>
      <PolicySection title="Data Retention">
        <p>
          We keep your account and order information for {privacy.dataRetentionMonths} months after
          your last activity, unless the law requires us to keep it longer.
        </p>
      </PolicySection>
      <PolicySection title="Children's Privacy">
        <p>
          Our store is not meant for anyone under the age of {privacy.minimumAge}, and we do not
          knowingly collect their information.
        </p>
      </PolicySection>
      <PolicySection title="Your Choices">
        <p>
          You can review and correct your details in your profile at any time, or ask us to delete
          them.
        </p>
        <SupportContact />
      </PolicySection>
    </PolicyLayout>
  );
}
