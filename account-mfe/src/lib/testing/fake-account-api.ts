// Page-test helpers of the account remote: the shared fake store API and customer fixture, plus a
// signed-in session built from that customer.
import type { Customer } from '@storefront/contract';
import { fakeStoreApi, makeCustomer } from '@storefront/platform/testing';

export { makeCustomer };
export type { FakeAnswer, FakeRoute } from '@storefront/platform/testing';

export function makeSession(customer: Customer = makeCustomer()) {
  return { token: 'session-token', expiresAt: '2030-01-01T00:00:00.000Z', customer };
}

/** A fake `fetch` over the routes given ("METHOD /path"); anything else answers 404. */
export const createFakeAccountApi = fakeStoreApi;
