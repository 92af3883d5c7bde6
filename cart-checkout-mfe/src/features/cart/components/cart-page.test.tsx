import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import {
  StorefrontProviders,
  createMemoryStorage,
  createStoreContext,
  selectSessionStatus,
} from '@storefront/platform';
import { SAVED_CART_ATTRIBUTE, STORAGE_KEYS, type CartItem } from '@storefront/contract';
import { type RuntimeEnv } from '@storefront/contract/runtime-env';
import { makeProduct } from '@storefront/platform/testing';
import { selectActiveStep } from '../../checkout';
import { withCartRuntime } from '../../../lib/testing/with-cart-runtime';
import { itemAdded, startCartRuntime } from '../../cart-state';
import { CartPage } from './cart-page';

interface ServerProduct {
  price: number;
  discount?: number;
  stock: number;
  available?: boolean;
}

const json = (status: number, body: unknown) =>
  ({
    ok: status < 400,
    status,
    headers: new Headers(),
    text: async () => JSON.stringify(body),
  }) as unknown as Response;

/** A store API that prices cart lines from `catalog` (as the real one prices from the database). */
function fakeApi(catalog: Record<number, ServerProduct>, { failCart = false } = {}) {
  return jest.fn(async (url: string, init: RequestInit = {}) => {
    const path = new URL(url).pathname.replace('/store-api', '');
    const inventory = path.match(/^\/products\/inventories\/SKU-(\d+)$/);
    if (inventory) return json(200, { total_on_hand: catalog[Number(inventory[1])]?.stock ?? 0 });
    if (path.startsWith('/cart/guest/')) {
      if (failCart) return json(400, { error: 'Bad cart' });
      const { items } = JSON.parse(String(init.body)) as {
        items: { productId: number; quantity: number }[];
      };
      const lines = items.flatMap(({ productId, quantity }) => {
        const product = catalog[productId];
        if (!product) return [];
        const unit = Math.round(product.price * (100 - (product.discount ?? 0))) / 100;
        const available = product.available ?? true;
        const qty = Math.min(quantity, product.stock);
        return [
          {
            id: productId,
            productId,
            name: `Product ${productId}`,
            title: `Product ${productId}`,
            sku: `SKU-${productId}`,
            image: 'p.svg',
            price: product.price,
            discount: product.discount ?? 0,
            unit_price: unit,
            quantity: qty,
            qty,
            line_total: available ? unit * qty : 0,
            available_stock: product.stock,
            shipping_class: 'parcel',
            weight_lb: 2,
            available,
          },
        ];
      });
      const subtotal = lines.reduce((sum, line) => sum + line.line_total, 0);
      const shipping = subtotal >= 100 || subtotal === 0 ? 0 : 5;
      return json(200, {
        items: lines,
        subtotal,
        shipping_charge: shipping,
        freight_charge: 0,
        total: subtotal + shipping,
      });
    }
    return json(404, { error: 'Not found' });
  });
}

function renderCart(
  lines: CartItem[],
  catalog: Record<number, ServerProduct>,
  options = {},
  env: RuntimeEnv = { apiBaseUrl: 'http://api.test' },
) {
  const storeContext = withCartRuntime(
    createStoreContext({
      storage: createMemoryStorage(),
      env,
      storeId: 'default',
      fetch: fakeApi(catalog, options),
      syncAcrossTabs: false,
      syncWithServer: true,
    }),
  );
  for (const line of lines) {
    for (let unit = 0; unit < line.qty; unit += 1) storeContext.dispatch(itemAdded(line));
  }
  render(
    <StorefrontProviders storeContext={storeContext}>
      <MemoryRouter initialEntries={['/cart']}>
        <Routes>
          <Route path="/cart" element={<CartPage />} />
          <Route path="/checkout/customer" element={<h1>Customer step</h1>} />
          <Route path="*" element={null} />
        </Routes>
      </MemoryRouter>
    </StorefrontProviders>,
  );
  return storeContext;
}

const line = (id: number, qty: number, overrides: Partial<CartItem> = {}): CartItem => ({
  ...makeProduct({ id, price: 20 }),
  qty,
  ...overrides,
});

/**
 * The cart page as the server's first HTML has it: no cart runtime yet, so the saved cart in
 * `saved` storage is not read until the test starts one.
 */
function renderBeforeCartRead(saved: Record<string, string> = {}) {
  const storeContext = createStoreContext({
    storage: createMemoryStorage(saved),
    env: { apiBaseUrl: 'http://api.test', catalogSource: 'mock' },
    storeId: 'default',
    syncAcrossTabs: false,
  });
  render(
    <StorefrontProviders storeContext={storeContext}>
      <MemoryRouter initialEntries={['/cart']}>
        <CartPage />
      </MemoryRouter>
    </StorefrontProviders>,
  );
  return storeContext;
}

