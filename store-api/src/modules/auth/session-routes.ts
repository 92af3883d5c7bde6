// POST /auth/register, /auth/login and /auth/logout.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authSessionRecord, dataResponse, messageRecord } from '@storefront/shared/contract';
import { loginSchema, registrationSchema } from '@storefront/shared/validation';
import type { AuthConfig } from '../../config.js';
import { HttpError } from '../../http-error.js';
import { errorResponse, storeHeaders } from '../../schemas/common.js';
import { createAttemptCounter } from './attempt-counter.js';
import { signedInCustomer } from './customer-auth.js';
import { enqueueAccountMessage } from './outbox.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { normalizeEmail } from './repository.js';
import { AUTH_MESSAGES } from './schemas.js';

export const BEARER_AUTH = [{ bearerAuth: [] }];

const sessionRoutes: FastifyPluginAsyncZod<{ config: AuthConfig }> = async (app, { config }) => {
  const loginFailures = createAttemptCounter({
    max: config.loginMaxFailures,
    windowMs: config.loginFailureWindowMs,
  });
  const tooManyLogins = AUTH_MESSAGES.tooManyLogins(
    Math.ceil(config.loginFailureWindowMs / 60_000),
  );

  app.post(
    '/auth/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create an account in this store and sign in',
        headers: storeHeaders,
        body: registrationSchema,
        response: {
          201: dataResponse(authSessionRecord),
          400: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const { firstName, lastName, email, phone, password } = request.body;
      // Hashed before the transaction: it is the slow part and needs no database.
      const passwordHash = await hashPassword(password);
      const session = await app.db.transaction().execute(async (trx) => {
        const customer = await app.accounts.inTransaction(trx).create({
          storeId: request.storeId,
          email,
          firstName,
          lastName,
          phone,
          passwordHash,
        });
        if (!customer) throw new HttpError(409, AUTH_MESSAGES.emailTaken);
        await enqueueAccountMessage(trx, {
          topic: 'account.welcome',
          storeId: request.storeId,
          payload: { to: customer.email, firstName: customer.first_name },
        });
        return app.issueSession(trx, customer);
      });
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
    async (request) => {
      const { email, password } = request.body;
      const attemptKey = `${request.storeId}\n${normalizeEmail(email)}\n${request.ip}`;
      if (loginFailures.isBlocked(attemptKey)) throw new HttpError(429, tooManyLogins);
      const customer = await app.accounts.findByEmail(request.storeId, email);
      // Verified even without a customer (against a dummy hash): the same time either way.
      const valid = await verifyPassword(customer?.password_hash, password);
      if (!customer || !valid) {
        loginFailures.record(attemptKey);
        throw new HttpError(401, AUTH_MESSAGES.loginFailed);
      }
      loginFailures.clear(attemptKey);
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
