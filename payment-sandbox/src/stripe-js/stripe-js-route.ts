// GET /v3/stripe.js: an offline stand-in for the provider's browser library. It defines
// window.Stripe(publishableKey) so @stripe/stripe-js's loadStripe resolves without the internet;
// the storefront only needs the object to exist, since payment happens on the hosted page.
import type { FastifyInstance } from 'fastify';

/** The script; `version` is the release train @stripe/stripe-js expects, so it does not warn. */
export const STAND_IN_STRIPE_JS = `(function () {
  'use strict';
  if (window.Stripe) return;
  function Stripe(publishableKey) {
    if (typeof publishableKey !== 'string' || !/^pk_(test|live)_/.test(publishableKey)) {
      throw new Error('Invalid publishable key: expected a pk_test_ or pk_live_ key');
    }
    return {
      sandbox: true,
      publishableKey: publishableKey,
      _registerWrapper: function () {},
    };
  }
  Stripe.version = 'clover';
  window.Stripe = Stripe;
})();
`;

export async function standInStripeJsRoutes(app: FastifyInstance): Promise<void> {
  app.get('/v3/stripe.js', async (_request, reply) =>
    reply
      .type('application/javascript; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('X-Content-Type-Options', 'nosniff')
      // Loaded as a cross-origin <script> by the storefront's pages.
      .header('Cross-Origin-Resource-Policy', 'cross-origin')
      .header('Access-Control-Allow-Origin', '*')
      .send(STAND_IN_STRIPE_JS),
  );
}
