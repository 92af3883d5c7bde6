// Buy Again, the job list pages and the Add to Job List widget, with the store API faked and a
// stand-in cart answering the bus as cart-checkout's runtime does.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PricedLineRecord } from '@storefront/contract/records';
import type { StorefrontEventPayload } from '@storefront/contract/events';
import { emit } from '@storefront/platform';
import { on } from '@storefront/platform/testing';
import { makeCustomer } from '../../../lib/testing/fake-account-api';
import { renderAccount } from '../../../lib/testing/render-account';
import { AddToJobList } from './add-to-job-list';
import { BuyAgainButton } from './buy-again-button';
import { JobListPage } from './job-list-page';
import { JobListsPage } from './job-lists-page';

const location = () => screen.getByLabelText('Current location').textContent;

function line(overrides: Partial<PricedLineRecord> & { productId: number; name: string }) {
  return {
    sku: `SKU-${overrides.productId}`,
    image: `http://api.test/store-api/images/products/${overrides.productId}.svg`,
    quantity: 1,
    price: 10,
    discount: 0,
    unitPriceCents: 1000,
    lineTotalCents: 1000,
    unitsOnHand: 10,
    availability: 'in-stock' as const,
    ...overrides,
  };
}

const wrench = line({ productId: 1, name: 'Job wrench', quantity: 4, unitsOnHand: 5 });
const filter = line({ productId: 2, name: 'Job filter', quantity: 2 });
const blower = line({
  productId: 3,
  name: 'Job blower',
  unitsOnHand: 0,
  availability: 'out-of-stock',
  lineTotalCents: 1000,
});
const igniter = line({
  productId: 4,
  name: 'Job igniter',
  quantity: 3,
  availability: 'not-sold',
  lineTotalCents: 0,
});

type LinesRequest = StorefrontEventPayload<'cart:lines-add-requested'>;

/**
 * A stand-in for cart-checkout's runtime: announces itself, records each lines request and
 * answers it with `added` units per product (all asked for when not given).
 */
function standInCart(added: Record<number, { added: number; available: number }> = {}) {
  const requests: LinesRequest['lines'][] = [];
  emit('cart:changed', { count: 0, lines: [] });
  const stop = on('cart:lines-add-requested', ({ requestId, lines }) => {
    requests.push(lines);
    emit('cart:lines-add-settled', {
      requestId,
      lines: lines.map(({ product, quantity }) => ({
        productId: product.id,
        requested: quantity,
        ...(added[product.id] ?? { added: quantity, available: 99 }),
      })),
    });
  });
  return { requests, stop };
}

afterEach(() => delete window.__STOREFRONT_LAST_EVENTS__);

