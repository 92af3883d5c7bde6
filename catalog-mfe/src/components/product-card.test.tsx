import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteWidgetRendererProvider, type RemoteWidgetRequest } from '@storefront/platform';
import { makeProduct } from '../lib/testing/catalog-fixtures';
import { renderCatalog } from '../lib/testing/render-catalog';
import { ProductCard } from './product-card';

/**
 * The link's text a sighted shopper sees: without the screen-reader-only pieces (the styled
 * visually-hidden spans, told apart here by the absolute position jsdom computes for them).
 */
function visibleText(element: HTMLElement): string {
  const copy = element.cloneNode(true) as HTMLElement;
  const original = [...element.querySelectorAll('span')];
  [...copy.querySelectorAll('span')].forEach((span, index) => {
    const source = original[index];
    if (source && getComputedStyle(source).position === 'absolute') span.remove();
  });
  return copy.textContent ?? '';
}

describe('ProductCard', () => {
  /** The card inside a host that renders the cart's widget as a button; the widgets asked for. */
  function renderCardInHost(
    product = makeProduct({ id: 3, name: 'Dual Run Capacitor', sku: 'CAP-455' }),
  ) {
    const widgets: RemoteWidgetRequest[] = [];
    const renderWidget = (request: RemoteWidgetRequest) => {
      widgets.push(request);
      return <button type="button">The cart's Add to Cart</button>;
    };
    renderCatalog(
      <RemoteWidgetRendererProvider render={renderWidget}>
        <ProductCard product={product} />
      </RemoteWidgetRendererProvider>,
    );
    return widgets;
  }

  it("shows its own Add to Cart, asking for the cart's widget when a mouse comes over it (issue 40)", async () => {
    const widgets = renderCardInHost();
    // A listing loads nothing of the cart for a visitor who does not reach for it.
    expect(widgets).toEqual([]);
    await userEvent.hover(screen.getByRole('button', { name: 'Add to Cart: Dual Run Capacitor' }));
    expect(screen.getByRole('button', { name: "The cart's Add to Cart" })).toBeVisible();
    expect(widgets.at(-1)).toMatchObject({
      remote: 'cartCheckout',
      expose: './AddToCart',
      exportName: 'AddToCart',
      props: {
        variant: 'card',
        addOnMount: false,
        product: expect.objectContaining({ id: 3, sku: 'CAP-455' }),
      },
    });
  });

  it('hands a tap or key press on its own button to the widget, which adds at once', () => {
    const widgets = renderCardInHost();
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart: Dual Run Capacitor' }));
    expect(widgets.at(-1)?.props).toMatchObject({ variant: 'card', addOnMount: true });
  });

  it('hands over a press from its start, so a widget arriving before the release cannot lose it', () => {
    const widgets = renderCardInHost();
    // A mouse's press, not released (jsdom has no PointerEvent: a MouseEvent of that type).
    fireEvent(
      screen.getByRole('button', { name: 'Add to Cart: Dual Run Capacitor' }),
      new MouseEvent('pointerdown', { bubbles: true, button: 0 }),
    );
    expect(widgets.at(-1)?.props).toMatchObject({ variant: 'card', addOnMount: true });
  });

  it('keeps the room of Add to Cart empty on a sold-out card, without the widget', () => {
    const widgets = renderCardInHost(makeProduct({ id: 4, name: 'Blower Motor', inStock: false }));
    const card = screen.getByRole('article', { name: 'Blower Motor' });
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
    expect(widgets).toEqual([]);
  });

  it('cuts titles over 30 characters with an ellipsis and names the link and card by the full title', () => {
    const title = 'Universal Condenser Fan Motor 1/4 HP 1075 RPM';
    renderCatalog(
      <ProductCard product={makeProduct({ id: 1, name: title, brand: 'Frostline' })} />,
    );
    const link = within(screen.getByRole('article', { name: title })).getByRole('link');
    expect(link).toHaveAccessibleName(title);
    expect(visibleText(link)).toBe('Universal Condenser Fan Motor ...');
    expect(link).toHaveAttribute('title', title);
    expect(link).toHaveAttribute('href', '/product/1');
  });

  it('keeps titles of 30 characters or fewer whole', () => {
    renderCatalog(
      <ProductCard product={makeProduct({ id: 2, name: 'Dual Run Capacitor 45/5 MFD' })} />,
    );
    expect(screen.getByRole('link', { name: 'Dual Run Capacitor 45/5 MFD' })).toHaveTextContent(
      /^Dual Run Capacitor 45\/5 MFD$/,
    );
  });

  it('shows the brand on its own line and cuts the rest of the name, not the brand', () => {
    const name = 'Atlas Hand Tools Elite Socket Set 1/2 in Drive 40 Piece';
    renderCatalog(
      <ProductCard product={makeProduct({ id: 5, name, brand: 'Atlas Hand Tools' })} />,
    );
    const card = screen.getByRole('article', { name });
    expect(within(card).getByText('Atlas Hand Tools', { selector: 'p' })).toBeInTheDocument();
    const link = within(card).getByRole('link');
    expect(visibleText(link)).toBe('Elite Socket Set 1/2 in Drive ...');
    expect(link).toHaveAccessibleName(name);
    expect(link).toHaveAttribute('title', name);
  });

  it('keeps a name that only starts with the letters of the brand', () => {
    renderCatalog(
      <ProductCard product={makeProduct({ id: 6, name: 'Acmeline Pump', brand: 'Acme' })} />,
    );
    expect(screen.getByRole('link', { name: 'Acmeline Pump' })).toHaveTextContent(
      /^Acmeline Pump$/,
    );
  });

  it('says when a product is out of stock', () => {
    renderCatalog(
      <>
        <ProductCard product={makeProduct({ id: 7, name: 'Sold out', inStock: false })} />
        <ProductCard product={makeProduct({ id: 8, name: 'Available', inStock: true })} />
      </>,
    );
    const soldOut = screen.getByRole('article', { name: 'Sold out' });
    expect(within(soldOut).getByText('Out of stock')).toBeInTheDocument();
    const available = screen.getByRole('article', { name: 'Available' });
    expect(within(available).queryByText('Out of stock')).not.toBeInTheDocument();
  });

  it("says 'Only 2 left' on a card with 5 or fewer units on hand", () => {
    renderCatalog(
      <>
        <ProductCard product={makeProduct({ id: 9, name: 'Last few', unitsOnHand: 2 })} />
        <ProductCard product={makeProduct({ id: 10, name: 'Plenty', unitsOnHand: 6 })} />
      </>,
    );
    const lastFew = screen.getByRole('article', { name: 'Last few' });
    expect(within(lastFew).getByText('Only 2 left')).toBeInTheDocument();
    const plenty = screen.getByRole('article', { name: 'Plenty' });
    expect(within(plenty).queryByText(/left$/)).not.toBeInTheDocument();
  });

  it('names the number a search found the product by, an old number as replaced', () => {
    renderCatalog(
      <>
        <ProductCard
          product={makeProduct({
            id: 11,
            name: 'By its number',
            matchedNumber: { number: 'TH-269269-32', kind: 'manufacturer' },
          })}
        />
        <ProductCard
          product={makeProduct({
            id: 12,
            name: 'By an old number',
            matchedNumber: { number: 'TR118898', kind: 'superseded' },
          })}
        />
        <ProductCard product={makeProduct({ id: 13, name: 'By its name' })} />
      </>,
    );
    const byNumber = screen.getByRole('article', { name: 'By its number' });
    expect(within(byNumber).getByText('part no. TH-269269-32')).toBeInTheDocument();
    const byOldNumber = screen.getByRole('article', { name: 'By an old number' });
    expect(within(byOldNumber).getByText('Replaces old number TR118898')).toBeInTheDocument();
    const byName = screen.getByRole('article', { name: 'By its name' });
    expect(within(byName).queryByText(/part no\.|Replaces/)).not.toBeInTheDocument();
  });

  it('shows the discounted price price × (1 − discount/100) next to the original', () => {
    renderCatalog(<ProductCard product={makeProduct({ id: 3, price: 79.99, discount: 15 })} />);
    expect(screen.getByLabelText('Discounted price')).toHaveTextContent('$67.99');
    expect(screen.getByLabelText('Original price')).toHaveTextContent('$79.99');
  });

  it('reserves the image box with width and height, loading lazily below the fold', () => {
    const { container } = renderCatalog(<ProductCard product={makeProduct({ id: 4 })} />);
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');
    expect(image).toHaveAttribute('loading', 'lazy');
  });
});
