// Sign-in sessions for the app: the accounts repository, issuing a session with its bearer token,
// and the preHandlers other domains put on their routes: `app.requireCustomer` (401 without a
// live token) and `app.identifyCustomer` (anonymous allowed). Both run after the store scope
// (`app.requireStore` as onRequest) and set `request.customer`.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { AuthConfig } from '../../config.js';
import type { Db } from '../../db/connection.js';
import type { CustomerRow } from '../../db/schema.js';
import { transactional, type Transactional } from '../../db/transactional.js';
import { HttpError } from '../../http-error.js';
import {
  createAccountsRepository,
  type AccountsRepository,
  type CustomerRecord,
} from './repository.js';
import { AUTH_MESSAGES } from './schemas.js';
import { createTokenSigner } from './tokens.js';

/** Who sent the request: the customer of a live session of this store. */
export interface AuthenticatedCustomer {
  id: number;
  storeId: string;
  /** The session the token names (logout revokes it). */
  sessionId: string;
}

/** What login, registration and set-password answer (the AuthSession record). */
export interface IssuedSession {
  token: string;
  expiresAt: string;
  customer: CustomerRecord;
}

declare module 'fastify' {
  interface FastifyInstance {
    accounts: Transactional<AccountsRepository>;
    /** Opens a session for the customer on `db` (a transaction's when inside one). */
    issueSession(db: Db, customer: CustomerRow): Promise<IssuedSession>;
    /** preHandler: 401 unless the request carries a live token of this store. */
    requireCustomer: preHandlerAsyncHookHandler;
    /** preHandler: like requireCustomer, but without an Authorization header the customer is null. */
    identifyCustomer: preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    /** Set by requireCustomer (never null after it) and identifyCustomer. */
    customer: AuthenticatedCustomer | null;
  }
}

/** The bearer token of the Authorization header; undefined without one. */
function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header === undefined) return undefined;
  const match = /^Bearer +(\S+) *$/i.exec(header);
  // A header that is there but not a bearer token is a bad token, not an anonymous request.
  return match?.[1] ?? '';
}

/** The signed-in customer of a route behind requireCustomer. */
export function signedInCustomer(request: FastifyRequest): AuthenticatedCustomer {
  if (!request.customer) throw new HttpError(401, AUTH_MESSAGES.loginRequired);
  return request.customer;
}

export const customerAuth = fp(
  async function customerAuth(app: FastifyInstance, config: AuthConfig) {
    if (config.tokenSecretSource === 'random') {
      app.log.warn(
        'AUTH_TOKEN_SECRET is not set: bearer tokens are signed with a random key and end when this process does. Set it (32+ bytes) for anything but development.',
      );
    }
    const signer = createTokenSigner(config.tokenSecret);
    app.decorate('accounts', transactional(app.db, createAccountsRepository));
    app.decorateRequest('customer', null);

    app.decorate('issueSession', async function issueSession(db: Db, customer: CustomerRow) {
      const accounts = createAccountsRepository(db);
      const id = randomUUID();
      // Whole seconds, so the token's expiry and the session's are the same instant; rounded up,
      // so a session lasts at least its configured lifetime (rounding down cut up to a second).
      const expiresAt = new Date(Math.ceil((Date.now() + config.tokenTtlMs) / 1000) * 1000);
      await accounts.createSession({
        id,
        customerId: customer.id,
        storeId: customer.store_id,
        expiresAt,
      });
      return {
        token: signer.issue({
          sid: id,
          cid: customer.id,
          sto: customer.store_id,
          exp: expiresAt.getTime() / 1000,
        }),
        expiresAt: expiresAt.toISOString(),
        customer: await accounts.toRecord(customer),
      };
    });

    /** The customer of a live token for this request's store; throws 401 for a dead one. */
    async function authenticate(request: FastifyRequest, token: string) {
      const claims = token ? signer.read(token) : null;
      const live =
        claims !== null &&
        claims.sto === request.storeId &&
        (await app.accounts.isSessionLive({
          id: claims.sid,
          customerId: claims.cid,
          storeId: request.storeId,
        }));
      if (!live) throw new HttpError(401, AUTH_MESSAGES.sessionEnded);
      request.customer = { id: claims.cid, storeId: claims.sto, sessionId: claims.sid };
    }

    app.decorate('requireCustomer', async function requireCustomer(request: FastifyRequest) {
      const token = bearerToken(request);
      if (token === undefined) throw new HttpError(401, AUTH_MESSAGES.loginRequired);
      await authenticate(request, token);
    });

    app.decorate('identifyCustomer', async function identifyCustomer(request: FastifyRequest) {
      const token = bearerToken(request);
      if (token === undefined) request.customer = null;
      else await authenticate(request, token);
    });
  },
  { name: 'customer-auth', dependencies: ['database', 'store-scope'] },
);
