// Catalog's side of the contract: the modules the host loads, its runtime, and the events it sends
// on the bus, checked against the contract's schemas as another team's code would see them.
import { waitFor } from '@testing-library/react';
import { RUNTIME_EXPOSE } from '@storefront/platform';
import { captureBusEvents, parseEventPayload } from '@storefront/platform/testing';
import { ProductListPage } from '../features/products/components/product-list-page';
import { createFakeSampleApi, sampleItem } from '../lib/testing/fake-sample-api';
import { renderCatalog } from '../lib/testing/render-catalog';
import * as runtime from './runtime';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const federation = require('../../module-federation.config.cjs') as {
  exposes: Record<string, string>;
};

describe("catalog's contract", () => {
  it('exposes the routes, the two widgets and the runtime the host loads, nothing else', () => {
    expect(Object.keys(federation.exposes)).toEqual([
      './routes',
      './SearchBox',
      './FeaturedProducts',
      RUNTIME_EXPOSE,
    ]);
    expect(RUNTIME_EXPOSE).toBe('./runtime');
    expect(typeof runtime.startRuntime).toBe('function');
  });

  it("tells the page through a toast that parses with the contract's schema when products fail to load", async () => {
    const bus = captureBusEvents(['toast']);
    renderCatalog(<ProductListPage />, {
      path: '/products',
      sampleApi: createFakeSampleApi([sampleItem({ id: 1 })], { down: true }),
    });
    await waitFor(() => expect(bus.events).not.toHaveLength(0));
    bus.stop();
    expect(bus.events.map(({ detail }) => parseEventPayload('toast', detail))).toEqual([
      { v: 1, type: 'error', message: 'Failed to load products' },
    ]);
  });
});
