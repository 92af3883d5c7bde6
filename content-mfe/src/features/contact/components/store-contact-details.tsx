// The store's address, e-mail, phone and hours beside the contact form (SPEC §2 Contact).
import styled from 'styled-components';
import { selectStoreConfig, useAppSelector } from '@storefront/platform';
import { Panel } from '../../../components/page-layout';
import { telHref } from '../../../lib/tel-href';

export function StoreContactDetails() {
  const store = useAppSelector(selectStoreConfig);
  const { address, email, phone, hours } = store.contact;
  return (
    <Panel as="section" aria-labelledby="store-contact-title">
      <h2 id="store-contact-title">Get in Touch</h2>
      <Details>
        <dt>Address</dt>
        <dd>
          <address>
            {store.name}
            <br />
            {address.street}
            <br />
            {address.city}, {address.state} {address.postal_code}
          </address>
        </dd>
        <dt>Email</dt>
        <dd>
          <a href={`mailto:${email}`}>{email}</a>
        </dd>
        <dt>Phone</dt>
        <dd>
          <a href={telHref(phone)}>{phone}</a>
        </dd>
        <dt>Hours</dt>
        <dd>{hours}</dd>
      </Details>
    </Panel>
  );
}

const Details = styled.dl`
  margin: 1rem 0 0;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0 0 0.75rem;
  }
  address {
    font-style: normal;
  }
`;
