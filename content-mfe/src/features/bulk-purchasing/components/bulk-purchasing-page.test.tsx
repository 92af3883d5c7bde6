import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getStoreConfig, salesEmailOf } from '@storefront/contract';
import { canonicalHref, renderContent, type FakeAnswer } from '../../../lib/testing/render-content';
import { BulkPurchasingPage } from './bulk-purchasing-page';

const received: FakeAnswer = {
  status: 201,
  body: {
    data: {
      id: 42,
      message:
        'Thank you! We have received your bulk purchasing request and will reply within 1-2 business days.',
    },
  },
};

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Company Name/), 'Lone Star Mechanical');
  await user.type(screen.getByLabelText(/^Contact Person/), 'Grace Hopper');
  await user.type(screen.getByLabelText(/^Email/), 'grace@lonestar.example');
  await user.type(screen.getByLabelText(/^Products and Quantities/), '40 condenser fan motors');
}

// Typing a whole form key by key takes seconds on a busy machine; jest's 5 s default is too tight.
jest.setTimeout(20_000);

describe('the bulk purchasing page', () => {
  it("shows the benefits, who is served and how to get started, with the store's sales address", () => {
    renderContent(<BulkPurchasingPage />, { storeId: 'default' });
    expect(screen.getByRole('heading', { name: 'Benefits of Buying in Bulk' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Who We Serve' })).toBeInTheDocument();
    expect(screen.getByText(/replies within 1-2 business days/)).toBeInTheDocument();
    const salesEmail = salesEmailOf(getStoreConfig('default').contact);
    expect(screen.getByRole('link', { name: salesEmail })).toHaveAttribute(
      'href',
      `mailto:${salesEmail}`,
    );
    expect(canonicalHref()).toBe(`${getStoreConfig('default').website}/bulk-purchasing`);
  });

  it("names the other store's own sales address and name", () => {
    renderContent(<BulkPurchasingPage />, { storeId: 'hvac' });
    expect(
      screen.getByRole('link', { name: salesEmailOf(getStoreConfig('hvac').contact) }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Comfort Air HVAC Supply offers volume pricing/)).toBeInTheDocument();
  });

  it('has every field of the SPEC form, and needs company, contact person, email and products', async () => {
    const user = userEvent.setup();
    const { sent } = renderContent(<BulkPurchasingPage />);
    for (const label of [
      /^Company Name/,
      /^Contact Person/,
      /^Email/,
      /^Phone/,
      /^Products and Quantities/,
      /^Delivery Address/,
      /^Delivery Timeline/,
      /^Additional Information/,
    ]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(screen.getByLabelText(/^Company Name/)).toHaveAccessibleDescription(
      'Company name is required',
    );
    expect(screen.getByLabelText(/^Contact Person/)).toHaveAccessibleDescription(
      'Contact person is required',
    );
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('Email is required');
    expect(screen.getByLabelText(/^Products and Quantities/)).toHaveAccessibleDescription(
      /Please list the products and quantities you need/,
    );
    expect(screen.getByLabelText(/^Phone/)).not.toHaveAttribute('aria-invalid');
    expect(screen.getAllByRole('alert')).toHaveLength(4);
    expect(sent).toHaveLength(0);
  });

  it('takes only a US phone number, sent in its one form', async () => {
    const user = userEvent.setup();
    const { sent } = renderContent(<BulkPurchasingPage />, { answer: () => received });
    await fillRequired(user);
    await user.type(screen.getByLabelText(/^Phone/), 'abc');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(screen.getByLabelText(/^Phone/)).toHaveAccessibleDescription(
      'Please enter a valid US phone number (e.g., 555-123-4567)',
    );
    expect(sent).toHaveLength(0);
    await user.clear(screen.getByLabelText(/^Phone/));
    await user.type(screen.getByLabelText(/^Phone/), '512.555.0100');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    await screen.findByText('Request received');
    expect(sent[0]).toMatchObject({ body: { phone: '(512) 555-0100' } });
  });

  it('sends the request and shows a clear confirmation with its number', async () => {
    const user = userEvent.setup();
    const { sent } = renderContent(<BulkPurchasingPage />, {
      storeId: 'parts',
      answer: () => received,
    });
    await fillRequired(user);
    await user.type(screen.getByLabelText(/^Delivery Timeline/), 'Within 3 weeks');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));

    const confirmation = (await screen.findByText('Request received')).closest('[role="status"]');
    expect(confirmation).toHaveTextContent(/will reply within 1-2 business days/);
    expect(confirmation).toHaveTextContent('Your request number is #42');
    expect(confirmation?.parentElement).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Submit Request' })).not.toBeInTheDocument();
    expect(sent[0]).toMatchObject({
      path: '/bulk-requests',
      method: 'POST',
      headers: { 'x-store-id': 'parts' },
      body: {
        companyName: 'Lone Star Mechanical',
        contactPerson: 'Grace Hopper',
        email: 'grace@lonestar.example',
        phone: '',
        products: '40 condenser fan motors',
        deliveryTimeline: 'Within 3 weeks',
      },
    });

    await user.click(screen.getByRole('button', { name: 'Send another request' }));
    expect(screen.getByLabelText(/^Company Name/)).toHaveValue('');
  });

  it("shows the store's refusal, or a general failure when the store cannot be reached", async () => {
    const user = userEvent.setup();
    const answers: FakeAnswer[] = [
      { status: 429, body: { error: 'Too many requests, please try again later.' } },
      { status: 503, body: { error: 'Unavailable' } },
    ];
    renderContent(<BulkPurchasingPage />, { answer: () => answers.shift()! });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests, please try again later.',
    );
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(
      await screen.findByText('Failed to send your request. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Company Name/)).toHaveValue('Lone Star Mechanical');
  });
});
