// /bulk-purchasing: the benefits, who is served, how to get started and the request form (SPEC §2).
import styled from 'styled-components';
import { BULK_REPLY_TIME, salesEmailOf } from '@storefront/contract';
import { selectStoreConfig, useAppSelector } from '@storefront/platform';
import { ContentPage, Lead, PageSection, PageTitle, Panel } from '../../../components/page-layout';
import { useContentPageMeta } from '../../../lib/use-content-page-meta';
import { BulkRequestForm } from './bulk-request-form';

const BENEFITS = [
  'Volume pricing on large orders',
  'A dedicated sales contact for your account',
  'Scheduled and split deliveries to your sites',
  'Net payment terms for approved businesses',
];

const AUDIENCES = [
  'Contractors and installers',
  'Facility and property managers',
  'Repair shops and service companies',
  'Schools, hospitals and public agencies',
];

export function BulkPurchasingPage() {
  const store = useAppSelector(selectStoreConfig);
  const salesEmail = salesEmailOf(store.contact);
  useContentPageMeta({
    title: 'Bulk Purchasing',
    description: `Volume pricing and dedicated support for large orders from ${store.name}. Request a quote; we reply within ${BULK_REPLY_TIME}.`,
    path: '/bulk-purchasing',
  });
  return (
    <ContentPage>
      <PageTitle>Bulk Purchasing</PageTitle>
      <Lead>
        Buying for a business or a big project? {store.name} offers volume pricing and a dedicated
        sales contact on large orders.
      </Lead>
      <Columns>
        <PageSection aria-labelledby="bulk-benefits">
          <h2 id="bulk-benefits">Benefits of Buying in Bulk</h2>
          <ul>
            {BENEFITS.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
        </PageSection>
        <PageSection aria-labelledby="bulk-audience">
          <h2 id="bulk-audience">Who We Serve</h2>
          <ul>
            {AUDIENCES.map((audience) => (
              <li key={audience}>{audience}</li>
            ))}
          </ul>
        </PageSection>
      </Columns>
      <PageSection aria-labelledby="bulk-get-started">
        <h2 id="bulk-get-started">Get Started</h2>
        <p>
          Tell us what you need with the form below. Our sales team reviews every request and
          replies within {BULK_REPLY_TIME} with pricing and availability. You can also e-mail us at{' '}
          <a href={`mailto:${salesEmail}`}>{salesEmail}</a>.
        </p>
      </PageSection>
      <Panel>
        <BulkRequestForm />
      </Panel>
    </ContentPage>
  );
}

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
  gap: 1.25rem;
`;
