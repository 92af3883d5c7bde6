// Account's side of the contract: the modules the host loads, and the events account sends and
// handles, checked against the contract's schemas as another team's code would see them.
import { waitFor } from '@testing-library/react';
import { RUNTIME_EXPOSE, createMemoryStorage, selectSessionStatus } from '@storefront/platform';
import { STORAGE_KEYS } from '@storefront/contract';
import {
  captureBusEvents,
  dispatchBusEvent,
  fakeFetch,
  makeTestStoreContext,
  parseEventPayload,
} from '@storefront/platform/testing';
import { AddToJobList } from '../features/job-lists';
import * as runtime from './runtime';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const federation = require('../../module-federation.config.cjs') as {
  exposes: Record<string, string>;
};

const customer = { id: 7, first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' };

function storeWithStoredToken() {
  const storage = createMemoryStorage({ [STORAGE_KEYS.authToken('default')]: 'stored' });
  const { fetch, calls } = fakeFetch({ body: { data: customer } });
  const storeContext = makeTestStoreContext({ storage, fetch });
  return { storeContext, storage, calls };
}

describe("account's contract", () => {
  it('exposes the routes and the runtime the host loads and the Add to Job List widget, nothing else', () => {
    expect(Object.keys(federation.exposes)).toEqual(['./routes', RUNTIME_EXPOSE, './AddToJobList']);
    expect(typeof AddToJobList).toBe('function');
    expect(RUNTIME_EXPOSE).toBe('./runtime');
    expect(typeof runtime.startRuntime).toBe('function');
  });

  it('restores a stored session, signs out on the bus command, and every auth:changed it sends parses', async () => {
    const bus = captureBusEvents(['auth:changed']);
    const { storeContext, storage, calls } = storeWithStoredToken();
    runtime.startRuntime(storeContext);
    await waitFor(() => expect(selectSessionStatus(storeContext.getState())).toBe('authenticated'));
    expect(calls[0]?.url).toBe('http://api.test/store-api/auth/me');

    const command = { v: 1 };
    expect(parseEventPayload('session:sign-out-requested', command)).toEqual(command);
    dispatchBusEvent('session:sign-out-requested', command);
    await waitFor(() => expect(selectSessionStatus(storeContext.getState())).toBe('signed-out'));
    expect(storage.getItem(STORAGE_KEYS.authToken('default'))).toBeNull();
    bus.stop();

    const statuses = bus.events.map(({ detail }) => {
      const payload = parseEventPayload('auth:changed', detail);
      expect(payload).not.toBeNull();
      return payload?.status;
    });
    expect(statuses).toEqual(['authenticated', 'signed-out']);
  });

  it('ignores a sign-out command of a version it does not know', async () => {
    const { storeContext } = storeWithStoredToken();
    const report = jest.spyOn(console, 'error').mockImplementation(() => {});
    runtime.startRuntime(storeContext);
    await waitFor(() => expect(selectSessionStatus(storeContext.getState())).toBe('authenticated'));
    dispatchBusEvent('session:sign-out-requested', { v: 2 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(selectSessionStatus(storeContext.getState())).toBe('authenticated');
    report.mockRestore();
  });
});
