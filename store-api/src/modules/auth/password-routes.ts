// POST /auth/request-reset-password, /auth/reset-password, /auth/request-set-password and
// /auth/set-password.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authSessionRecord, dataResponse, messageRecord } from '@storefront/contract/records';
import {
  requestPasswordResetSchema,
  resetPasswordBodySchema,
  setPasswordBodySchema,
  setPasswordLinkRequestSchema,
} from '@storefront/contract/validation';
import { HttpError } from '../../http-error.js';
import { errorResponse, storeHeaders } from '../../schemas/common.js';
import { createAttemptLimiter, type AttemptLimiter } from '../../limits/attempt-limiter.js';
import { accountKey } from './account-sign-in-limit.js';
import type { AuthRouteOptions } from './index.js';
import { AUTH_MESSAGES } from './schemas.js';

/**
 * Counts one link request for the e-mail in the store, or refuses it with 429 `tooMany` when the
 * e-mail has had its share. Counted for every e-mail, so a 429 says nothing about an account.
 */
async function countEmailRequest(
  limiter: AttemptLimiter,
  storeId: string,
  email: string,
  tooMany: string,
): Promise<void> {
  if (!(await limiter.take(accountKey(storeId, email)))) throw new HttpError(429, tooMany);
}

const passwordRoutes: FastifyPluginAsyncZod<AuthRouteOptions> = async (
  app,
  { config, setPasswordLinks, accountSignIns, accountService },
) => {
  const resetRequests = createAttemptLimiter({
    name: 'reset-requests',
    max: config.resetRequestsMax,
    windowMs: config.resetRequestsWindowMs,
    redis: app.redis,
  });

  app.post(
    '/auth/request-reset-password',
    {
      schema: {
        tags: ['auth'],
        summary:
          'E-mail a password reset link (same answer whether or not the e-mail has an account)',
        headers: storeHeaders,
        body: requestPasswordResetSchema,
        response: { 202: dataResponse(messageRecord), 400: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) => {
      const { storeId } = request;
      await countEmailRequest(
        resetRequests,
        storeId,
        request.body.email,
        AUTH_MESSAGES.tooManyResetRequests,
      );
      // The answer does not wait for the account: looked up and e-mailed after it, a known
      // e-mail's answer takes as long as an unknown one's (no enumeration by timing).
      const { email } = request.body;
      app.inBackground('queueing a password reset e-mail', () =>
        accountService.sendResetLink(storeId, email),
      );
      reply.code(202);
      return { data: { message: AUTH_MESSAGES.resetRequested } };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the token of a reset link; signs out everywhere',
        headers: storeHeaders,
        body: resetPasswordBodySchema,
        response: { 200: dataResponse(messageRecord), 400: errorResponse },
      },
    },
    async (request) => {
      const { token, email, password } = request.body;
      const { storeId } = request;
      await accountService.resetPassword(storeId, { token, email, password });
      // The link proved the e-mail: the owner signs in at once, wherever from.
      await accountSignIns.lift(accountKey(storeId, email));
      return { data: { message: AUTH_MESSAGES.passwordReset } };
    },
  );

  app.post(
    '/auth/request-set-password',
    {
      schema: {
        tags: ['auth'],
        summary:
          'E-mail a link to set the first password of a guest checkout account (same answer for any e-mail)',
        headers: storeHeaders,
        body: setPasswordLinkRequestSchema,
        response: { 202: dataResponse(messageRecord), 400: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) => {
      const { storeId } = request;
      const { email, orderId } = request.body;
      await countEmailRequest(
        setPasswordLinks,
        storeId,
        email,
        AUTH_MESSAGES.tooManySetPasswordLinkRequests,
      );
      // Like a reset request: the answer does not wait for the account, so its time does not
      // tell a guest account's e-mail from any other.
      app.inBackground('queueing a set-password e-mail', () =>
        accountService.sendSetPasswordLink(storeId, email, orderId),
      );
      reply.code(202);
      return { data: { message: AUTH_MESSAGES.setPasswordLinkRequested } };
    },
  );

  app.post(
    '/auth/set-password',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Give the passwordless account of a guest checkout a password with the token of its e-mailed link, and sign in',
        headers: storeHeaders,
        body: setPasswordBodySchema,
        response: {
          200: dataResponse(authSessionRecord),
          400: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (request) => {
      const { email, password, token } = request.body;
      const { storeId } = request;
      const session = await accountService.setFirstPassword(storeId, { token, email, password });
      return { data: session };
    },
  );
};

export default passwordRoutes;
