// The cart and checkout pages' document title: 'Shopping Cart', 'Checkout' or 'Order Confirmation'
// with the store's name.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { selectStoreConfig, setPageMeta, useAppSelector } from '@storefront/shared';

export function useCheckoutTitle(title: 'Shopping Cart' | 'Checkout' | 'Order Confirmation') {
  const store = useAppSelector(selectStoreConfig);
  const { pathname } = useLocation();
  useEffect(() => {
    setPageMeta({
      title: `${title} | ${store.name}`,
      description: store.seo.description,
      path: pathname,
    });
  }, [title, store, pathname]);
}
