// A remote's pages: the remote exposes them as `./routes` and the host renders the one matching
// the address in that remote's content area (DESIGN §2: a remote exposes its route objects).
import type { RouteObject } from 'react-router-dom';

export const ROUTES_EXPOSE = './routes';

/** What a remote's `./routes` module exports: its route objects, with absolute paths. */
export interface RemoteRoutesModule {
  default: RouteObject[];
}
