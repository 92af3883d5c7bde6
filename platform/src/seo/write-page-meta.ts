// How a page states its meta (title, description, canonical, social tags, JSON-LD): in the browser
// it is written into <head> once the page is on screen; in the host's server render, where effects
// never run, it is kept during rendering for the server to write into the page's <head>.
import { createContext, createElement, useContext, useEffect, type ReactNode } from 'react';
import { setPageMeta, type PageMeta } from './page-meta';

/** Takes each meta a component states while a server render runs; the last one is the page's. */
export type CollectPageMeta = (meta: PageMeta) => void;

const ServerPageMetaContext = createContext<CollectPageMeta | null>(null);

/** Wraps a server render: every meta stated inside goes to `collect`. */
export function ServerPageMetaCollector({
  collect,
  children,
}: {
  collect: CollectPageMeta;
  children?: ReactNode;
}) {
  return createElement(ServerPageMetaContext.Provider, { value: collect }, children);
}

/**
 * States the page's meta. The last to state one wins, in both places: the shell's defaults render
 * (and run their effect) before the page's own.
 */
export function useWritePageMeta(meta: PageMeta | null): void {
  const collect = useContext(ServerPageMetaContext);
  if (collect && meta) collect(meta);
  // The meta object is rebuilt each render; its JSON is the stable identity of what to write.
  const key = meta ? JSON.stringify(meta) : '';
  useEffect(() => {
    if (meta) setPageMeta(meta);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}
