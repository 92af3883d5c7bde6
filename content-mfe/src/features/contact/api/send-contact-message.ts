// POST /emails/contact (SPEC §7 api/emails/contact): the contact form's message to the store.
import { storeApi, type StoreApiResult } from '@storefront/platform';
import { type StoreConfig } from '@storefront/contract';
import type { ContactEmailRequest, ContactMessage } from '@storefront/contract/validation';
import { textToHtml } from '../../../lib/text-to-html';

/**
 * The SPEC §7 body of a contact message. `to` names the store's contact address as SPEC's client
 * did, but the server ignores it: the store's own address is the only recipient.
 */
export function contactEmailRequest(
  message: ContactMessage,
  store: StoreConfig,
): ContactEmailRequest {
  return {
    to: store.contact.email,
    from: message.email,
    replyTo: message.email,
    name: message.name,
    subject: `Message from ${message.name}`,
    body: textToHtml(message.message),
    type: 'contact_form',
  };
}

const contactApi = storeApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /emails/contact: queues the message for the store; answers 202 `{ data: { message } }`. */
    sendContactMessage: build.mutation<StoreApiResult<{ message: string }>, ContactEmailRequest>({
      query: (body) => ({ url: '/emails/contact', method: 'POST', body }),
    }),
  }),
});

export const { useSendContactMessageMutation } = contactApi;
