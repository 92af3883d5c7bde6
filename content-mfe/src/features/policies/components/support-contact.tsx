// How to reach support, as every policy page says it: e-mail, phone and hours from the store.
import { selectStoreConfig, useAppSelector } from '@storefront/platform';
import { telHref } from '../../../lib/tel-href';

export function SupportContact() {
  const { email, phone, hours } = useAppSelector(selectStoreConfig).contact;
  return (
    <p>
      Contact our support team at <a href={`mailto:${email}`}>{email}</a> or{' '}
      <a href={telHref(phone)}>{phone}</a>, {hours}.
    </p>
  );
}
