// Every route this remote owns (DESIGN §2), with absolute paths; the host renders them in its content area.
import { Outlet, type RouteObject } from 'react-router-dom';
import { PlaceholderPage, RemoteRoot, placeholderRoute } from '@storefront/shared';
import { CartPage } from '../features/cart';

/** The five checkout steps share the 'Checkout' title; each step renders below it. */
function CheckoutLayout() {
  return (
    <section>
      <h1>Checkout</h1>
      <Outlet />
    </section>
  );
}

const checkoutSteps = [
  { path: 'customer', title: 'Customer', purpose: 'Your name, phone and e-mail.' },
  { path: 'shipping', title: 'Shipping', purpose: 'Where to ship the order (contiguous US only).' },
  { path: 'billing', title: 'Billing', purpose: 'Billing address, or the same as shipping.' },
  {
    path: 'payment',
    title: 'Payment',
    purpose: 'Pay by card through the hosted payment provider.',
  },
  { path: 'review', title: 'Review', purpose: 'Check addresses, payment and items before paying.' },
];

const routes: RouteObject[] = [
  {
    element: <RemoteRoot name="cartCheckout" />,
    children: [
      { path: '/cart', element: <CartPage /> },
      {
        path: '/checkout',
        element: <CheckoutLayout />,
        children: [
          // The index is the guest entry and shows the same step as /checkout/customer.
          {
            index: true,
            element: <PlaceholderPage title="Customer" purpose="Your name, phone and e-mail." />,
          },
          ...checkoutSteps.map(({ path, title, purpose }) =>
            placeholderRoute(path, title, purpose),
          ),
        ],
      },
      placeholderRoute(
        '/checkout/success',
        'Order Confirmation',
        'The result of your payment and your order number.',
      ),
    ],
  },
];

export default routes;
