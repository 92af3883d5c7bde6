// A remote failure the page reports is also a shoppers' signal of the version that failed.
const V2 = '20261128110000-bbbbbbb';
const at = (remote: string, version: string) =>
  `http://localhost:3004/versions/${version}/mf-manifest.json#${remote}`;

describe('this page’s signals', () => {
  it('on a sampled page, sends a reported remote failure as a view and an error of its version once the page is hidden', async () => {
    window.__STOREFRONT_SIGNALS_TOKEN__ = 'token-the-server-wrote';
    const sendBeacon = jest.fn((_url: string, _body: string) => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    // No fetch in this page: the failure's log report is skipped, its signal is not.
    const { pageSignals } = await import('../signals');
    const { reportRemoteFailure } = await import('./remote-failure-report');
    pageSignals().remotesRegistered({ content: at('content', V2) });

    reportRemoteFailure('content', new Error('boom'), '/about');
    expect(sendBeacon).not.toHaveBeenCalled();
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));

    expect(sendBeacon.mock.calls.map(([url, body]) => [url, JSON.parse(body)])).toEqual([
      [
        '/signals',
        {
          token: 'token-the-server-wrote',
          signals: [
            { remote: 'content', version: V2, kind: 'view' },
            { remote: 'content', version: V2, kind: 'error' },
          ],
        },
      ],
    ]);
  });
});
