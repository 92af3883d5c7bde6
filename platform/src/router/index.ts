// The router the page shares: the build provides this module as the `react-router-dom` singleton
// (build/federation-shared.cjs), so every package's `from 'react-router-dom'` gets these exports.
// A shared module is never tree-shaken, so sharing the whole package sent all of react-router
// (~60 KB gzip) for the dozen exports the code uses; react-router is tree-shaken down to these.
// Tests import the real package; router-exports.test.ts fails when code needs an export missing here.
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  // The host finds the page chunks a server-rendered address needs before hydrating it.
  matchRoutes,
  // The host's server renders under a Router of its own, at the request's address.
  Router,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';
export type { RouteObject } from 'react-router';
