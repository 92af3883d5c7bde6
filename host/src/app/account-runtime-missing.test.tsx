import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { STORAGE_KEYS } from '@storefront/contract';
import { createMemoryStorage, createStoreContext, selectSessionStatus } from '@storefront/platform';
import { currentLocation } from '@storefront/platform/testing';
import { renderHost } from '../testing/render-host';
import { RouteGuard } from '../features/routing/route-guard';
import { startRemoteRuntimes } from '../features/remotes/remote-runtimes';
import type { LoadRemoteModule } from '../features/remotes/remote-modules';

describe('a page whose account remote cannot load', () => {
  it("lets a returning customer browse signed out when account's runtime cannot load, the stored token kept", async () => {
    const storage = createMemoryStorage({ [STORAGE_KEYS.authToken('default')]: 'stored' });
    const storeContext = createStoreContext({
      storage,
      env: { apiBaseUrl: 'http://api.test' },
      storeId: 'default',
      syncAcrossTabs: false,
    });
    const accountDown = (async () => {
      throw new Error('remote entry 404');
    }) as LoadRemoteModule;
    const report = jest.spyOn(console, 'error').mockImplementation(() => {});
    await renderHost(
      <Routes>
        <Route
          path="/profile"
          element={
            <RouteGuard access="login">
              <p>Your profile</p>
            </RouteGuard>
          }
        />
        <Route path="*" element={null} />
      </Routes>,
      { path: '/profile', storeContext },
    );
    expect(selectSessionStatus(storeContext.getState())).toBe('restoring');

    await act(() => startRemoteRuntimes(storeContext, accountDown, ['account']));

    expect(currentLocation()).toBe('/login?redirect=%2Fprofile');
    expect(screen.queryByText('Your profile')).not.toBeInTheDocument();
    expect(selectSessionStatus(storeContext.getState())).toBe('signed-out');
    expect(storage.getItem(STORAGE_KEYS.authToken('default'))).toBe('stored');
    report.mockRestore();
  });
});
