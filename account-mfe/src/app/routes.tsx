// Every route this remote owns (DESIGN §2), with absolute paths; the host renders them in its content area.
import type { RouteObject } from 'react-router-dom';
import { RemoteRoot, placeholderRoute } from '@storefront/shared';

const routes: RouteObject[] = [
  {
    element: <RemoteRoot name="account" />,
    children: [
      placeholderRoute(
        '/login',
        'Login',
        'Sign in with e-mail and password, or request a password reset.',
      ),
      placeholderRoute('/register', 'Register', 'Create a customer account.'),
      placeholderRoute(
        '/reset-password',
        'Reset Password',
        'Choose a new password from a reset link.',
      ),
      placeholderRoute(
        '/set-password',
        'Set Password',
        'Set a password for an account created at checkout.',
      ),
      placeholderRoute(
        '/profile',
        'Profile',
        'Personal information, shipping and billing addresses.',
      ),
      placeholderRoute('/orders', 'Order History', 'Your past orders and their status.'),
      placeholderRoute(
        '/orders/:orderId',
        'Order Details',
        'One order: items, payment, cancel or return.',
      ),
      placeholderRoute('/account', 'My Account', 'Your account after setting a password.'),
    ],
  },
];

export default routes;
