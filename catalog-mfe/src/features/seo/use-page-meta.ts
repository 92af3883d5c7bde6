import { selectStoreConfig, useAppSelector, useWritePageMeta } from '@storefront/platform';
import { buildPageMeta, type PageMetaSource } from './build-page-meta';

/** Rewrites the document's title, meta, Open Graph/Twitter tags, canonical and JSON-LD for this page. */
export function usePageMeta(source: PageMetaSource | undefined) {
  const store = useAppSelector(selectStoreConfig);
  useWritePageMeta(source && store ? buildPageMeta(source, store) : null);
}
