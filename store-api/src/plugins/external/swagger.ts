// OpenAPI document generated from the zod route schemas, with interactive docs and the JSON at
// /store-api/docs unless API_DOCS=false (the document is still built: app.swagger() in tests).
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

export default fp(
  async function swaggerPlugin(
    app: FastifyInstance,
    options: { publicBaseUrl: string; ui: boolean },
  ) {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Storefront store API',
          description:
            'Catalogue (and later cart, auth, orders and checkout) of the three storefront stores. ' +
            'Every catalogue call names its store in the `X-Store-ID` header (`default`, `hvac` or ' +
            '`parts`). Lists answer `{ data, total }` and the `x-total-count` header; errors ' +
            'answer `{ error }`.',
          version: '1.0.0',
        },
        servers: [{ url: options.publicBaseUrl }],
        tags: [
          { name: 'catalog', description: 'Products, categories, brands and stock' },
          { name: 'auth', description: 'Accounts, sign-in, profile and passwords' },
          { name: 'system', description: 'Health and images' },
        ],
        components: {
          securitySchemes: {
            bearerAuth: {
              type: 'http',
              scheme: 'bearer',
              description: 'The token of login, registration or set-password',
            },
          },
        },
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });
    if (options.ui) await app.register(swaggerUi, { routePrefix: '/store-api/docs' });
  },
  { name: 'swagger' },
);
