import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getStoreConfig, salesEmailOf } from '@storefront/contract';
import { CONTACT_SUCCESS_CLEAR_MS } from '../contact-timing';
import {
  canonicalHref,
  pageJsonLd,
  renderContent,
  type FakeAnswer,
} from '../../../lib/testing/render-content';
import { ContactPage } from './contact-page';

const accepted: FakeAnswer = { status: 202, body: { data: { message: 'Queued' } } };

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Name/), 'Ada Lovelace');
  await user.type(screen.getByLabelText(/^Email/), 'ada@example.com');
  await user.type(
    screen.getByLabelText(/^Message/),
    'Is the <b>X100</b> in stock?\n\nThanks & bye',
  );
}

/** A fake answer that waits until the test releases it. */
function heldAnswer(answer: FakeAnswer) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { answer: async () => (await released, answer), release };
}

// Typing a whole form key by key takes seconds on a busy machine; jest's 5 s default is too tight.
jest.setTimeout(20_000);

describe('the contact page', () => {
  it("shows the store's address, e-mail, phone and hours beside the form", () => {
    const store = getStoreConfig('parts');
    renderContent(<ContactPage />, { storeId: 'parts' });
    const details = screen.getByRole('region', { name: 'Get in Touch' });
    expect(within(details).getByText(/725 Harbor Drive/)).toBeInTheDocument();
    expect(within(details).getByText(/Corpus Christi, TX 78401/)).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: store.contact.email })).toHaveAttribute(
      'href',
      `mailto:${store.contact.email}`,
    );
    expect(within(details).getByRole('link', { name: store.contact.phone })).toHaveAttribute(
      'href',
      'tel:3615550119',
    );
    expect(within(details).getByText(store.contact.hours)).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Send Us a Message' })).toBeInTheDocument();
  });

  it('needs name, email and message, and ties each error to its field', async () => {
    const user = userEvent.setup();
    const { sent } = renderContent(<ContactPage />);
    await user.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const name = screen.getByLabelText(/^Name/);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Please fill in all required fields');
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
    expect(screen.getByLabelText(/^Message/)).toHaveAccessibleDescription(
      'Please fill in all required fields',
    );
    expect(screen.getAllByRole('alert')).toHaveLength(3);
    expect(sent).toHaveLength(0);
  });

  it('goes from submitting to "Message sent successfully!", which clears after 5 seconds', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const held = heldAnswer(accepted);
      const { sent } = renderContent(<ContactPage />, { storeId: 'hvac', answer: held.answer });
      await fillForm(user);
      await user.click(screen.getByRole('button', { name: 'Send Message' }));

      const sending = await screen.findByRole('button', { name: /Sending/ });
      expect(sending).toBeDisabled();
      await act(async () => held.release());

      expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument();
      expect(screen.getByLabelText(/^Message/)).toHaveValue('');
      expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();

      act(() => jest.advanceTimersByTime(CONTACT_SUCCESS_CLEAR_MS - 100));
      expect(screen.getByText('Message sent successfully!')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(100));
      expect(screen.queryByText('Message sent successfully!')).not.toBeInTheDocument();

      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({
        path: '/emails/contact',
        method: 'POST',
        headers: { 'x-store-id': 'hvac' },
        body: {
          to: getStoreConfig('hvac').contact.email,
          from: 'ada@example.com',
          replyTo: 'ada@example.com',
          name: 'Ada Lovelace',
          type: 'contact_form',
          // What the shopper typed is text: its markup is escaped, never sent as HTML.
          body: '<p>Is the &lt;b&gt;X100&lt;/b&gt; in stock?</p><p>Thanks &amp; bye</p>',
        },
      });
    } finally {
      jest.useRealTimers();
    }
  });

  it('says "Failed to send message. Please try again later." when the store cannot take it', async () => {
    const user = userEvent.setup();
    renderContent(<ContactPage />, {
      answer: () => ({ status: 500, body: { error: 'Something went wrong on our side' } }),
    });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to send message. Please try again later.',
    );
    // What was typed stays, so the shopper can try again.
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Ada Lovelace');
    expect(screen.queryByText('Message sent successfully!')).not.toBeInTheDocument();
  });

  it('sets its title and canonical link, with Organization data and a contact point', () => {
    const store = getStoreConfig('default');
    renderContent(<ContactPage />);
    expect(document.title).toBe(`Contact Us | ${store.name}`);
    expect(canonicalHref()).toBe(`${store.website}/contact`);
    expect(pageJsonLd()).toMatchObject({
      '@type': 'Organization',
      contactPoint: [
        {
          contactType: 'customer support',
          email: store.contact.email,
          telephone: store.contact.phone,
        },
        { contactType: 'sales', email: salesEmailOf(store.contact) },
      ],
    });
  });
});
