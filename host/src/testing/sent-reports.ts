// What a page told the host's server about failing remotes, read from a stubbed fetch.
import { REMOTE_FAILURES_PATH } from '@storefront/static-server/page-protocol';

/** The report bodies the page sent to /remote-failures, in order. */
export function sentReports(fetchMock: jest.Mock): unknown[] {
  return fetchMock.mock.calls
    .filter(([url]) => url === REMOTE_FAILURES_PATH)
    .map(([, init]: [string, RequestInit]) => JSON.parse(String(init.body)));
}