describe('Buy Again', () => {
  it("adds the order's lines at today's prices and lists what could not go in, with why", async () => {
    const cart = standInCart({ 1: { added: 3, available: 5 } });
    renderAccount(<BuyAgainButton orderId={12} orderLabel="HVAC-000012" />, {
      path: '/orders',
      signedInAs: makeCustomer(),
      routes: {
        'GET /auth/orders/12/buy-again': {
          status: 200,
          body: {
            data: {
              orderId: 12,
              storeOrderId: 'HVAC-000012',
              lines: [wrench, filter, blower, igniter],
            },
          },
        },
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Buy again: order HVAC-000012' }));

    const outcome = await screen.findByRole('alert');
    expect(outcome).toHaveTextContent('Added 5 items to your cart.');
    expect(within(outcome).getByRole('link', { name: 'Go to Cart' })).toHaveAttribute(
      'href',
      '/cart',
    );
    expect(
      within(outcome)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Job wrench: 3 of 4 added (5 in stock, counting what your cart already holds)',
      'Job blower: out of stock',
      'Job igniter: no longer sold',
    ]);
    // Only what the store sells and has in stock is asked of the cart, with today's price.
    expect(cart.requests).toEqual([
      [
        {
          product: {
            id: 1,
            name: 'Job wrench',
            title: 'Job wrench',
            price: 10,
            discount: 0,
            image: wrench.image,
            sku: 'SKU-1',
          },
          quantity: 4,
        },
        {
          product: {
            id: 2,
            name: 'Job filter',
            title: 'Job filter',
            price: 10,
            discount: 0,
            image: filter.image,
            sku: 'SKU-2',
          },
          quantity: 2,
        },
      ],
    ]);
    cart.stop();
  });

  it('says so when the order cannot be read', async () => {
    renderAccount(<BuyAgainButton orderId={12} orderLabel="HVAC-000012" />, {
      path: '/orders',
      signedInAs: makeCustomer(),
      routes: { 'GET /auth/orders/12/buy-again': { status: 500, body: { error: 'down' } } },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Buy again: order HVAC-000012' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "This order's items could not be loaded. Please try again.",
    );
  });
});

const smithJob = {
  id: 5,
  name: 'Smith job – furnace',
  lineCount: 3,
  updatedAt: '2026-11-20T10:00:00.000Z',
  lines: [wrench, filter, igniter],
  totalCents: 6000,
};

/** The customer's lists as GET /auth/job-lists answers them: the Smith job's summary. */
const SMITH_JOB_LISTED = {
  'GET /auth/job-lists': {
    status: 200,
    body: {
      data: [
        {
          id: smithJob.id,
          name: smithJob.name,
          lineCount: smithJob.lineCount,
          updatedAt: smithJob.updatedAt,
        },
      ],
    },
  },
};

/** Each request's lines the stand-in cart got, as [product id, units]. */
const unitsAsked = (cart: ReturnType<typeof standInCart>) =>
  cart.requests.map((lines) => lines.map(({ product, quantity }) => [product.id, quantity]));

describe('a job list page', () => {
  const openList = (routes = {}) =>
    renderAccount(<JobListPage />, {
      path: '/lists/:listId',
      url: '/lists/5',
      signedInAs: makeCustomer(),
      routes: { 'GET /auth/job-lists/5': { status: 200, body: { data: smithJob } }, ...routes },
    });

  it("shows the lines at today's prices and stock, and adds only the selected ones to the cart", async () => {
    const cart = standInCart();
    openList();
    expect(await screen.findByRole('heading', { name: 'Smith job – furnace' })).toBeInTheDocument();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Job wrench',
      'Job filter',
      'Job igniter',
    ]);
    expect(within(rows[2] as HTMLElement).getByText('No longer sold')).toBeInTheDocument();
    expect(screen.getByText('$60.00')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Job filter' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add Selected to Cart' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Added 2 items to your cart.');
    expect(unitsAsked(cart)).toEqual([[[2, 2]]]);

    await userEvent.click(screen.getByRole('button', { name: 'Add All to Cart' }));
    const outcome = await screen.findByRole('alert');
    expect(outcome).toHaveTextContent('Added 6 items to your cart.');
    expect(outcome).toHaveTextContent('Job igniter: no longer sold');
    cart.stop();
  });

  it('sends the units a quantity field shows, even before its save is answered', async () => {
    const cart = standInCart();
    const { api } = openList({
      // The save is taken; the list read again still says 4 (the answer not yet there).
      'PUT /auth/job-lists/5/lines/1': { status: 200, body: { data: smithJob } },
    });
    const quantity = await screen.findByLabelText('Quantity of Job wrench');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '5');
    await userEvent.click(screen.getByRole('button', { name: 'Add All to Cart' }));
    await screen.findByRole('alert');
    expect(api.bodiesOf('PUT /auth/job-lists/5/lines/1')).toEqual([{ quantity: 5 }]);
    expect(unitsAsked(cart)).toEqual([
      [
        [1, 5],
        [2, 2],
      ],
    ]);
    cart.stop();
  });

  it('renames the list and deletes it after asking, then goes back to the lists', async () => {
    const { api } = openList({
      'PUT /auth/job-lists/5': {
        status: 200,
        body: { data: { ...smithJob, name: 'Smith job – boiler' } },
      },
      'DELETE /auth/job-lists/5': { status: 200, body: { data: [] } },
    });
    const name = await screen.findByLabelText('List name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Smith job – boiler');
    await userEvent.click(screen.getByRole('button', { name: 'Save Name' }));
    await waitFor(() =>
      expect(api.bodiesOf('PUT /auth/job-lists/5')).toEqual([{ name: 'Smith job – boiler' }]),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Delete List' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, Delete This List' }));
    await waitFor(() => expect(location()).toBe('/lists'));
    expect(api.bodiesOf('DELETE /auth/job-lists/5')).toHaveLength(1);
  });

  it("says a list that is not the customer's is not found", async () => {
    renderAccount(<JobListPage />, {
      path: '/lists/:listId',
      url: '/lists/9',
      signedInAs: makeCustomer(),
      routes: { 'GET /auth/job-lists/9': { status: 404, body: { error: 'Job list not found' } } },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Job list not found');
  });
});

describe('the job lists page', () => {
  it('lists the job lists and starts a new one, opening it', async () => {
    const { api } = renderAccount(<JobListsPage />, {
      path: '/lists',
      signedInAs: makeCustomer(),
      routes: {
        ...SMITH_JOB_LISTED,
        'POST /auth/job-lists': {
          status: 201,
          body: {
            data: { ...smithJob, id: 6, name: 'Jones job', lineCount: 0, lines: [], totalCents: 0 },
          },
        },
      },
    });
    expect(await screen.findByRole('link', { name: 'Smith job – furnace' })).toHaveAttribute(
      'href',
      '/lists/5',
    );
    await userEvent.type(screen.getByLabelText('New list name'), '  Jones job ');
    await userEvent.click(screen.getByRole('button', { name: 'Create List' }));
    await waitFor(() => expect(location()).toBe('/lists/6'));
    expect(api.bodiesOf('POST /auth/job-lists')).toEqual([{ name: 'Jones job' }]);
  });
});

describe('Add to Job List', () => {
  it('shows nothing to a shopper who is not signed in', () => {
    renderAccount(<AddToJobList lines={[{ productId: 1, quantity: 1 }]} />, { path: '/product/1' });
    expect(screen.queryByRole('button', { name: 'Add to Job List' })).not.toBeInTheDocument();
  });

  it('adds the lines to a chosen list, or to a new one named there', async () => {
    const { api } = renderAccount(<AddToJobList lines={[{ productId: 1, quantity: 2 }]} />, {
      path: '/product/1',
      signedInAs: makeCustomer(),
      routes: {
        ...SMITH_JOB_LISTED,
        'POST /auth/job-lists': {
          status: 201,
          body: { data: { ...smithJob, id: 6, name: 'Jones job' } },
        },
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Add to Job List' }));
    const list = await screen.findByLabelText('Job list');
    await screen.findByRole('option', { name: 'Smith job – furnace' });
    await userEvent.selectOptions(list, 'New job list…');
    await userEvent.type(screen.getByLabelText('New list name'), 'Jones job');
    await userEvent.click(screen.getByRole('button', { name: 'Save to List' }));
    const saved = await screen.findByRole('status');
    expect(saved).toHaveTextContent('Added to Jones job.');
    expect(within(saved).getByRole('link', { name: 'View list' })).toHaveAttribute(
      'href',
      '/lists/6',
    );
    expect(api.bodiesOf('POST /auth/job-lists')).toEqual([
      { name: 'Jones job', lines: [{ productId: 1, quantity: 2 }] },
    ]);
  });
});
