// Every route this remote owns (DESIGN §2), with absolute paths; the host renders them in its content area.
import type { RouteObject } from 'react-router-dom';
import { RemoteRoot, lazyPage } from '@storefront/platform';
import { CartPage } from '../features/cart';
import { QuickOrderPage } from '../features/quick-order';

// The checkout is a chunk of its own: its forms, react-hook-form and zod load when the shopper
// goes to the checkout, not with the cart page. Every page comes from the one module (one chunk).
const checkout = () =>
  import(/* webpackChunkName: "checkout" */ '../features/checkout/components/checkout-pages');
const CheckoutLayout = lazyPage(checkout, 'CheckoutLayout');
const CustomerStepPage = lazyPage(checkout, 'CustomerStepPage');
const ShippingStepPage = lazyPage(checkout, 'ShippingStepPage');
const BillingStepPage = lazyPage(checkout, 'BillingStepPage');
const PaymentStepPage = lazyPage(checkout, 'PaymentStepPage');
const ReviewStepPage = lazyPage(checkout, 'ReviewStepPage');
const SuccessPage = lazyPage(checkout, 'SuccessPage');

const routes: RouteObject[] = [
  {
    element: <RemoteRoot name="cartCheckout" />,
    children: [
      { path: '/cart', element: <CartPage /> },
      { path: '/quick-order', element: <QuickOrderPage /> },
      {
        path: '/checkout',
        element: <CheckoutLayout />,
        children: [
          // The index is the guest entry and shows the same step as /checkout/customer.
          { index: true, element: <CustomerStepPage /> },
          { path: 'customer', element: <CustomerStepPage /> },
          { path: 'shipping', element: <ShippingStepPage /> },
          { path: 'billing', element: <BillingStepPage /> },
          { path: 'payment', element: <PaymentStepPage /> },
          { path: 'review', element: <ReviewStepPage /> },
        ],
      },
      { path: '/checkout/success', element: <SuccessPage /> },
    ],
  },
];

export default routes;
