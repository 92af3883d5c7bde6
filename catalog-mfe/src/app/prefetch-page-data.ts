// The first catalogue read of the page the shopper opened, sent when the runtime starts: beside the
// routes and page chunks instead of after them (on /product/{id} the page's own lazy chunk was one
// more round trip before the request went out). The pages then find the answer in RTK Query's
// cache, or in flight, under the same arguments they ask with.
import { parseProductId } from '@storefront/contract';
import { FEATURED_DEFAULT_STRATEGY, FEATURED_HOME_LIMIT } from '../lib/catalog-rules';
import { type StoreContext } from '@storefront/platform';
import { prefetchFeaturedProducts } from '../features/featured/api/get-featured-products';
import { prefetchProduct } from '../features/product-detail/api/get-product';
import { prefetchProductModels } from '../features/models';

const PRODUCT_PAGE = /^\/product\/([^/]+)\/?$/;

export function prefetchPageData(storeContext: StoreContext, pathname: string): void {
  if (pathname === '/') {
    // The home page's featured products (FeaturedProducts' defaults).
    storeContext.dispatch(
      prefetchFeaturedProducts({ strategy: FEATURED_DEFAULT_STRATEGY, limit: FEATURED_HOME_LIMIT }),
    );
    return;
  }
  const productId = parseProductId(PRODUCT_PAGE.exec(pathname)?.[1]);
  if (productId === null) return;
  storeContext.dispatch(prefetchProduct(productId));
  // "Fits these models" and the JSON-LD's isAccessoryOrSparePartFor: server-rendered with the page.
  storeContext.dispatch(prefetchProductModels(productId));
}
