import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { StorefrontProviders, type StoreContext } from '@storefront/platform';
import { type Product } from '@storefront/contract';
import {
  fakeStoreApi,
  makeProduct,
  makeTestStoreContext,
  on,
  type FakeAnswer,
} from '@storefront/platform/testing';
import { itemAdded, selectCartItems } from '../../cart-state';
import { withCartRuntime } from '../../../lib/testing/with-cart-runtime';
import { AddToCart } from './add-to-cart';

const thermostat = makeProduct({
  id: 7,
  name: 'Smart Thermostat T6',
  title: 'Smart Thermostat T6',
  price: 200,
  discount: 25,
  sku: 'TH-T6',
  unitsOnHand: 25,
});

const INVENTORY = 'GET /products/inventories/TH-T6';

/** The widget as catalog's product page shows it, with the cart's runtime answering on the bus. */
function renderWidget(
  options: {
    product?: Product;
    onHand?: number;
    inventory?: FakeAnswer;
    variant?: 'page' | 'card';
    addOnMount?: boolean;
  } = {},
) {
  const { product = thermostat, onHand = 2 } = options;
  const api = fakeStoreApi({
    [INVENTORY]: options.inventory ?? {
      status: 200,
      body: { sku: 'TH-T6', total_on_hand: onHand },
    },
  });
  const storeContext = withCartRuntime(makeTestStoreContext({ fetch: api.fetch }));
  render(
    <StorefrontProviders storeContext={storeContext}>
      <MemoryRouter>
        <AddToCart product={product} variant={options.variant} addOnMount={options.addOnMount} />
      </MemoryRouter>
    </StorefrontProviders>,
  );
  const inventoryChecks = () => api.calls.filter((call) => call.route === INVENTORY).length;
  return { storeContext, inventoryChecks };
}

/** Units in the cart (the nav's count). */
const unitsInCart = (storeContext: StoreContext) =>
  selectCartItems(storeContext.getState()).reduce((sum, line) => sum + line.qty, 0);

