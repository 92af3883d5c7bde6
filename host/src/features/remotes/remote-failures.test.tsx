import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RemoteName } from '@storefront/contract';
import { AppLayout } from '../../app/app-layout';
import { renderHost } from '../../testing/render-host';
import { sentReports } from '../../testing/sent-reports';
import { stubRemoteLoader } from '../../testing/stub-remotes';
import { remoteVersionPlugin } from './remote-failure-report';
import { REMOTE_BROKEN_MESSAGE, REMOTE_UNAVAILABLE_MESSAGE } from './remote-unavailable-panel';
import { REMOTE_LOAD_TIME_LIMIT_MS, withTimeLimit } from './time-limit';

type SnapshotArgs = Parameters<
  NonNullable<ReturnType<typeof remoteVersionPlugin>['loadRemoteSnapshot']>
>[0];

/** The content remote hangs (its load never settles) until `answer` is called. */
function hangingContentLoader() {
  const working = stubRemoteLoader();
  let answered = false;
  const loader = jest.fn((remote: RemoteName, expose: string) =>
    remote === 'content' && !answered ? new Promise(() => undefined) : working(remote, expose),
  );
  return { loader, answer: () => (answered = true) };
}

describe('a failing remote', () => {
  const realFetch = globalThis.fetch;
  let fetchMock: jest.Mock;
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock = jest.fn(async () => ({ ok: true, status: 204 }));
    globalThis.fetch = fetchMock;
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    globalThis.fetch = realFetch;
  });

  it('that hangs shows the fallback within 10 s, is reported as a timeout, and Retry loads it once it answers', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { loader, answer } = hangingContentLoader();
    // The version the runtime read from content's manifest before its code hung.
    remoteVersionPlugin().loadRemoteSnapshot?.({
      moduleInfo: { name: 'content' },
      remoteSnapshot: { buildVersion: 'abc123.4' },
    } as unknown as SnapshotArgs);
    await renderHost(<AppLayout />, {
      path: '/about',
      loadRemoteModule: withTimeLimit(loader, REMOTE_LOAD_TIME_LIMIT_MS),
    });
    expect(screen.queryByText(REMOTE_UNAVAILABLE_MESSAGE)).not.toBeInTheDocument();

    await act(async () => {
      jest.advanceTimersByTime(10_000);
    });
    expect(screen.getByText(REMOTE_UNAVAILABLE_MESSAGE)).toBeInTheDocument();
    expect(sentReports(fetchMock)).toEqual([
      {
        remote: 'content',
        version: 'abc123.4',
        route: '/about',
        kind: 'timeout',
        message: 'Remote "content" could not load "./routes"',
      },
    ]);
    expect(fetchMock).toHaveBeenCalledWith(
      '/remote-failures',
      expect.objectContaining({ method: 'POST', keepalive: true }),
    );

    answer();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'About Us' })).toBeInTheDocument();
    expect(screen.queryByText(REMOTE_UNAVAILABLE_MESSAGE)).not.toBeInTheDocument();
  });

  it('that throws while rendering says it ran into a problem, not that it is down, and is reported as such', async () => {
    const working = stubRemoteLoader();
    const Broken = () => {
      throw new TypeError('bannerSuffix is not a function');
    };
    const loader = jest.fn(async (remote: RemoteName, expose: string) =>
      remote === 'content'
        ? { default: [{ path: '/about', element: <Broken /> }] }
        : working(remote, expose),
    );
    await renderHost(<AppLayout />, { path: '/about', loadRemoteModule: loader });

    expect(await screen.findByText(REMOTE_BROKEN_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText(REMOTE_UNAVAILABLE_MESSAGE)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(sentReports(fetchMock)).toEqual([
      expect.objectContaining({
        remote: 'content',
        kind: 'render-error',
        message: 'bannerSuffix is not a function',
      }),
    ]);
  });

  it('that is down is reported as a load error, and a failing report never reaches the shopper', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await renderHost(<AppLayout />, {
      path: '/about',
      loadRemoteModule: stubRemoteLoader(['content']),
    });
    expect(await screen.findByText(REMOTE_UNAVAILABLE_MESSAGE)).toBeInTheDocument();
    expect(sentReports(fetchMock)).toEqual([
      expect.objectContaining({ remote: 'content', kind: 'load-error' }),
    ]);
  });
});
