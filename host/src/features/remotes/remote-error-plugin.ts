// Runtime plugin: turns whatever the federation runtime throws for a failed remote into one
// RemoteUnavailableError, so the host's error boundaries can tell "remote down" from a page bug.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RemoteUnavailableError } from './remote-unavailable-error';

export function remoteErrorPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'storefront-remote-error',
    errorLoadRemote(args) {
      // Earlier lifecycles (manifest fetch) must fail normally: the runtime then drops its cached
      // attempt, which is what lets Retry fetch the manifest again.
      if (args.lifecycle !== 'onLoad') return undefined;
      const [remote = 'unknown', ...rest] = args.id.split('/');
      console.warn(`[storefront] remote "${remote}" is unavailable`, args.error);
      throw new RemoteUnavailableError(remote, `./${rest.join('/')}`, args.error);
    },
  };
}
