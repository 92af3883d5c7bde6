import { emit, on } from './event-bus';
import { onSigningOut, requestSignOutSaves } from './sign-out-saves';

describe('sign-out saves', () => {
  const stops: Array<() => void> = [];
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
    jest.useRealTimers();
  });

  it('signs out at once when no listener has anything to save (a remote not loaded)', async () => {
    jest.useFakeTimers();
    let settled = false;
    void requestSignOutSaves(60_000).then(() => {
      settled = true;
    });
    await jest.advanceTimersByTimeAsync(0);
    expect(settled).toBe(true);
  });

  it("waits for every listener's save, a failing one included, before it resolves", async () => {
    const done: string[] = [];
    stops.push(
      onSigningOut('cart', async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        done.push('cart saved');
      }),
      onSigningOut('wish list', () => Promise.reject(new Error('offline'))),
    );
    await requestSignOutSaves();
    expect(done).toEqual(['cart saved']);
  });

  it('gives up on a save that never ends once the time is up', async () => {
    jest.useFakeTimers();
    stops.push(onSigningOut('cart', () => new Promise<void>(() => {})));
    let settled = false;
    void requestSignOutSaves(5_000).then(() => {
      settled = true;
    });
    await jest.advanceTimersByTimeAsync(4_999);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
  });

  it('speaks the contract: auth:signing-out, then a started and a settled auth:signing-out-step', async () => {
    const heard: unknown[] = [];
    stops.push(
      on('auth:signing-out', (payload) => heard.push(payload)),
      on('auth:signing-out-step', (payload) => heard.push(payload)),
      onSigningOut('cart', async () => {}),
    );
    await requestSignOutSaves();
    const [request] = heard as Array<{ requestId: string }>;
    expect(heard).toEqual([
      { v: 1, requestId: request?.requestId },
      { v: 1, requestId: request?.requestId, step: 'cart', status: 'started' },
      { v: 1, requestId: request?.requestId, step: 'cart', status: 'settled' },
    ]);
  });

  it("ignores another sign-out's acknowledgements", async () => {
    jest.useFakeTimers();
    stops.push(
      on('auth:signing-out', () => {
        emit('auth:signing-out-step', { requestId: 'other', step: 'cart', status: 'settled' });
      }),
      onSigningOut('cart', () => new Promise<void>(() => {})),
    );
    let settled = false;
    void requestSignOutSaves(1_000).then(() => {
      settled = true;
    });
    await jest.advanceTimersByTimeAsync(500);
    expect(settled).toBe(false);
  });
});
