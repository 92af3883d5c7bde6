import { runSignInSteps, runSignOutSteps } from './sign-out-steps';
import type { StorefrontExtra } from '../api/api-context';
import { createCatalogSourceSlot } from '../api/catalog-source';

function extraWith(...steps: Array<() => Promise<void>>): StorefrontExtra {
  return {
    env: {} as StorefrontExtra['env'],
    storage: {} as StorefrontExtra['storage'],
    signOutSteps: new Set(steps),
    signInSteps: new Set(steps),
    catalogSource: createCatalogSourceSlot(),
    sync: { acrossTabs: false, withServer: false },
  };
}

describe('sign-out steps', () => {
  it('waits for every step, a failing one included', async () => {
    const done: string[] = [];
    await runSignOutSteps(
      extraWith(
        async () => {
          await new Promise((resolve) => setTimeout(resolve, 20));
          done.push('cart saved');
        },
        () => Promise.reject(new Error('offline')),
      ),
    );
    expect(done).toEqual(['cart saved']);
  });

  it('gives up on a step that never answers once the time is up', async () => {
    const never = () => new Promise<void>(() => {});
    const started = Date.now();
    await runSignOutSteps(extraWith(never), 50);
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

describe('sign-in steps', () => {
  it('waits for every step, and gives up on one that never answers once the time is up', async () => {
    const done: string[] = [];
    const never = () => new Promise<void>(() => {});
    await runSignInSteps(
      extraWith(async () => {
        done.push('guest cart saved');
      }, never),
      50,
    );
    expect(done).toEqual(['guest cart saved']);
  });
});
