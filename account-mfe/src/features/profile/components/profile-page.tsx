// /profile (SPEC §2): Personal Information, Shipping Address and Billing Address tabs over
// GET /auth/me; a 401 signs out and goes to /login, coming back here.
import { useEffect, useState } from 'react';
import { Spinner } from '@storefront/ui-kit';
import { normalizeUser } from '@storefront/contract';
import { usePageTitle, userUpdated, useAppDispatch } from '@storefront/platform';
import { Page, PageTitle } from '../../../components/page-layout';
import { LoadFailedAlert } from '../../../components/load-failed-alert';
import { useProfileQuery } from '../api/get-profile';
import { isUnauthorized, useSessionExpiry } from '../../../lib/use-session-expiry';
import { PersonalInfoForm } from './personal-info-form';
import { ProfileAddressForm } from './profile-address-form';
import { ProfileTabs, type TabDefinition } from './profile-tabs';
import { SavedBillingAddresses } from './saved-billing-addresses';

export const PROFILE_LOAD_FAILED = 'Failed to load customer information';

type TabKey = 'personal' | 'shipping' | 'billing';

export function ProfilePage() {
  usePageTitle('Profile', 'Your personal information and addresses.');
  const dispatch = useAppDispatch();
  const handleExpiry = useSessionExpiry();
  const { data: customer, error, isLoading, refetch } = useProfileQuery();
  const [tab, setTab] = useState<TabKey>('personal');

  useEffect(() => {
    if (error) handleExpiry(error);
  }, [error, handleExpiry]);
  useEffect(() => {
    if (customer) dispatch(userUpdated(normalizeUser(customer)));
  }, [customer, dispatch]);

  let body;
  // A 401 is on its way to /login: no error flashes first.
  if (isLoading || isUnauthorized(error)) body = <Spinner centered />;
  else if (!customer)
    body = <LoadFailedAlert message={PROFILE_LOAD_FAILED} onRetry={() => void refetch()} />;
  else {
    const tabs: TabDefinition<TabKey>[] = [
      {
        key: 'personal',
        label: 'Personal Information',
        panel: <PersonalInfoForm customer={customer} />,
      },
      {
        key: 'shipping',
        label: 'Shipping Address',
        panel: (
          <>
            <p>We ship to the 48 contiguous US states.</p>
            <ProfileAddressForm customer={customer} kind="shipping" />
          </>
        ),
      },
      {
        key: 'billing',
        label: 'Billing Address',
        panel: (
          <>
            <ProfileAddressForm customer={customer} kind="billing" />
            <SavedBillingAddresses customer={customer} />
          </>
        ),
      },
    ];
    body = <ProfileTabs label="Profile sections" tabs={tabs} selected={tab} onSelect={setTab} />;
  }

  return (
    <Page $wide>
      <PageTitle>Profile</PageTitle>
      {body}
    </Page>
  );
}
