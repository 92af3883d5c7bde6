// Every route this remote owns (DESIGN §2), with absolute paths; the host renders them in its content area.
import type { RouteObject } from 'react-router-dom';
import { RemoteRoot } from '@storefront/shared';
import { CartPage } from '../features/cart';
import {
  AddressStep,
  CheckoutLayout,
  CustomerStep,
  PaymentStep,
  ReviewStep,
  StepGuard,
  SuccessPage,
} from '../features/checkout';

const customer = (
  <StepGuard step={1}>
    <CustomerStep />
  </StepGuard>
);

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
          { index: true, element: customer },
          { path: 'customer', element: customer },
          {
            path: 'shipping',
            element: (
              <StepGuard step={2}>
                <AddressStep kind="shipping" />
              </StepGuard>
            ),
          },
          {
            path: 'billing',
            element: (
              <StepGuard step={3}>
                <AddressStep kind="billing" />
              </StepGuard>
            ),
          },
          {
            path: 'payment',
            element: (
              <StepGuard step={4}>
                <PaymentStep />
              </StepGuard>
            ),
          },
          {
            path: 'review',
            element: (
              <StepGuard step={5}>
                <ReviewStep />
              </StepGuard>
            ),
          },
        ],
      },
      { path: '/checkout/success', element: <SuccessPage /> },
    ],
  },
];

export default routes;
