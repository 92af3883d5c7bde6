import { act, screen } from '@testing-library/react';
import { startHost } from './start-host';

// The federation runtime is not part of these tests: start-up must fail before reaching it.
jest.mock('../features/remotes/federation', () => ({
  startFederation: jest.fn(),
  loadFederatedModule: jest.fn(),
}));

async function start() {
  const container = document.createElement('div');
  document.body.append(container);
  await act(() => startHost(container));
}

describe('start-up with a store that cannot be resolved', () => {
  afterEach(() => {
    delete window.__STOREFRONT_ENV__;
    document.body.innerHTML = '';
  });

  it('shows an error page naming an unknown STORE_ID instead of a blank page', async () => {
    window.__STOREFRONT_ENV__ = { storeId: 'marine' };
    await start();
    expect(
      screen.getByRole('heading', { name: 'This store cannot be opened' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Unknown store id "marine"');
  });

  it('shows an error page naming an unknown host name', async () => {
    window.__STOREFRONT_ENV__ = { storeHosts: { localhost: 'nowhere' } };
    await start();
    expect(screen.getByRole('alert')).toHaveTextContent('"localhost"');
  });
});
