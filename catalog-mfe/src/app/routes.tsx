// Every route this remote owns (DESIGN §2), with absolute paths; the host renders them in its content area.
import type { RouteObject } from 'react-router-dom';
import { PlaceholderPage } from './placeholder-page';
import { RemoteRoot } from './remote-root';

const routes: RouteObject[] = [
  {
    element: <RemoteRoot />,
    children: [
      { path: '/', element: <PlaceholderPage title="Home" purpose="Hero banner and featured products of the store." /> },
      { path: '/product', element: <PlaceholderPage title="Latest Products" purpose="Product grid with category and brand filters, 12 per page." /> },
      { path: '/product/:id', element: <PlaceholderPage title="Product Details" purpose="One product: images, price, attributes and Add to Cart." /> },
      { path: '/products/:category', element: <PlaceholderPage title="Category Products" purpose="Products of one category." /> },
      { path: '/brands', element: <PlaceholderPage title="Brands" purpose="Brand list with search and an A–Z filter." /> },
      { path: '/brands/:id', element: <PlaceholderPage title="Brand" purpose="One brand: logo, description and products." /> },
      { path: '/categories', element: <PlaceholderPage title="Categories" purpose="Category list with search and sub-categories." /> },
      { path: '/categories/:id', element: <PlaceholderPage title="Category" purpose="Category tree and the products of one category." /> },
    ],
  },
];

export default routes;
