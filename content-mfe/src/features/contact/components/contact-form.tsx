// The contact form (SPEC §2 Contact, §4 Other): idle, submitting, then 'Message sent successfully!'
// for 5 s or 'Failed to send message. Please try again later.'
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert } from '@storefront/ui-kit';
import { CONTACT_SUCCESS_CLEAR_MS } from '../contact-timing';
import { selectStoreConfig, useAppSelector } from '@storefront/platform';
import {
  CONTACT_LIMITS,
  contactMessageSchema,
  type ContactMessage,
  type ContactMessageInput,
} from '@storefront/contract/validation';
import { FormField, fieldBinder } from '../../../components/form-field';
import { StackedForm, SubmitButton } from '../../../components/form-layout';
import { contactEmailRequest, useSendContactMessageMutation } from '../api/send-contact-message';

export const CONTACT_SENT = 'Message sent successfully!';
export const CONTACT_FAILED = 'Failed to send message. Please try again later.';

type ContactStatus = 'idle' | 'submitting' | 'success' | 'error';

export function ContactForm() {
  const store = useAppSelector(selectStoreConfig);
  const [sendContactMessage] = useSendContactMessageMutation();
  const [status, setStatus] = useState<ContactStatus>('idle');
  const form = useForm<ContactMessageInput, unknown, ContactMessage>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: { name: '', email: '', message: '' },
  });
  const field = fieldBinder(form, 'contact', CONTACT_LIMITS);

  // SPEC §9: the success message is cleared after 5 s (and never outlives the page).
  useEffect(() => {
    if (status !== 'success') return undefined;
    const timer = setTimeout(() => setStatus('idle'), CONTACT_SUCCESS_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [status]);

  const onSubmit = async (message: ContactMessage) => {
    setStatus('submitting');
    try {
      await sendContactMessage(contactEmailRequest(message, store)).unwrap();
      form.reset();
      setStatus('success');
    } catch {
      setStatus('error');
    }
  };

  return (
    <StackedForm
      noValidate
      aria-labelledby="contact-form-title"
      onSubmit={form.handleSubmit(onSubmit)}
    >
      <h2 id="contact-form-title">Send Us a Message</h2>
      <FormField {...field('name')} label="Name" required autoComplete="name" />
      <FormField {...field('email')} label="Email" type="email" required autoComplete="email" />
      <FormField {...field('message')} label="Message" multiline required />
      <div aria-live="polite">
        {status === 'success' && <Alert variant="success">{CONTACT_SENT}</Alert>}
      </div>
      {status === 'error' && <Alert variant="danger">{CONTACT_FAILED}</Alert>}
      <SubmitButton label="Send Message" busy={status === 'submitting'} />
    </StackedForm>
  );
}