describe('AddToCart', () => {
  it("adds the product after the stock check and says 'Added to cart'", async () => {
    const user = userEvent.setup();
    const { storeContext, inventoryChecks } = renderWidget();
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Added to cart')).toBeInTheDocument();
    expect(inventoryChecks()).toBe(1);
    expect(unitsInCart(storeContext)).toBe(1);
    expect(screen.getByRole('link', { name: 'Go to Cart' })).toHaveAttribute('href', '/cart');
  });

  it('keeps Add to Cart focusable while it adds, so focus stays on it, and ignores a second press', async () => {
    const { storeContext } = renderWidget();
    const add = screen.getByRole('button', { name: 'Add to Cart' });
    add.focus();
    fireEvent.click(add);
    // Under way: a disabled button would drop the focus to <body> (browsers do; jsdom does not).
    expect(add).toHaveAttribute('aria-disabled', 'true');
    expect(add).toBeEnabled();
    expect(add).toHaveFocus();
    fireEvent.click(add);
    expect(await screen.findByText('Added to cart')).toBeInTheDocument();
    expect(unitsInCart(storeContext)).toBe(1);
    expect(add).not.toHaveAttribute('aria-disabled');
    expect(add).toHaveFocus();
  });

  it('says when the cart holds all the stock and Add to Cart refuses more', async () => {
    const user = userEvent.setup();
    const { storeContext } = renderWidget();
    const add = screen.getByRole('button', { name: 'Add to Cart' });
    expect(screen.getByText('In stock')).toBeInTheDocument();
    await user.click(add);
    await waitFor(() => expect(unitsInCart(storeContext)).toBe(1));
    await waitFor(() => expect(add).not.toHaveAttribute('aria-disabled'));
    await user.click(add);
    await waitFor(() => expect(unitsInCart(storeContext)).toBe(2));
    expect(await screen.findByText('All 2 in stock are in your cart')).toBeInTheDocument();
    expect(screen.queryByText('In stock')).not.toBeInTheDocument();
    expect(add).toHaveAttribute('aria-disabled', 'true');
    expect(add).toHaveAccessibleDescription('All 2 in stock are in your cart');
    await user.click(add);
    expect(unitsInCart(storeContext)).toBe(2);
  });

  it("says 'Only 2 left' with 5 or fewer units on hand, and 'In stock' with more", () => {
    renderWidget({ product: { ...thermostat, unitsOnHand: 2 } });
    expect(screen.getByText('Only 2 left')).toBeInTheDocument();
    expect(screen.queryByText('In stock')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  });

  it('checks the stock on opening when the cart already holds the product', async () => {
    const { storeContext, inventoryChecks } = renderWidget({ onHand: 1 });
    act(() => {
      storeContext.dispatch(itemAdded(thermostat));
    });
    expect(await screen.findByText('The only one in stock is in your cart')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(inventoryChecks()).toBe(1);
  });

  it('refuses a quantity past the stock with the SKU message, shown once beside the button', async () => {
    const user = userEvent.setup();
    const { storeContext, inventoryChecks } = renderWidget({ onHand: 0 });
    const toasts: unknown[] = [];
    const stop = on('toast', (toast) => toasts.push(toast));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    stop();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sorry, only 0 items available for SKU: TH-T6',
    );
    expect(toasts).toEqual([]);
    // Refusing presses, and still holding the focus the press gave it.
    const soldOut = screen.getByRole('button', { name: 'Out of stock' });
    expect(soldOut).toHaveAttribute('aria-disabled', 'true');
    expect(soldOut).toHaveFocus();
    expect(unitsInCart(storeContext)).toBe(0);
    expect(inventoryChecks()).toBe(1);
  });

  it("shows a disabled 'Out of stock' button instead of Add to Cart for a sold-out product", () => {
    renderWidget({ product: { ...thermostat, inStock: false }, onHand: 0 });
    expect(screen.getByRole('button', { name: 'Out of stock' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
    expect(screen.queryByText('In stock')).not.toBeInTheDocument();
  });

  it('adds the units typed in Quantity as one line of that many (issue 40)', async () => {
    const user = userEvent.setup();
    const { storeContext, inventoryChecks } = renderWidget({ onHand: 5 });
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' });
    expect(quantity).toHaveValue(1);
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Added to cart')).toBeInTheDocument();
    expect(selectCartItems(storeContext.getState()).map(({ id, qty }) => ({ id, qty }))).toEqual([
      { id: 7, qty: 3 },
    ]);
    expect(inventoryChecks()).toBe(1);
  });

  it('offers up to the units on hand and refuses more with the SKU message, adding nothing', async () => {
    const user = userEvent.setup();
    const { storeContext } = renderWidget({
      product: { ...thermostat, unitsOnHand: 4 },
      onHand: 4,
    });
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' });
    expect(quantity).toHaveAttribute('max', '4');
    await user.clear(quantity);
    await user.type(quantity, '5');
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sorry, only 4 items available for SKU: TH-T6',
    );
    expect(unitsInCart(storeContext)).toBe(0);
  });

  it('refuses an empty or zero quantity without asking the cart', async () => {
    const user = userEvent.setup();
    const { storeContext, inventoryChecks } = renderWidget({ onHand: 5 });
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '0');
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please enter a quantity of 1 or more.',
    );
    expect(quantity).toHaveAttribute('aria-invalid', 'true');
    expect(unitsInCart(storeContext)).toBe(0);
    expect(inventoryChecks()).toBe(0);
  });

  it('on a product card: one Add to Cart named after the product adds one unit; a refusal is a toast', async () => {
    const user = userEvent.setup();
    const { storeContext } = renderWidget({ variant: 'card', onHand: 1 });
    expect(screen.queryByRole('spinbutton', { name: 'Quantity' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to Cart' })).not.toBeInTheDocument();
    const add = screen.getByRole('button', { name: 'Add to Cart: Smart Thermostat T6' });
    await user.click(add);
    await waitFor(() => expect(unitsInCart(storeContext)).toBe(1));
    const toasts: unknown[] = [];
    const stop = on('toast', (toast) => toasts.push(toast));
    await waitFor(() => expect(add).not.toHaveAttribute('aria-disabled'));
    await user.click(add);
    await waitFor(() =>
      expect(toasts).toEqual([
        { v: 1, type: 'error', message: 'Sorry, only 1 items available for SKU: TH-T6' },
      ]),
    );
    stop();
    expect(unitsInCart(storeContext)).toBe(1);
  });

  it("on a card, adds the unit at once when the card's stand-in button was pressed, and takes the focus", async () => {
    const { storeContext, inventoryChecks } = renderWidget({ variant: 'card', addOnMount: true });
    await waitFor(() => expect(unitsInCart(storeContext)).toBe(1));
    expect(inventoryChecks()).toBe(1);
    expect(screen.getByRole('button', { name: 'Add to Cart: Smart Thermostat T6' })).toHaveFocus();
  });

  it('says the inventory could not be verified when the check itself fails', async () => {
    const user = userEvent.setup();
    const { storeContext } = renderWidget({
      inventory: { status: 500, body: { error: 'inventory offline' } },
    });
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(
      await screen.findByText('Unable to verify inventory. Please try again later.'),
    ).toBeInTheDocument();
    expect(unitsInCart(storeContext)).toBe(0);
  });
});
