import { selectStoreConfig, useAppSelector } from '@storefront/platform';
import { Page } from '../../../components/page-layout';
import { FeaturedProducts } from '../../featured';
import { CategoryShortcuts } from './category-shortcuts';
import { HeroBanner } from './hero-banner';

/** `/`: banner, category shortcuts and 9 random featured products (title and meta: the host's defaults). */
export function HomePage() {
  const store = useAppSelector(selectStoreConfig);
  return (
    <Page>
      {store && <HeroBanner store={store} />}
      <CategoryShortcuts />
      <FeaturedProducts />
    </Page>
  );
}
