// What a page told the host's server about failing remotes, read from a stubbed fetch.
import { REMOTE_FAILURES_URL } from '../features/remotes/remote-failure-report';

/** The report bodies the page sent to /remote-failures, in order. */
export function sentReports(fetchMock: jest.Mock): unknown[] {
  return fetchMock.mock.calls
    .filter(([url]) => url === REMOTE_FAILURES_URL)
    .map(([, init]: [string, RequestInit]) => JSON.parse(String(init.body)));
}
