// POST /auth/register, /auth/login and /auth/logout.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authSessionRecord, dataResponse, messageRecord } from '@storefront/contract/records';
import { loginSchema, registrationSchema } from '@storefront/contract/validation';
import { HttpError } from '../../http-error.js';
import { errorResponse, storeHeaders } from '../../schemas/common.js';
import { createAttemptLimiter } from '../../limits/attempt-limiter.js';
import { accountKey } from './account-sign-in-limit.js';
import { signedInCustomer } from './customer-auth.js';
import { storefrontOrigin } from './guest-accounts.js';
import type { AuthRouteOptions } from './index.js';
import { enqueueAccountMessage } from './outbox.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { AUTH_MESSAGES } from './schemas.js';

export const BEARER_AUTH = [{ bearerAuth: [] }];

const sessionRoutes: FastifyPluginAsyncZod<AuthRouteOptions> = async (
  app,
  { config, setPasswordLinks, accountSignIns, accountService },
) => {
  // Every sign-in counts, and a successful one clears the count: what it counts is failures.
  const loginFailures = createAttemptLimiter({
    name: 'login-failures',
    max: config.loginMaxFailures,
    windowMs: config.loginFailureWindowMs,
    redis: app.redis,
  });
  const tooManyLogins = AUTH_MESSAGES.tooManyLogins(
    Math.ceil(config.loginFailureWindowMs / 60_000),
  );

  /** Tells the owner of an account (one with a password) that its sign-in was paused. */
  async function sendSignInPaused(storeId: string, email: string, waitSeconds: number) {
    const customer = await app.accounts.findByEmail(storeId, email);
    if (!customer?.password_hash) return;
    const resetPage = new URL('/login', storefrontOrigin(config.storefrontUrls, storeId));
    resetPage.searchParams.set('reset', 'true');
    resetPage.searchParams.set('email', customer.email);
    await enqueueAccountMessage(app.db, {
      topic: 'account.sign-in-paused',
      storeId,
      payload: {
        to: customer.email,
        pausedMinutes: Math.ceil(waitSeconds / 60),
        resetPageUrl: resetPage.toString(),
      },
    });
  }

  app.post(
    '/auth/register',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Create an account in this store and sign in; for the e-mail of a guest checkout account, e-mail its set-password link instead',
        headers: storeHeaders,
        body: registrationSchema,
        response: {
          201: dataResponse(authSessionRecord),
          202: dataResponse(messageRecord),
          400: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const { firstName, lastName, email, phone, password } = request.body;
      const { storeId } = request;
      // Hashed before the transaction: it is the slow part and needs no database.
      const passwordHash = await hashPassword(password);
      const session = await accountService.register(
        { storeId, email, firstName, lastName, phone, passwordHash },
        {
          mayWelcome: (customer) => app.courtesyEmails.mayQueue(request.ip, customer.email),
          // A guest checkout's account: the owner gets the link, within the link limit.
          mayLink: () => setPasswordLinks.take(accountKey(storeId, email)),
        },
      );
      if (!session) {
        reply.code(202);
        return { data: { message: AUTH_MESSAGES.setPasswordLinkSentOnRegister } };
      }
      reply.code(201);
      return { data: session };
    },
  );

  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password',
        headers: storeHeaders,
        body: loginSchema,
        response: {
          200: dataResponse(authSessionRecord),
          400: errorResponse,
          401: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const { storeId } = request;
      const account = accountKey(storeId, email);
      const attemptKey = `${account}\n${request.ip}`;
      // Counted before the password is checked, so parallel guesses cannot pass the limit.
      const loginWaitMs = await loginFailures.takeOrWait(attemptKey);
      if (loginWaitMs > 0) {
        reply.header('retry-after', String(Math.ceil(loginWaitMs / 1000)));
        throw new HttpError(429, tooManyLogins);
      }
      const accountCheck = await accountSignIns.take(account);
      if (accountCheck.paused) {
        if (accountCheck.firstPauseOfDay) {
          app.inBackground('queueing a sign-in paused e-mail', () =>
            sendSignInPaused(storeId, email, accountCheck.waitSeconds),
          );
        }
        // The owner's own address still gets in with the right password; nobody else is asked.
        if (!(await accountSignIns.isKnownAddress(attemptKey))) {
          reply.header('retry-after', String(accountCheck.waitSeconds));
          throw new HttpError(429, AUTH_MESSAGES.accountSignInPaused(accountCheck.waitSeconds));
        }
      }
      const customer = await app.accounts.findByEmail(storeId, email);
      // Verified even without a customer (against a dummy hash): the same time either way.
      const valid = await verifyPassword(customer?.password_hash, password);
      if (!customer || !valid) throw new HttpError(401, AUTH_MESSAGES.loginFailed);
      await loginFailures.clear(attemptKey);
      await accountSignIns.succeeded(account, attemptKey, !accountCheck.paused);
      return { data: await app.issueSession(app.db, customer) };
    },
  );

  app.post(
    '/auth/logout',
    {
      preHandler: app.requireCustomer,
      schema: {
        tags: ['auth'],
        summary: 'Sign out: the token stops working at once',
        headers: storeHeaders,
        security: BEARER_AUTH,
        response: { 200: dataResponse(messageRecord), 400: errorResponse, 401: errorResponse },
      },
    },
    async (request) => {
      await app.accounts.revokeSession(signedInCustomer(request).sessionId);
      return { data: { message: AUTH_MESSAGES.loggedOut } };
    },
  );
};

export default sessionRoutes;
