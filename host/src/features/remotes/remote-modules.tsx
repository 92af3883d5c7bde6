// Remote modules for React: one promise per exposed module, shared by every component that asks,
// so Suspense can `use()` it. A failed load is forgotten, so the next render (Retry) tries again.
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { RemoteName } from '@storefront/shared/domain';

export type LoadRemoteModule = <T>(remote: RemoteName, expose: string) => Promise<T>;

export interface RemoteModules {
  get<T>(remote: RemoteName, expose: string): Promise<T>;
}

export function createRemoteModules(load: LoadRemoteModule): RemoteModules {
  const pending = new Map<string, Promise<unknown>>();
  return {
    get<T>(remote: RemoteName, expose: string): Promise<T> {
      const key = `${remote}/${expose}`;
      let promise = pending.get(key) as Promise<T> | undefined;
      if (!promise) {
        promise = load<T>(remote, expose);
        pending.set(key, promise);
        promise.catch(() => {
          if (pending.get(key) === promise) pending.delete(key);
        });
      }
      return promise;
    },
  };
}

const RemoteModulesContext = createContext<RemoteModules | null>(null);

export function RemoteModulesProvider({ load, children }: { load: LoadRemoteModule; children: ReactNode }) {
  const modules = useMemo(() => createRemoteModules(load), [load]);
  return <RemoteModulesContext.Provider value={modules}>{children}</RemoteModulesContext.Provider>;
}

export function useRemoteModules(): RemoteModules {
  const modules = useContext(RemoteModulesContext);
  if (!modules) throw new Error('useRemoteModules needs a RemoteModulesProvider');
  return modules;
}
