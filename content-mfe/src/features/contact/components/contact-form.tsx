// The contact form (SPEC §2 Contact, §4 Other): idle, submitting, then 'Message sent successfully!'
// for 5 s or 'Failed to send message. Please try again later.'
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import {
  Alert,
  Button,
  CONTACT_SUCCESS_CLEAR_MS,
  selectStoreConfig,
  useAppSelector,
} from '@storefront/shared';
import {
  CONTACT_LIMITS,
  contactMessageSchema,
  type ContactMessage,
  type ContactMessageInput,
} from '@storefront/shared/validation';
import { FormField } from '../../../components/form-field';
import { contactEmailRequest, useSendContactMessageMutation } from '../api/send-contact-message';

export const CONTACT_SENT = 'Message sent successfully!';
export const CONTACT_FAILED = 'Failed to send message. Please try again later.';

type ContactStatus = 'idle' | 'submitting' | 'success' | 'error';

export function ContactForm() {
  const store = useAppSelector(selectStoreConfig);
  const [sendContactMessage] = useSendContactMessageMutation();
  const [status, setStatus] = useState<ContactStatus>('idle');
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ContactMessageInput, unknown, ContactMessage>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: { name: '', email: '', message: '' },
  });

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
      reset();
      setStatus('success');
    } catch {
      setStatus('error');
    }
  };

  return (
    <Form noValidate aria-labelledby="contact-form-title" onSubmit={handleSubmit(onSubmit)}>
      <h2 id="contact-form-title">Send Us a Message</h2>
      <FormField
        id="contact-name"
        label="Name"
        required
        autoComplete="name"
        maxLength={CONTACT_LIMITS.name}
        registration={register('name')}
        error={errors.name?.message}
      />
      <FormField
        id="contact-email"
        label="Email"
        type="email"
        required
        autoComplete="email"
        maxLength={CONTACT_LIMITS.email}
        registration={register('email')}
        error={errors.email?.message}
      />
      <FormField
        id="contact-message"
        label="Message"
        multiline
        required
        maxLength={CONTACT_LIMITS.message}
        registration={register('message')}
        error={errors.message?.message}
      />
      <div aria-live="polite">
        {status === 'success' && <Alert variant="success">{CONTACT_SENT}</Alert>}
      </div>
      {status === 'error' && <Alert variant="danger">{CONTACT_FAILED}</Alert>}
      <div>
        <Button type="submit" loading={status === 'submitting'}>
          {status === 'submitting' ? 'Sending...' : 'Send Message'}
        </Button>
      </div>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  h2 {
    margin: 0;
    font-size: 1.35rem;
  }
`;
