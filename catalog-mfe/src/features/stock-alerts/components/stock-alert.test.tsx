import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  fakeStoreApi,
  makeCustomer,
  makeTestStoreContext,
  renderInShop,
  signInAsAccountDoes,
  type FakeRoute,
} from '@storefront/platform/testing';
import { StockAlert } from './stock-alert';
import { StockAlertConfirmPage, StockAlertUnsubscribePage } from './stock-alert-link-page';

const GUEST_ANSWER = {
  status: 202,
  body: {
    data: {
      status: 'confirmation-sent',
      message:
        'Almost done: confirm your alert with the link we e-mail to sam@example.com. It works for 48 hours.',
    },
  },
};

function renderAlert(
  product: { id: number; inStock: boolean },
  answers: Record<string, FakeRoute> = {},
) {
  const api = fakeStoreApi({ 'POST /stock-alerts': GUEST_ANSWER, ...answers });
  const storeContext = makeTestStoreContext({ fetch: api.fetch });
  renderInShop(<StockAlert product={product} />, { storeContext });
  return { api, storeContext };
}

describe('StockAlert', () => {
  it('shows nothing for a product in stock', () => {
    renderAlert({ id: 12, inStock: true });
    expect(screen.queryByRole('button', { name: "E-mail me when it's back" })).toBeNull();
  });

  it('asks a guest for an address and tells them to confirm it with the e-mailed link', async () => {
    const user = userEvent.setup();
    const { api } = renderAlert({ id: 12, inStock: false });
    await user.type(screen.getByLabelText('Your e-mail'), 'sam@example.com');
    await user.click(screen.getByRole('button', { name: "E-mail me when it's back" }));
    expect(
      await screen.findByText(
        'Almost done: confirm your alert with the link we e-mail to sam@example.com. It works for 48 hours.',
      ),
    ).toBeInTheDocument();
    expect(api.bodiesOf('POST /stock-alerts')).toEqual([
      { productId: 12, email: 'sam@example.com' },
    ]);
  });

  it('subscribes a signed-in customer with one click, without asking for an address', async () => {
    const user = userEvent.setup();
    const { api, storeContext } = renderAlert(
      { id: 12, inStock: false },
      {
        'POST /stock-alerts': {
          status: 200,
          body: {
            data: {
              status: 'subscribed',
              message: "We will e-mail ada@example.com when it's back in stock.",
            },
          },
        },
      },
    );
    await act(() =>
      storeContext.dispatch(
        signInAsAccountDoes({
          token: 't0k',
          expiresAt: '2030-01-01T00:00:00.000Z',
          customer: makeCustomer(),
        }),
      ),
    );
    expect(await screen.findByRole('button', { name: "E-mail me when it's back" })).toBeEnabled();
    expect(screen.queryByLabelText('Your e-mail')).toBeNull();
    await user.click(screen.getByRole('button', { name: "E-mail me when it's back" }));
    expect(
      await screen.findByText("We will e-mail ada@example.com when it's back in stock."),
    ).toBeInTheDocument();
    expect(api.bodiesOf('POST /stock-alerts')).toEqual([{ productId: 12 }]);
    expect(api.calls[0]?.headers).toMatchObject({ Authorization: 'Bearer t0k' });
  });

  it("shows the API's refusal, e.g. too many requests for the address", async () => {
    const user = userEvent.setup();
    renderAlert(
      { id: 12, inStock: false },
      {
        'POST /stock-alerts': {
          status: 429,
          body: { error: 'Too many alert requests for this e-mail. Please try again later.' },
        },
      },
    );
    await user.type(screen.getByLabelText('Your e-mail'), 'sam@example.com');
    await user.click(screen.getByRole('button', { name: "E-mail me when it's back" }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many alert requests for this e-mail. Please try again later.',
    );
  });
});

describe('the alert links’ landing pages', () => {
  const linkAnswer = (message: string) => ({
    status: 200,
    body: { data: { message, productId: 12, productName: 'Blower Motor', inStock: false } },
  });

  it('confirms the alert of the link’s token once and links to the product', async () => {
    const api = fakeStoreApi({
      'POST /stock-alerts/confirm': linkAnswer(
        "Your alert is on: we will e-mail you when it's back in stock.",
      ),
    });
    renderInShop(<StockAlertConfirmPage />, {
      storeContext: makeTestStoreContext({ fetch: api.fetch }),
      url: '/stock-alerts/confirm?token=abc123',
    });
    expect(
      await screen.findByText("Your alert is on: we will e-mail you when it's back in stock."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Blower Motor' })).toHaveAttribute(
      'href',
      '/product/12',
    );
    expect(api.bodiesOf('POST /stock-alerts/confirm')).toEqual([{ token: 'abc123' }]);
  });

  it('unsubscribes with the link’s token, without signing in', async () => {
    const api = fakeStoreApi({
      'POST /stock-alerts/unsubscribe': linkAnswer(
        'You are unsubscribed: we will not e-mail you about this product again.',
      ),
    });
    renderInShop(<StockAlertUnsubscribePage />, {
      storeContext: makeTestStoreContext({ fetch: api.fetch }),
      url: '/stock-alerts/unsubscribe?token=xyz789',
    });
    expect(
      await screen.findByText(
        'You are unsubscribed: we will not e-mail you about this product again.',
      ),
    ).toBeInTheDocument();
    expect(api.bodiesOf('POST /stock-alerts/unsubscribe')).toEqual([{ token: 'xyz789' }]);
  });

  it('says a link without a token is not valid, asking the API nothing', () => {
    const api = fakeStoreApi({});
    renderInShop(<StockAlertUnsubscribePage />, {
      storeContext: makeTestStoreContext({ fetch: api.fetch }),
      url: '/stock-alerts/unsubscribe',
    });
    expect(screen.getByRole('alert')).toHaveTextContent('This unsubscribe link is not valid.');
    expect(api.calls).toEqual([]);
  });
});
