// Every route this remote owns (DESIGN §2), with absolute paths; the host renders them in its content area.
import type { RouteObject } from 'react-router-dom';
import { RemoteRoot, placeholderRoute } from '@storefront/shared';

const routes: RouteObject[] = [
  {
    element: <RemoteRoot name="content" />,
    children: [
      placeholderRoute('/about', 'About Us', 'Who we are and what we offer.'),
      placeholderRoute('/contact', 'Contact Us', 'Send us a message.'),
      placeholderRoute('/returns-policy', 'Returns Policy', 'How returns and refunds work.'),
      placeholderRoute(
        '/terms-and-conditions',
        'Terms and Conditions',
        'The terms that govern purchases from this store.',
      ),
      placeholderRoute('/privacy-policy', 'Privacy Policy', 'How we handle your personal data.'),
      placeholderRoute('/how-to-buy', 'How to Buy', 'Six steps from browsing to placing an order.'),
      placeholderRoute('/bulk-purchasing', 'Bulk Purchasing', 'Request a quote for large orders.'),
    ],
  },
];

export default routes;
