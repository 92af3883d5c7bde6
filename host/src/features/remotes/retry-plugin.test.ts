import { retryPlugin } from './retry-plugin';

type Plugin = ReturnType<typeof retryPlugin>;
type LoadEntryErrorArgs = Parameters<NonNullable<Plugin['loadEntryError']>>[0];

const noWait = { retries: 2, delayMs: 0 };
const plugin = retryPlugin({ fetch: noWait, script: noWait });
const answer = (status: number) => ({ ok: status < 400, status }) as Response;

describe('the retry plugin', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
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
