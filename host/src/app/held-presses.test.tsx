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

  it('does nothing on a page the server did not render', () => {
    expect(() => replayHeldPresses()).not.toThrow();
  });
});
