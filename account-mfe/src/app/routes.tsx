// Every route this remote owns (DESIGN §2), with absolute paths; the host renders them in its
// content area. Each page is its own lazily loaded chunk: the forms library and the schemas load
// only with the page that uses them.
import type { RouteObject } from 'react-router-dom';
import { RemoteRoot, lazyPage } from '@storefront/platform';

const LoginPage = lazyPage(
  () => import(/* webpackChunkName: "page-login" */ '../features/login/components/login-page'),
  'LoginPage',
);
const RegisterPage = lazyPage(
  () =>
    import(/* webpackChunkName: "page-register" */ '../features/register/components/register-page'),
  'RegisterPage',
);
const ResetPasswordPage = lazyPage(
  () =>
    import(
      /* webpackChunkName: "page-reset-password" */ '../features/password/components/reset-password-page'
    ),
  'ResetPasswordPage',
);
const SetPasswordPage = lazyPage(
  () =>
    import(
      /* webpackChunkName: "page-set-password" */ '../features/password/components/set-password-page'
    ),
  'SetPasswordPage',
);
const ProfilePage = lazyPage(
  () =>
    import(/* webpackChunkName: "page-profile" */ '../features/profile/components/profile-page'),
  'ProfilePage',
);
const OrderHistoryPage = lazyPage(
  () =>
    import(
      /* webpackChunkName: "page-orders" */ '../features/orders/components/order-history-page'
    ),
  'OrderHistoryPage',
);
const OrderDetailPage = lazyPage(
  () =>
    import(/* webpackChunkName: "page-order" */ '../features/orders/components/order-detail-page'),
  'OrderDetailPage',
);
const ReturnSlipPage = lazyPage(
  () =>
    import(
      /* webpackChunkName: "page-return-slip" */ '../features/orders/components/return-slip-page'
    ),
  'ReturnSlipPage',
);
const AccountHomePage = lazyPage(
  () =>
    import(
      /* webpackChunkName: "page-account" */ '../features/account-home/components/account-home-page'
    ),
  'AccountHomePage',
);
const JobListsPage = lazyPage(
  () =>
    import(/* webpackChunkName: "page-lists" */ '../features/job-lists/components/job-lists-page'),
  'JobListsPage',
);
const JobListPage = lazyPage(
  () =>
    import(/* webpackChunkName: "page-list" */ '../features/job-lists/components/job-list-page'),
  'JobListPage',
);

const routes: RouteObject[] = [
  {
    element: <RemoteRoot name="account" />,
    children: [
      { path: '/login', element: <LoginPage /> },
      { path: '/register', element: <RegisterPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/set-password', element: <SetPasswordPage /> },
      { path: '/profile', element: <ProfilePage /> },
      { path: '/orders', element: <OrderHistoryPage /> },
      { path: '/orders/:orderId', element: <OrderDetailPage /> },
      { path: '/orders/:orderId/returns/:rmaNumber', element: <ReturnSlipPage /> },
      { path: '/account', element: <AccountHomePage /> },
      { path: '/lists', element: <JobListsPage /> },
      { path: '/lists/:listId', element: <JobListPage /> },
    ],
  },
];

export default routes;
