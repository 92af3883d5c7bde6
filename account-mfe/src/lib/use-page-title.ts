// Each account page's title ("Login | {store}") and canonical link.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { selectStoreConfig, setPageMeta, useAppSelector } from '@storefront/shared';

export function usePageTitle(subject: string, description?: string) {
  const store = useAppSelector(selectStoreConfig);
  const { pathname } = useLocation();
  useEffect(() => {
    setPageMeta({
      title: `${subject} | ${store.name}`,
      description: description ?? store.seo.description,
      path: pathname,
    });
  }, [subject, description, store, pathname]);
}
