// GET and PUT /auth/me, and the saved billing addresses under /auth/me/billing-addresses. Every
// route is behind requireCustomer and reads or changes only the signed-in customer's rows.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  customerRecord,
  dataResponse,
  messageRecord,
  savedAddressRecord,
} from '@storefront/contract/records';
import { profileUpdateSchema, savedBillingAddressSchema } from '@storefront/contract/validation';
import { badRequest, HttpError, notFound } from '../../http-error.js';
import { errorResponse, storeHeaders } from '../../schemas/common.js';
import { signedInCustomer } from './customer-auth.js';
import { normalizeEmail } from './repository.js';
import { AUTH_MESSAGES, savedAddressParams } from './schemas.js';
import { BEARER_AUTH } from './session-routes.js';

const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.requireCustomer);

  /** The signed-in customer's row; a customer deleted since sign-in has no session left. */
  async function currentCustomer(request: FastifyRequest) {
    const { id, storeId } = signedInCustomer(request);
    const customer = await app.accounts.findById(storeId, id);
    if (!customer) throw new HttpError(401, AUTH_MESSAGES.sessionEnded);
    return customer;
  }

  const authErrors = { 400: errorResponse, 401: errorResponse };

  app.get(
    '/auth/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in customer with addresses',
        headers: storeHeaders,
        security: BEARER_AUTH,
        response: { 200: dataResponse(customerRecord), ...authErrors },
      },
    },
    async (request) => ({ data: await app.accounts.toRecord(await currentCustomer(request)) }),
  );

  app.put(
    '/auth/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'Change names, phone and the shipping and billing address (not the e-mail)',
        headers: storeHeaders,
        security: BEARER_AUTH,
        body: profileUpdateSchema,
        response: { 200: dataResponse(customerRecord), ...authErrors },
      },
    },
    async (request) => {
      const { email, firstName, lastName, phone, shippingAddress, billingAddress } = request.body;
      const customer = await currentCustomer(request);
      if (email !== undefined && normalizeEmail(email) !== customer.email_normalized) {
        throw badRequest(AUTH_MESSAGES.emailReadOnly);
      }
      await app.accounts.updateProfile(customer.id, {
        firstName,
        lastName,
        phone,
        shippingAddress,
        billingAddress,
      });
      return { data: await app.accounts.toRecord(await currentCustomer(request)) };
    },
  );

  app.post(
    '/auth/me/billing-addresses',
    {
      schema: {
        tags: ['auth'],
        summary: 'Save a billing address to the address book',
        headers: storeHeaders,
        security: BEARER_AUTH,
        body: savedBillingAddressSchema,
        response: { 201: dataResponse(savedAddressRecord), ...authErrors },
      },
    },
    async (request, reply) => {
      const { id } = signedInCustomer(request);
      const address = await app.accounts.addSavedAddress(id, request.body);
      reply.code(201);
      return { data: address };
    },
  );

  app.put(
    '/auth/me/billing-addresses/:id',
    {
      schema: {
        tags: ['auth'],
        summary: 'Change a saved billing address',
        headers: storeHeaders,
        security: BEARER_AUTH,
        params: savedAddressParams,
        body: savedBillingAddressSchema,
        response: {
          200: dataResponse(savedAddressRecord),
          ...authErrors,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const { id } = signedInCustomer(request);
      const address = await app.accounts.updateSavedAddress(id, request.params.id, request.body);
      if (!address) throw notFound(AUTH_MESSAGES.addressNotFound);
      return { data: address };
    },
  );

  app.delete(
    '/auth/me/billing-addresses/:id',
    {
      schema: {
        tags: ['auth'],
        summary: 'Delete a saved billing address',
        headers: storeHeaders,
        security: BEARER_AUTH,
        params: savedAddressParams,
        response: { 200: dataResponse(messageRecord), ...authErrors, 404: errorResponse },
      },
    },
    async (request) => {
      const { id } = signedInCustomer(request);
      if (!(await app.accounts.deleteSavedAddress(id, request.params.id))) {
        throw notFound(AUTH_MESSAGES.addressNotFound);
      }
      return { data: { message: AUTH_MESSAGES.addressDeleted } };
    },
  );
};

export default profileRoutes;
