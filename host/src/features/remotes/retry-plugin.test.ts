import { retryPlugin } from './retry-plugin';

type Plugin = ReturnType<typeof retryPlugin>;
type LoadEntryErrorArgs = Parameters<NonNullable<Plugin['loadEntryError']>>[0];

const noWait = { retries: 2, delayMs: 0, timeoutMs: 2500 };
const plugin = retryPlugin({ fetch: noWait, script: noWait });
const answer = (status: number) => ({ ok: status < 400, status }) as Response;
/** A server that never answers: the request ends only when the caller aborts it. */
const hangUntilAborted = (_url: unknown, init?: RequestInit) =>
  new Promise<Response>((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(new Error('aborted')));
  });

describe('the retry plugin', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    jest.useRealTimers();
    globalThis.fetch = realFetch;
  });

  it('asks again for a manifest the server failed to send, and hands back the good answer', async () => {
    const fetchMock = jest
      .fn()
      .mockResolvedValueOnce(answer(503))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(answer(200));
    globalThis.fetch = fetchMock;
    const response = await plugin.fetch?.('http://localhost:3001/mf-manifest.json', {});
    expect(response).toMatchObject({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('gives up on a manifest after two more tries, so the area can show its fallback', async () => {
    const fetchMock = jest.fn().mockResolvedValue(answer(502));
    globalThis.fetch = fetchMock;
    await expect(plugin.fetch?.('http://localhost:3001/mf-manifest.json', {})).rejects.toThrow(
      'answered 502',
    );
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('abandons a manifest request that hangs after its time limit, and tries again', async () => {
    jest.useFakeTimers();
    const fetchMock = jest
      .fn()
      .mockImplementationOnce(hangUntilAborted)
      .mockResolvedValueOnce(answer(200));
    globalThis.fetch = fetchMock;
    const response = plugin.fetch?.('http://localhost:3001/mf-manifest.json', {});
    // The first try's 2.5 s, then the retry (its pause of 0 ms runs on the next tick).
    await jest.advanceTimersByTimeAsync(2600);
    await expect(response).resolves.toMatchObject({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('reports a manifest that never answers as a timeout once the tries are used up', async () => {
    jest.useFakeTimers();
    globalThis.fetch = jest.fn(hangUntilAborted);
    const response = plugin.fetch?.('http://localhost:3001/mf-manifest.json', {});
    const settled = expect(response).rejects.toThrow(
      'http://localhost:3001/mf-manifest.json did not answer within 2500 ms',
    );
    await jest.advanceTimersByTimeAsync(3 * 2500 + 100);
    await settled;
  });

  it("gives a remote entry script the runtime's timeout of 2.5 s instead of its 20 s", () => {
    expect(
      plugin.createScript?.({ url: 'http://localhost:3001/remoteEntry.js', attrs: {} }),
    ).toEqual({ timeout: 2500 });
  });

  it('loads a failed remote entry again, without the failed load the runtime kept', async () => {
    const exports = { get: jest.fn(), init: jest.fn() };
    const globalLoading: Record<string, Promise<void> | undefined> = {
      catalog: Promise.resolve(),
    };
    const getRemoteEntry = jest.fn(async () => {
      if (getRemoteEntry.mock.calls.length === 1) throw new Error('ScriptNetworkError');
      return exports;
    });
    const loaded = await plugin.loadEntryError?.({
      getRemoteEntry,
      globalLoading,
      uniqueKey: 'catalog',
    } as unknown as LoadEntryErrorArgs);
    expect(loaded).toBe(exports);
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
    expect(globalLoading).not.toHaveProperty('catalog');
  });
});
