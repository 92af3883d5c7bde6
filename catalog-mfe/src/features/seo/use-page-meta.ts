import { useEffect } from 'react';
import { selectStoreConfig, setPageMeta, useAppSelector } from '@storefront/shared';
import { buildPageMeta, type PageMetaSource } from './build-page-meta';

/** Rewrites the document's title, meta, Open Graph/Twitter tags, canonical and JSON-LD for this page. */
export function usePageMeta(source: PageMetaSource | undefined) {
  const store = useAppSelector(selectStoreConfig);
  // The source object is rebuilt each render; its JSON is the stable identity of what to write.
  const key = source ? JSON.stringify(source) : '';
  useEffect(() => {
    if (!source || !store) return;
    setPageMeta(buildPageMeta(source, store));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, store]);
}
