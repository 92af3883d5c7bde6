import { act, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { StorefrontProviders, selectStoreId } from '@storefront/platform';
import { StoreSelector } from '../features/navigation/store-selector';
import { CurrentLocation, currentLocation } from '@storefront/platform/testing';
import { makeHostStoreContext } from '../testing/render-host';
import { replayHeldPresses } from './held-presses';

describe('replayHeldPresses', () => {
  afterEach(() => {
    document.body.replaceChildren();
    delete window.__STOREFRONT_HELD_PRESSES__;
  });

  function button(label: string, onPress: (label: string) => void): HTMLButtonElement {
    const element = document.createElement('button');
    element.textContent = label;
    element.addEventListener('click', () => onPress(label));
    document.body.append(element);
    return element;
  }

  it('presses each held button once, and not one the page no longer shows or disables', () => {
    const pressed: string[] = [];
    const add = button('Add to Cart', (label) => pressed.push(label));
    const zoom = button('Zoom', (label) => pressed.push(label));
    const gone = button('Gone', (label) => pressed.push(label));
    const disabled = button('Sold out', (label) => pressed.push(label));
    gone.remove();
    disabled.disabled = true;
    const stopHolding = jest.fn(() => [add, zoom, add, gone, disabled]);
    window.__STOREFRONT_HELD_PRESSES__ = stopHolding;

    replayHeldPresses();

    expect(stopHolding).toHaveBeenCalledTimes(1);
    expect(pressed).toEqual(['Add to Cart', 'Zoom']);
    // Taken once: a second call (a page that renders again) presses nothing more.
    replayHeldPresses();
    expect(pressed).toEqual(['Add to Cart', 'Zoom']);
  });

  it("switches to the store chosen in the nav's selector before the page hydrated", async () => {
    const storeContext = makeHostStoreContext();
    const page = (
      <StorefrontProviders storeContext={storeContext}>
        <MemoryRouter initialEntries={['/product/12']}>
          <StoreSelector />
          <CurrentLocation />
        </MemoryRouter>
      </StorefrontProviders>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    // The shopper picks the HVAC store before the page's code has run: the select shows it, and
    // the page's holding script notes the select.
    const select = within(container).getByRole<HTMLSelectElement>('combobox', { name: 'Store' });
    select.value = 'hvac';
    window.__STOREFRONT_HELD_PRESSES__ = () => [select];

    const root = await act(async () => hydrateRoot(container, page));
    // Hydrating alone leaves the page on the store the server rendered, whatever the select shows.
    expect(selectStoreId(storeContext.getState())).toBe('default');

    act(() => replayHeldPresses());
    expect(selectStoreId(storeContext.getState())).toBe('hvac');
    expect(currentLocation()).toBe('/');
    expect(select).toHaveValue('hvac');
    act(() => root.unmount());
  });

  it('leaves alone a select the page disables once it has hydrated', () => {
    const select = document.createElement('select');
    select.disabled = true;
    const changes = jest.fn();
    select.addEventListener('change', changes);
    document.body.append(select);
    window.__STOREFRONT_HELD_PRESSES__ = () => [select];
    replayHeldPresses();
    expect(changes).not.toHaveBeenCalled();
  });

  it('does nothing on a page the server did not render', () => {
    expect(() => replayHeldPresses()).not.toThrow();
  });
});