describe('cart page', () => {
  afterEach(() => document.documentElement.removeAttribute(SAVED_CART_ATTRIBUTE));

  it('shows an empty cart with a link to the products and, signed out, to the login', () => {
    renderCart([], {});
    expect(screen.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeInTheDocument();
    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute(
      'href',
      '/product',
    );
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it("shows the cart's frame, not 'empty', until the browser has read the saved cart, then its lines", async () => {
    // As the server renders it and the browser hydrates it: the cart's runtime has not started,
    // and the page's inline script has marked the saved cart.
    document.documentElement.setAttribute(SAVED_CART_ATTRIBUTE, '');
    const storeContext = renderBeforeCartRead({
      [STORAGE_KEYS.cart]: JSON.stringify([line(1, 2, { title: 'Saved Filter' })]),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Order summary' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Proceed to Checkout' })).toBeDisabled();
    expect(screen.getByText('Your cart is empty.')).not.toBeVisible();

    const stop = startCartRuntime(storeContext);
    try {
      expect(await screen.findByRole('link', { name: 'Saved Filter' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Proceed to Checkout' })).toBeEnabled();
    } finally {
      stop();
    }
  });

  it('shows the empty cart before the saved cart is read when the page found none saved', () => {
    renderBeforeCartRead();
    expect(screen.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
    expect(screen.getByText('Your cart is empty.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Proceed to Checkout' })).not.toBeInTheDocument();
  });

  it("titles the browser tab 'Shopping Cart' with the store's name, empty or not", async () => {
    renderCart([], {});
    await waitFor(() => expect(document.title).toBe('Shopping Cart | Summit Parts & Tools'));
    document.title = '';
    cleanup();
    renderCart([line(1, 1)], { 1: { price: 20, stock: 5 } });
    await waitFor(() => expect(document.title).toBe('Shopping Cart | Summit Parts & Tools'));
  });

  it('lists each line with its link, SKU, discounted unit price and line total, and the totals', async () => {
    renderCart([line(1, 2, { discount: 10 })], { 1: { price: 20, discount: 10, stock: 5 } });
    const row = screen.getByRole('listitem', { name: 'Product 1' });
    expect(within(row).getByRole('link', { name: 'Product 1' })).toHaveAttribute(
      'href',
      '/product/1',
    );
    expect(within(row).getByText('SKU: SKU-1')).toBeInTheDocument();
    expect(within(row).getByText(/\$18\.00 each/)).toBeInTheDocument();
    expect(within(row).getByText('$36.00')).toBeInTheDocument();
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    await waitFor(() => expect(summary).toHaveAttribute('aria-busy', 'false'));
    expect(within(summary).getByText('$5.00')).toBeInTheDocument();
    expect(within(summary).getByText('$41.00')).toBeInTheDocument();
    expect(screen.getByText('Add $64.00 more for free shipping')).toBeInTheDocument();
  });

  it('in mock mode totals the lines in the browser, with nothing left pending', async () => {
    renderCart(
      [line(1, 2)],
      {},
      {},
      {
        apiBaseUrl: 'http://api.test',
        catalogSource: 'mock',
        mockApiUrl: 'http://sample-api.test',
      },
    );
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(summary).toHaveAttribute('aria-busy', 'false');
    expect(within(summary).getByText('$45.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Proceed to Checkout' })).toBeEnabled();
  });

  it('ships free and drops the nudge from a subtotal of 100', async () => {
    renderCart([line(1, 5)], { 1: { price: 20, stock: 9 } });
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    await waitFor(() => expect(within(summary).getByText('Free')).toBeInTheDocument());
    expect(screen.queryByText(/more for free shipping/)).not.toBeInTheDocument();
  });

  it("refuses + beyond the stock with SPEC's SKU message", async () => {
    renderCart([line(1, 2)], { 1: { price: 20, stock: 2 } });
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity of Product 1' }));
    expect(
      await screen.findByText('Sorry, only 2 items available for SKU: SKU-1'),
    ).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Quantity of Product 1' })).toHaveTextContent('2');
  });

  it('deletes a line when − is pressed at quantity 1, and Remove deletes a whole line', async () => {
    renderCart([line(1, 1), line(2, 3)], {
      1: { price: 20, stock: 5 },
      2: { price: 20, stock: 5 },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity of Product 1' }));
    expect(screen.queryByRole('listitem', { name: 'Product 1' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Product 2' }));
    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
  });

  it("shows the server's new price and says it changed", async () => {
    renderCart([line(1, 1, { price: 20 })], { 1: { price: 25, stock: 5 } });
    expect(
      await screen.findByText('Price changed since you added it: was $20.00, now $25.00'),
    ).toBeInTheDocument();
    expect(screen.getByText(/\$25\.00 each/)).toBeInTheDocument();
  });

  it('flags a product no longer sold and blocks checkout until it is removed', async () => {
    renderCart([line(1, 1), line(2, 1)], {
      1: { price: 20, stock: 5 },
      2: { price: 20, stock: 5, available: false },
    });
    expect(await screen.findByText('This product is no longer available')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Proceed to Checkout' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Product 2' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Proceed to Checkout' })).toBeEnabled(),
    );
  });

  it("says 'Unable to calculate totals' when the server cannot price the cart", async () => {
    renderCart([line(1, 1)], { 1: { price: 20, stock: 5 } }, { failCart: true });
    expect(await screen.findByText('Unable to calculate totals')).toBeInTheDocument();
  });

  it('checks stock, enters guest mode, sets step 1 and goes to /checkout/customer', async () => {
    const storeContext = renderCart([line(1, 2)], { 1: { price: 20, stock: 5 } });
    const proceed = screen.getByRole('button', { name: 'Proceed to Checkout' });
    await waitFor(() => expect(proceed).toBeEnabled());
    await userEvent.click(proceed);
    expect(await screen.findByRole('heading', { name: 'Customer step' })).toBeInTheDocument();
    expect(selectSessionStatus(storeContext.getState())).toBe('guest');
    expect(selectActiveStep(storeContext.getState())).toBe(1);
  });

  it('stays on the cart with the SKU message when a line is beyond the stock at checkout', async () => {
    // The cart priced 3 units earlier; the stock dropped to 1 since.
    const catalog = { 1: { price: 20, stock: 3 } };
    renderCart([line(1, 3)], catalog);
    const proceed = screen.getByRole('button', { name: 'Proceed to Checkout' });
    await waitFor(() => expect(proceed).toBeEnabled());
    catalog[1].stock = 1;
    await userEvent.click(proceed);
    expect(
      await screen.findByText('Sorry, only 1 items available for SKU: SKU-1'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Customer step' })).not.toBeInTheDocument();
  });
});
