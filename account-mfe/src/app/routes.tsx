// Every route this remote owns (DESIGN §2), with absolute paths; the host renders them in its content area.
import type { RouteObject } from 'react-router-dom';
import { PlaceholderPage, RemoteRoot } from '@storefront/shared';

const routes: RouteObject[] = [
  {
    element: <RemoteRoot name="account" />,
    children: [
      {
        path: '/login',
        element: (
          <PlaceholderPage
            title="Login"
            purpose="Sign in with e-mail and password, or request a password reset."
          />
        ),
      },
      {
        path: '/register',
        element: <PlaceholderPage title="Register" purpose="Create a customer account." />,
      },
      {
        path: '/reset-password',
        element: (
          <PlaceholderPage
            title="Reset Password"
            purpose="Choose a new password from a reset link."
          />
        ),
      },
      {
        path: '/set-password',
        element: (
          <PlaceholderPage
            title="Set Password"
            purpose="Set a password for an account created at checkout."
          />
        ),
      },
      {
        path: '/profile',
        element: (
          <PlaceholderPage
            title="Profile"
            purpose="Personal information, shipping and billing addresses."
          />
        ),
      },
      {
        path: '/orders',
        element: (
          <PlaceholderPage title="Order History" purpose="Your past orders and their status." />
        ),
      },
      {
        path: '/orders/:orderId',
        element: (
          <PlaceholderPage
            title="Order Details"
            purpose="One order: items, payment, cancel or return."
          />
        ),
      },
      {
        path: '/account',
        element: (
          <PlaceholderPage title="My Account" purpose="Your account after setting a password." />
        ),
      },
    ],
  },
];

export default routes;
