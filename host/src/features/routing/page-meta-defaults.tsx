import { useLocation } from 'react-router-dom';
import { selectStoreConfig, useAppSelector, useWritePageMeta } from '@storefront/platform';

/**
 * The store's default title, description and canonical link (store website + path) for every page.
 * Rendered before the content area: React runs sibling effects in order, so a remote page that sets
 * its own meta on the same navigation overrides these defaults, never the other way round.
 */
export function PageMetaDefaults() {
  const { pathname } = useLocation();
  const store = useAppSelector(selectStoreConfig);
  useWritePageMeta({
    title: store.seo.title,
    description: store.seo.description,
    keywords: store.seo.keywords,
    image: store.seo.image,
    type: 'website',
    path: pathname,
  });
  return null;
}
