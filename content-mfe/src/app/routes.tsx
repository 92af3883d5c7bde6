// Every route this remote owns (DESIGN §2), with absolute paths; the host renders them in its content area.
import type { RouteObject } from 'react-router-dom';
import { PlaceholderPage, RemoteRoot } from '@storefront/shared';

const routes: RouteObject[] = [
  {
    element: <RemoteRoot name="content" />,
    children: [
      {
        path: '/about',
        element: <PlaceholderPage title="About Us" purpose="Who we are and what we offer." />,
      },
      {
        path: '/contact',
        element: <PlaceholderPage title="Contact Us" purpose="Send us a message." />,
      },
      {
        path: '/returns-policy',
        element: <PlaceholderPage title="Returns Policy" purpose="How returns and refunds work." />,
      },
      {
        path: '/terms-and-conditions',
        element: (
          <PlaceholderPage
            title="Terms and Conditions"
            purpose="The terms that govern purchases from this store."
          />
        ),
      },
      {
        path: '/privacy-policy',
        element: (
          <PlaceholderPage title="Privacy Policy" purpose="How we handle your personal data." />
        ),
      },
      {
        path: '/how-to-buy',
        element: (
          <PlaceholderPage
            title="How to Buy"
            purpose="Six steps from browsing to placing an order."
          />
        ),
      },
      {
        path: '/bulk-purchasing',
        element: (
          <PlaceholderPage title="Bulk Purchasing" purpose="Request a quote for large orders." />
        ),
      },
    ],
  },
];

export default routes;
