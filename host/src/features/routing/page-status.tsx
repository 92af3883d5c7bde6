// The HTTP status of a server-rendered page: a page that shows that nothing is there (the 404
// page) says so while it renders, and the host's server answers with that status. Effects never
// run on the server, so the page states it during rendering, as it states its meta.
import { createContext, useContext, type ReactNode } from 'react';

/** Takes each status a page states while a server render runs. */
export type CollectPageStatus = (status: number) => void;

const PageStatusContext = createContext<CollectPageStatus | null>(null);

/** Wraps a server render: every status stated inside goes to `collect`. */
export function PageStatusCollector({
  collect,
  children,
}: {
  collect: CollectPageStatus;
  children?: ReactNode;
}) {
  return <PageStatusContext.Provider value={collect}>{children}</PageStatusContext.Provider>;
}

/** States the page's HTTP status (in the browser, where the status is long sent, it does nothing). */
export function usePageStatus(status: number): void {
  useContext(PageStatusContext)?.(status);
}
