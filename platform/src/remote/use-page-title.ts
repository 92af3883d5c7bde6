// A page's title ("Login | {store}") with the store's description and the page's canonical link,
// for the pages that need no more meta than that (account, cart and checkout pages).
import { useLocation } from 'react-router-dom';
import { useAppSelector } from '../state/hooks';
import { selectStoreConfig } from '../state/store-slice';
import { useWritePageMeta } from '../seo/write-page-meta';

export function usePageTitle(subject: string, description?: string): void {
  const store = useAppSelector(selectStoreConfig);
  const { pathname } = useLocation();
  useWritePageMeta({
    title: `${subject} | ${store.name}`,
    description: description ?? store.seo.description,
    path: pathname,
  });
}
