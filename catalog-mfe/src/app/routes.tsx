// Every route this remote owns (DESIGN §2), with absolute paths; the host renders them in its
// content area. Each page is its own lazily loaded chunk, so a page pulls only its own code;
// the home page, where most visits start, comes with the routes instead: the host's page hints
// preload the routes chunk, so the home page's data request goes out one round trip sooner.
import type { RouteObject } from 'react-router-dom';
import { RemoteRoot, lazyPage } from '@storefront/platform';
import { HomePage } from '../features/home/components/home-page';

const ProductListPage = lazyPage(
  () =>
    import(
      /* webpackChunkName: "page-products" */ '../features/products/components/product-list-page'
    ),
  'ProductListPage',
);
const ProductDetailPage = lazyPage(
  () =>
    import(
      /* webpackChunkName: "page-product" */ '../features/product-detail/components/product-detail-page'
    ),
  'ProductDetailPage',
);
const CategoryProductsPage = lazyPage(
  () =>
    import(
      /* webpackChunkName: "page-category-products" */ '../features/categories/components/category-products-page'
    ),
  'CategoryProductsPage',
);
const CategoryListPage = lazyPage(
  () =>
    import(
      /* webpackChunkName: "page-categories" */ '../features/categories/components/category-list-page'
    ),
  'CategoryListPage',
);
const CategoryPage = lazyPage(
  () =>
    import(
      /* webpackChunkName: "page-category" */ '../features/categories/components/category-page'
    ),
  'CategoryPage',
);
const BrandListPage = lazyPage(
  () =>
    import(/* webpackChunkName: "page-brands" */ '../features/brands/components/brand-list-page'),
  'BrandListPage',
);
const BrandPage = lazyPage(
  () => import(/* webpackChunkName: "page-brand" */ '../features/brands/components/brand-page'),
  'BrandPage',
);
const ModelSearchPage = lazyPage(
  () =>
    import(/* webpackChunkName: "page-models" */ '../features/models/components/model-search-page'),
  'ModelSearchPage',
);
const ModelPage = lazyPage(
  () => import(/* webpackChunkName: "page-model" */ '../features/models/components/model-page'),
  'ModelPage',
);

const StockAlertConfirmPage = lazyPage(
  () =>
    import(
      /* webpackChunkName: "page-stock-alert" */ '../features/stock-alerts/components/stock-alert-link-page'
    ),
  'StockAlertConfirmPage',
);
const StockAlertUnsubscribePage = lazyPage(
  () =>
    import(
      /* webpackChunkName: "page-stock-alert" */ '../features/stock-alerts/components/stock-alert-link-page'
    ),
  'StockAlertUnsubscribePage',
);

const routes: RouteObject[] = [
  {
    element: <RemoteRoot name="catalog" />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/product', element: <ProductListPage /> },
      { path: '/product/:id', element: <ProductDetailPage /> },
      { path: '/products/:category', element: <CategoryProductsPage /> },
      { path: '/brands', element: <BrandListPage /> },
      { path: '/brands/:id', element: <BrandPage /> },
      { path: '/categories', element: <CategoryListPage /> },
      { path: '/categories/:id', element: <CategoryPage /> },
      { path: '/models', element: <ModelSearchPage /> },
      { path: '/models/:id', element: <ModelPage /> },
      { path: '/stock-alerts/confirm', element: <StockAlertConfirmPage /> },
      { path: '/stock-alerts/unsubscribe', element: <StockAlertUnsubscribePage /> },
    ],
  },
];

export default routes;
