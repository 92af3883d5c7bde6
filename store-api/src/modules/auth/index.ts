// The accounts domain (SPEC §7 Auth): registration, sign-in and sessions, the profile and saved
// addresses, password reset and set-password (with the e-mailed link of guest-accounts.ts). Other
// domains use `app.requireCustomer` / `app.identifyCustomer` (from customerAuth) and read
// `request.customer`.
import type { FastifyInstance } from 'fastify';
import type { AuthConfig } from '../../config.js';
import { createAttemptLimiter, type AttemptLimiter } from '../../limits/attempt-limiter.js';
import { createAccountService, type AccountService } from './account-service.js';
import { createAccountSignInLimit, type AccountSignInLimit } from './account-sign-in-limit.js';
import passwordRoutes from './password-routes.js';
import profileRoutes from './profile-routes.js';
import sessionRoutes from './session-routes.js';

export { customerAuth, signedInCustomer, type AuthenticatedCustomer } from './customer-auth.js';
export {
  guestOrderAccountId,
  guestOrderSetPasswordLink,
  storefrontOrigin,
} from './guest-accounts.js';
export { normalizeEmail, type AccountsRepository } from './repository.js';
export { BEARER_AUTH } from './session-routes.js';
export { hashResetToken as hashLinkToken, newResetToken as newLinkToken } from './reset-tokens.js';

export interface AuthRouteOptions {
  config: AuthConfig;
  /** Set-password link e-mails per store and e-mail, shared by request-set-password and register. */
  setPasswordLinks: AttemptLimiter;
  /** Sign-ins per account over every address: login counts them, a password reset lifts a pause. */
  accountSignIns: AccountSignInLimit;
  /** Registration, password reset and set-password, each one unit of work. */
  accountService: AccountService;
}

/** The auth routes; every one is scoped to the store named by X-Store-ID. */
export async function authRoutes(app: FastifyInstance, { config }: { config: AuthConfig }) {
  app.addHook('onRequest', app.requireStore);
  // Set-password links go out on request and on registration: one count per e-mail for both, at
  // the reset link's limits, so neither route can flood an inbox.
  const setPasswordLinks = createAttemptLimiter({
    name: 'set-password-links',
    max: config.resetRequestsMax,
    windowMs: config.resetRequestsWindowMs,
    redis: app.redis,
  });
  const accountSignIns = createAccountSignInLimit({
    maxFailures: config.accountLoginMaxFailures,
    windowMs: config.accountLoginFailureWindowMs,
    firstPauseMs: config.accountLoginPauseMs,
    redis: app.redis,
  });
  const accountService = createAccountService({
    db: app.db,
    accounts: app.accounts,
    storefrontUrls: config.storefrontUrls,
    issueSession: (trx, customer) => app.issueSession(trx, customer),
  });
  const options = { config, setPasswordLinks, accountSignIns, accountService };
  await app.register(sessionRoutes, options);
  await app.register(profileRoutes);
  await app.register(passwordRoutes, options);
}
