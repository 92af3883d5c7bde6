import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { RemoteWidgetSlot } from '@storefront/platform';
import { renderHost } from '../../testing/render-host';
import type { LoadRemoteModule } from './remote-modules';
import { RemoteArea } from './remote-area';

/** A catalogue page showing the cart's add-to-cart widget, the way catalog's product page does. */
const catalogRoutes: { default: RouteObject[] } = {
  default: [
    {
      path: '/product/:id',
      element: (
        <main>
          <h1>Smart Thermostat</h1>
          <RemoteWidgetSlot
            remote="cartCheckout"
            expose="./AddToCart"
            exportName="AddToCart"
            props={{ productName: 'Smart Thermostat' }}
            fallback={<p>Loading the cart…</p>}
          />
        </main>
      ),
    },
  ],
};

function AddToCart({ productName }: { productName: string }) {
  return <button type="button">{`Add ${productName} to Cart`}</button>;
}

function loaderWith(cartWidget: () => Promise<unknown>): LoadRemoteModule {
  return async <T,>(remote: string, expose: string) => {
    if (remote === 'catalog' && expose === './routes') return catalogRoutes as T;
    if (remote === 'cartCheckout' && expose === './AddToCart') return (await cartWidget()) as T;
    throw new Error(`not in this test: ${remote} ${expose}`);
  };
}

describe("another remote's widget on a remote's page", () => {
  it("renders the cart's widget with the props the page gave it", async () => {
    await renderHost(<RemoteArea remote="catalog" />, {
      path: '/product/7',
      loadRemoteModule: loaderWith(async () => ({ AddToCart })),
    });
    expect(
      await screen.findByRole('button', { name: 'Add Smart Thermostat to Cart' }),
    ).toBeInTheDocument();
  });

  it('keeps the page and shows its fallback when the widget cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    await renderHost(<RemoteArea remote="catalog" />, {
      path: '/product/7',
      loadRemoteModule: loaderWith(() => Promise.reject(new Error('cart remote down'))),
    });
    expect(await screen.findByText('Loading the cart…')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Smart Thermostat' })).toBeInTheDocument();
  });
});
