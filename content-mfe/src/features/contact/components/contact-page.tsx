// /contact: the contact form with the store's own contact details beside it.
import { selectStoreConfig, useAppSelector } from '@storefront/platform';
import { ContentPage, Lead, PageTitle, TwoColumns } from '../../../components/page-layout';
import { useContentPageMeta } from '../../../lib/use-content-page-meta';
import { ContactForm } from './contact-form';
import { StoreContactDetails } from './store-contact-details';

export function ContactPage() {
  const store = useAppSelector(selectStoreConfig);
  useContentPageMeta({
    title: 'Contact Us',
    description: `Questions about an order or a part? Contact ${store.name}: ${store.contact.phone}, ${store.contact.hours}.`,
    path: '/contact',
    organization: true,
  });
  return (
    <ContentPage>
      <PageTitle>Contact Us</PageTitle>
      <Lead>
        Have a question about a product or an order? Send us a message and the {store.name} team
        will get back to you.
      </Lead>
      <TwoColumns>
        <ContactForm />
        <StoreContactDetails />
      </TwoColumns>
    </ContentPage>
  );
}
