// This remote's public doors (DESIGN §2): its exposes map, and the events it raises, each checked
// against the contract's schema in @storefront/contract.
import { waitFor } from '@testing-library/react';
import { createMemoryStorage, createStoreContext, emit, storeSwitched } from '@storefront/platform';
import {
  fakeFetch,
  makeProduct,
  parseEventPayload,
  type StorefrontEventName,
} from '@storefront/platform/testing';
import { AddToCart } from '../features/add-to-cart';
import { cartCleared } from '../features/cart-state';
import { withCartRuntime } from '../lib/testing/with-cart-runtime';
import * as runtime from './runtime';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the federation config is CommonJS
const federation = require('../../module-federation.config.cjs') as {
  exposes: Record<string, string>;
};

describe("cart-checkout's contract", () => {
  it('exposes exactly its routes, its runtime and the add-to-cart widget other pages show', () => {
    expect(Object.keys(federation.exposes).sort()).toEqual([
      './AddToCart',
      './routes',
      './runtime',
    ]);
    expect(federation.exposes['./AddToCart']).toBe(
      './src/features/add-to-cart/components/add-to-cart.tsx',
    );
    expect(typeof AddToCart).toBe('function');
    expect(federation.exposes['./runtime']).toBe('./src/app/runtime.ts');
    expect(typeof runtime.startRuntime).toBe('function');
  });

  it("raises only events that parse with the contract's schemas while the cart runs", async () => {
    const raised: { name: string; detail: unknown }[] = [];
    const dispatch = window.dispatchEvent.bind(window);
    const spy = jest.spyOn(window, 'dispatchEvent').mockImplementation((event) => {
      if (event.type.startsWith('storefront:')) {
        raised.push({
          name: event.type.slice('storefront:'.length),
          detail: (event as CustomEvent).detail,
        });
      }
      return dispatch(event);
    });
    const { fetch } = fakeFetch({ body: { sku: 'SKU-1', total_on_hand: 1 } });
    const storeContext = createStoreContext({
      storage: createMemoryStorage(),
      env: { apiBaseUrl: 'http://api.test' },
      storeId: 'default',
      fetch,
      syncAcrossTabs: false,
    });
    runtime.startRuntime(storeContext);
    withCartRuntime(storeContext); // the same runtime, stopped after the test
    const settled = () => raised.filter(({ name }) => name === 'cart:add-settled').length;
    const product = makeProduct({ id: 1 });
    emit('cart:add-requested', { requestId: 'first', product, quantity: 1 });
    await waitFor(() => expect(settled()).toBe(1));
    emit('cart:add-requested', { requestId: 'second', product, quantity: 1 });
    await waitFor(() => expect(settled()).toBe(2));
    emit('cart:lines-add-requested', { requestId: 'lines', lines: [{ product, quantity: 2 }] });
    await waitFor(() =>
      expect(raised.filter(({ name }) => name === 'cart:lines-add-settled')).toHaveLength(1),
    );
    storeContext.dispatch(storeSwitched('hvac'));
    storeContext.dispatch(storeSwitched('default'));
    storeContext.dispatch(cartCleared());
    spy.mockRestore();

    const names = new Set(raised.map(({ name }) => name));
    expect([...names].sort()).toEqual([
      'cart:add-requested',
      'cart:add-settled',
      'cart:changed',
      'cart:lines-add-requested',
      'cart:lines-add-settled',
      'store:switched',
      'toast',
    ]);
    for (const { name, detail } of raised) {
      expect({
        name,
        parsed: parseEventPayload(name as StorefrontEventName, detail) !== null,
      }).toEqual({
        name,
        parsed: true,
      });
    }
  });
});
