// The accounts domain (SPEC §7 Auth): registration, sign-in and sessions, the profile and saved
// addresses, password reset and set-password. Other domains use `app.requireCustomer` /
// `app.identifyCustomer` (from customerAuth) and read `request.customer`.
import type { FastifyInstance } from 'fastify';
import type { AuthConfig } from '../../config.js';
import passwordRoutes from './password-routes.js';
import profileRoutes from './profile-routes.js';
import sessionRoutes from './session-routes.js';

export { customerAuth, signedInCustomer, type AuthenticatedCustomer } from './customer-auth.js';
export { normalizeEmail } from './repository.js';

/** The auth routes; every one is scoped to the store named by X-Store-ID. */
export async function authRoutes(app: FastifyInstance, options: { config: AuthConfig }) {
  app.addHook('onRequest', app.requireStore);
  await app.register(sessionRoutes, options);
  await app.register(profileRoutes);
  await app.register(passwordRoutes, options);
}
