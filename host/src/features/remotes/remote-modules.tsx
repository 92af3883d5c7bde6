// Remote modules for React: one load per exposed module, shared by every component that asks for
// it. A failed load is kept until `forget` (Retry, or navigating), so the error shows once, not in
// a loop of new attempts.
import {
  createContext,
  use,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import type { RemoteName } from '@storefront/contract';
import { useHydrated } from '@storefront/platform';

export type LoadRemoteModule = <T>(remote: RemoteName, expose: string) => Promise<T>;

/** Points a remote at its current version again (re-reads the remotes map); see federation.ts. */
export type RefreshRemote = (remote: RemoteName) => Promise<void>;

export interface RemoteModules {
  get<T>(remote: RemoteName, expose: string): Promise<T>;
  /** The module if it has already loaded, so a revisited area renders without a loading flash. */
  peek<T>(remote: RemoteName, expose: string): T | undefined;
  /** Drops a failed load, so the next `get` tries the network again. */
  forget(remote: RemoteName, expose: string): void;
  /** Drops every module of `remote`, loaded or not: its next use loads the version registered now. */
  drop(remote: RemoteName): void;
  /**
   * After a stale chunk of a remote: points it at its current version and drops every module
   * loaded from it, so the next `get` loads them again (a failed refresh drops them all the same).
   */
  refresh(remote: RemoteName): Promise<void>;
  /**
   * Loads a module the server-rendered page was rendered with (`get`), and marks it so: a part of
   * the page hydrating before it arrived waits for it (`arrival`) instead of differing from the
   * server's markup.
   */
  loadServerRendered<T>(remote: RemoteName, expose: string): Promise<T>;
  /**
   * For a module loaded with `loadServerRendered`: its first successful load, this try or a later
   * one (never rejects); undefined for any other module.
   */
  arrival<T>(remote: RemoteName, expose: string): Promise<T> | undefined;
}

const noRefresh: RefreshRemote = async () => undefined;

export function createRemoteModules(
  load: LoadRemoteModule,
  refreshRemote: RefreshRemote = noRefresh,
): RemoteModules {
  const loads = new Map<string, Promise<unknown>>();
  const loaded = new Map<string, unknown>();
  const arrivals = new Map<
    string,
    { promise: Promise<unknown>; arrived: (module: unknown) => void }
  >();
  const keyOf = (remote: RemoteName, expose: string) => `${remote}/${expose}`;
  const get = <T,>(remote: RemoteName, expose: string): Promise<T> => {
    const key = keyOf(remote, expose);
    let promise = loads.get(key) as Promise<T> | undefined;
    if (!promise) {
      promise = load<T>(remote, expose);
      promise.then(
        (module) => {
          loaded.set(key, module);
          arrivals.get(key)?.arrived(module);
        },
        () => undefined,
      );
      loads.set(key, promise);
    }
    return promise;
  };
  function drop(remote: RemoteName): void {
    for (const key of [...loads.keys()]) {
      if (key.startsWith(`${remote}/`)) {
        loads.delete(key);
        loaded.delete(key);
      }
    }
  }
  return {
    get,
    loadServerRendered<T>(remote: RemoteName, expose: string): Promise<T> {
      const key = keyOf(remote, expose);
      if (!arrivals.has(key)) {
        let arrived!: (module: unknown) => void;
        const promise = new Promise<unknown>((resolve) => (arrived = resolve));
        arrivals.set(key, { promise, arrived });
      }
      return get<T>(remote, expose);
    },
    arrival<T>(remote: RemoteName, expose: string): Promise<T> | undefined {
      return arrivals.get(keyOf(remote, expose))?.promise as Promise<T> | undefined;
    },
    peek<T>(remote: RemoteName, expose: string): T | undefined {
      return loaded.get(keyOf(remote, expose)) as T | undefined;
    },
    forget(remote: RemoteName, expose: string): void {
      const key = keyOf(remote, expose);
      if (!loaded.has(key)) loads.delete(key);
    },
    drop,
    async refresh(remote: RemoteName): Promise<void> {
      try {
        await refreshRemote(remote);
      } finally {
        drop(remote);
      }
    },
  };
}

const RemoteModulesContext = createContext<RemoteModules | null>(null);

export function RemoteModulesProvider({
  load,
  refreshRemote,
  preloaded,
  children,
}: {
  load: LoadRemoteModule;
  refreshRemote?: RefreshRemote;
  /** Modules loaded before the first render (a server-rendered page hydrates with them). */
  preloaded?: RemoteModules;
  children: ReactNode;
}) {
  const modules = useMemo(
    () => preloaded ?? createRemoteModules(load, refreshRemote),
    [preloaded, load, refreshRemote],
  );
  return <RemoteModulesContext.Provider value={modules}>{children}</RemoteModulesContext.Provider>;
}

export function useRemoteModules(): RemoteModules {
  const modules = useContext(RemoteModulesContext);
  if (!modules) throw new Error('useRemoteModules needs a RemoteModulesProvider');
  return modules;
}

/**
 * An exposed module of a remote: `undefined` while it loads; a failed load is thrown while
 * rendering, for the nearest RemoteErrorBoundary to show its fallback. While a server-rendered
 * page hydrates, a module it was rendered with that has not arrived suspends instead (inside a
 * Suspense boundary): its part keeps the server's markup, hydrated when the module is in.
 */
export function useRemoteModule<T>(remote: RemoteName, expose: string): T | undefined {
  const modules = useRemoteModules();
  const hydrating = !useHydrated();
  const [state, setState] = useState<{ module?: T; error?: unknown }>(() => ({
    module: modules.peek<T>(remote, expose),
  }));
  const known = state.module ?? modules.peek<T>(remote, expose);
  const arrival = hydrating && known === undefined ? modules.arrival<T>(remote, expose) : undefined;
  const module = arrival ? use(arrival) : known;
  useEffect(() => {
    if (module !== undefined) return undefined;
    let current = true;
    modules.get<T>(remote, expose).then(
      (loaded) => current && setState({ module: loaded }),
      (error: unknown) => current && setState({ error: error ?? new Error('remote failed') }),
    );
    return () => {
      current = false;
    };
  }, [modules, remote, expose, module]);
  if (state.error) throw state.error;
  return module;
}
