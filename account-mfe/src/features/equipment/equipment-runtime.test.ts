import { waitFor } from '@testing-library/react';
import { STORAGE_KEYS } from '@storefront/contract';
import {
  createMemoryStorage,
  createStoreContext,
  storeSwitched,
  type KeyValueStorage,
  type StoreContext,
} from '@storefront/platform';
import {
  captureBusEvents,
  dispatchBusEvent,
  fakeStoreApi,
  makeTestStoreContext,
  type FakeRoute,
} from '@storefront/platform/testing';
import { makeSession } from '../../lib/testing/fake-account-api';
import { logout, restoreSession, sessionStarted } from '../session';
import { startEquipmentRuntime } from './equipment-runtime';

const TX589 = {
  modelId: 12,
  brand: 'Thermacore',
  modelNumber: 'TX-589',
  name: 'Thermacore 80% gas furnace',
  kind: 'furnace',
  year: 2019,
};
const PX610 = {
  modelId: 31,
  brand: 'Polarex',
  modelNumber: 'PX-610A',
  name: 'Polarex side-by-side refrigerator',
  kind: 'refrigerator',
};

let stops: (() => void)[] = [];
let bus: ReturnType<typeof captureBusEvents>;
beforeEach(() => {
  bus = captureBusEvents(['equipment:changed', 'toast']);
});
afterEach(() => {
  bus.stop();
  stops.forEach((stop) => stop());
  stops = [];
});

function start(
  initial: Record<string, string> = {},
  routes: Record<string, FakeRoute> = {},
): { storeContext: StoreContext; storage: KeyValueStorage; api: ReturnType<typeof fakeStoreApi> } {
  const storage = createMemoryStorage(initial);
  const api = fakeStoreApi({
    'GET /auth/me': { status: 200, body: { data: makeSession().customer } },
    ...routes,
  });
  const storeContext = makeTestStoreContext({ storage, fetch: api.fetch });
  stops.push(startEquipmentRuntime(storeContext));
  return { storeContext, storage, api };
}

const announced = () =>
  bus.events.filter((event) => event.name === 'equipment:changed').map((event) => event.detail);
const toasts = () =>
  bus.events.filter((event) => event.name === 'toast').map((event) => event.detail);

