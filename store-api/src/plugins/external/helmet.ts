// Security headers. Images are fetched cross-origin by the storefront pages, and the docs page
// needs its own scripts and styles, so those two policies are relaxed on purpose.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export default fp(
  async function helmetPlugin(app: FastifyInstance) {
    await app.register(helmet, {
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', 'validator.swagger.io'],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          // The API is plain http on localhost in development.
          upgradeInsecureRequests: null,
        },
      },
    });
  },
  { name: 'helmet' },
);
