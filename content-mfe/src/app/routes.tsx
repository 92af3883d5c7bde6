// Every route this remote owns (DESIGN §2), with absolute paths; the host renders them in its
// content area. Each feature is its own lazily loaded chunk: the host loads these routes on every
// page, and a shopper who never opens a content page never downloads one.
import type { RouteObject } from 'react-router-dom';
import { RemoteRoot, lazyPage } from '@storefront/platform';

const loadPolicies = () => import(/* webpackChunkName: "page-policies" */ '../features/policies');
const AboutPage = lazyPage(
  () => import(/* webpackChunkName: "page-about" */ '../features/about'),
  'AboutPage',
);
const ContactPage = lazyPage(
  () => import(/* webpackChunkName: "page-contact" */ '../features/contact'),
  'ContactPage',
);
const ReturnsPolicyPage = lazyPage(loadPolicies, 'ReturnsPolicyPage');
const TermsPage = lazyPage(loadPolicies, 'TermsPage');
const PrivacyPolicyPage = lazyPage(loadPolicies, 'PrivacyPolicyPage');
const HowToBuyPage = lazyPage(
  () => import(/* webpackChunkName: "page-how-to-buy" */ '../features/how-to-buy'),
  'HowToBuyPage',
);
const BulkPurchasingPage = lazyPage(
  () => import(/* webpackChunkName: "page-bulk-purchasing" */ '../features/bulk-purchasing'),
  'BulkPurchasingPage',
);

const routes: RouteObject[] = [
  {
    element: <RemoteRoot name="content" />,
    children: [
      { path: '/about', element: <AboutPage /> },
      { path: '/contact', element: <ContactPage /> },
      { path: '/returns-policy', element: <ReturnsPolicyPage /> },
      { path: '/terms-and-conditions', element: <TermsPage /> },
      { path: '/privacy-policy', element: <PrivacyPolicyPage /> },
      { path: '/how-to-buy', element: <HowToBuyPage /> },
      { path: '/bulk-purchasing', element: <BulkPurchasingPage /> },
    ],
  },
];

export default routes;