describe("account's My equipment runtime", () => {
  it("announces a guest's saved list at start", () => {
    start({ 'equipment:default': JSON.stringify([TX589]) });
    expect(announced()).toEqual([{ v: 1, storeId: 'default', equipment: [TX589] }]);
  });

  it('saves what a guest asks for in the browser, announces it and says so', async () => {
    const { storage } = start({ 'equipment:default': JSON.stringify([PX610]) });
    dispatchBusEvent('equipment:save-requested', { v: 1, equipment: TX589 });
    await waitFor(() => expect(announced()).toHaveLength(2));
    expect(announced()[1]).toEqual({ v: 1, storeId: 'default', equipment: [TX589, PX610] });
    expect(JSON.parse(storage.getItem('equipment:default') ?? 'null')).toEqual([TX589, PX610]);
    expect(toasts()).toEqual([{ v: 1, type: 'success', message: 'Saved TX-589 to My equipment' }]);

    dispatchBusEvent('equipment:remove-requested', { v: 1, modelId: 31 });
    await waitFor(() => expect(announced()).toHaveLength(3));
    expect(announced()[2]).toEqual({ v: 1, storeId: 'default', equipment: [TX589] });
    expect(toasts()[1]).toEqual({
      v: 1,
      type: 'success',
      message: 'Removed PX-610A from My equipment',
    });
  });

  it('drops a corrupt stored list instead of failing, and keeps the well-formed entries of a damaged one', async () => {
    start({ 'equipment:default': '{"modelId": 12,' });
    expect(announced()).toEqual([{ v: 1, storeId: 'default', equipment: [] }]);
    stops.forEach((stop) => stop());
    stops = [];
    bus.events.length = 0;
    start({
      'equipment:default': JSON.stringify([
        { modelId: 'x', brand: 1 },
        TX589,
        null,
        { ...PX610, year: 'new' },
      ]),
    });
    expect(announced()).toEqual([{ v: 1, storeId: 'default', equipment: [TX589] }]);
  });

  it("merges the guest's list into the account on sign-in, announces the merged list and forgets the browser copy", async () => {
    const { storeContext, storage, api } = start(
      { 'equipment:default': JSON.stringify([TX589]) },
      {
        'POST /account/equipment/merge': {
          status: 200,
          body: { data: { equipment: [TX589, PX610], skipped: [] } },
        },
      },
    );
    await storeContext.dispatch(sessionStarted(makeSession()));
    await waitFor(() => expect(announced()).toHaveLength(2));
    expect(api.bodiesOf('POST /account/equipment/merge')).toEqual([
      { equipment: [{ modelId: 12, year: 2019 }] },
    ]);
    expect(announced()[1]).toEqual({ v: 1, storeId: 'default', equipment: [TX589, PX610] });
    expect(storage.getItem('equipment:default')).toBeNull();

    // Signing out goes back to the guest's list, empty now that the account has it.
    await storeContext.dispatch(logout());
    await waitFor(() => expect(announced()).toHaveLength(3));
    expect(announced()[2]).toEqual({ v: 1, storeId: 'default', equipment: [] });
  });

  it("announces a restored customer's list from the server, not the browser's", async () => {
    const { storeContext, api } = start(
      { [STORAGE_KEYS.authToken('default')]: 'stored' },
      { 'GET /account/equipment': { status: 200, body: { data: [PX610] } } },
    );
    expect(announced()).toEqual([]);
    await storeContext.dispatch(restoreSession());
    await waitFor(() =>
      expect(announced()).toEqual([{ v: 1, storeId: 'default', equipment: [PX610] }]),
    );
    expect(api.calls.map((call) => call.route)).toEqual(['GET /auth/me', 'GET /account/equipment']);
  });

  it('saves a model asked for while a stored token is checked, into the account', async () => {
    const { storeContext, api } = start(
      { [STORAGE_KEYS.authToken('default')]: 'stored' },
      {
        'GET /account/equipment': { status: 200, body: { data: [TX589] } },
        'PUT /account/equipment/12': { status: 200, body: { data: [TX589] } },
      },
    );
    dispatchBusEvent('equipment:save-requested', { v: 1, equipment: TX589 });
    await storeContext.dispatch(restoreSession());
    await waitFor(() =>
      expect(toasts()).toEqual([
        { v: 1, type: 'success', message: 'Saved TX-589 to My equipment' },
      ]),
    );
    expect(api.bodiesOf('PUT /account/equipment/12')).toEqual([{ year: 2019 }]);
  });

  it("saves a customer's model through the API, and on a failure keeps the list and says so", async () => {
    let fail = false;
    const { storeContext, api } = start(
      { [STORAGE_KEYS.authToken('default')]: 'stored' },
      {
        'GET /account/equipment': { status: 200, body: { data: [PX610] } },
        'PUT /account/equipment/12': () =>
          fail
            ? { status: 503, body: { error: 'Service unavailable' } }
            : { status: 200, body: { data: [TX589, PX610] } },
      },
    );
    await storeContext.dispatch(restoreSession());
    await waitFor(() => expect(announced()).toHaveLength(1));

    dispatchBusEvent('equipment:save-requested', { v: 1, equipment: TX589 });
    await waitFor(() => expect(announced()).toHaveLength(2));
    expect(api.bodiesOf('PUT /account/equipment/12')).toEqual([{ year: 2019 }]);
    expect(announced()[1]).toEqual({ v: 1, storeId: 'default', equipment: [TX589, PX610] });

    fail = true;
    dispatchBusEvent('equipment:save-requested', { v: 1, equipment: { ...TX589, year: 2020 } });
    await waitFor(() => expect(toasts()).toHaveLength(2));
    expect(toasts()[1]).toEqual({
      v: 1,
      type: 'error',
      message: 'Could not save TX-589 to My equipment. Please try again.',
    });
    expect(announced()).toHaveLength(2);
  });

  it('shows the server refusal of a full list', async () => {
    const refusal = 'My equipment holds up to 50 models. Please remove one before saving another.';
    const { storeContext } = start(
      { [STORAGE_KEYS.authToken('default')]: 'stored' },
      {
        'GET /account/equipment': { status: 200, body: { data: [] } },
        'PUT /account/equipment/12': { status: 409, body: { error: refusal } },
      },
    );
    await storeContext.dispatch(restoreSession());
    dispatchBusEvent('equipment:save-requested', { v: 1, equipment: TX589 });
    await waitFor(() => expect(toasts()).toEqual([{ v: 1, type: 'error', message: refusal }]));
  });

  it("follows a guest's list another tab saved", () => {
    const storage = createMemoryStorage();
    const storeContext = createStoreContext({
      storage,
      storeId: 'default',
      env: { apiBaseUrl: 'http://api.test' },
      syncAcrossTabs: true,
    });
    stops.push(startEquipmentRuntime(storeContext));
    storage.setItem('equipment:default', JSON.stringify([TX589]));
    window.dispatchEvent(new StorageEvent('storage', { key: 'equipment:hvac' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'equipment:default' }));
    expect(announced()).toEqual([
      { v: 1, storeId: 'default', equipment: [] },
      { v: 1, storeId: 'default', equipment: [TX589] },
    ]);
  });

  it("announces the new store's list after a store switch", async () => {
    const { storeContext } = start({
      'equipment:default': JSON.stringify([TX589]),
      'equipment:hvac': JSON.stringify([PX610]),
    });
    storeContext.dispatch(storeSwitched('hvac'));
    await waitFor(() => expect(announced()).toHaveLength(2));
    expect(announced()[1]).toEqual({ v: 1, storeId: 'hvac', equipment: [PX610] });
  });
});
