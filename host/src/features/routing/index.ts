// The routing feature's public surface: the 404 page a remote's unknown path also shows, and how
// the server render learns a page's status.
export { NotFoundPage } from './not-found-page';
export { PageStatusCollector } from './page-status';
export { RouteTableProvider, readInlineRouteTable, useRouteTable } from './route-table';
