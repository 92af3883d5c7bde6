// Resolves the store named by the X-Store-ID header. Routes that serve one store's data add
// `app.requireStore` as an onRequest hook and then read `request.storeId`.
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../../http-error.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Ids of the stores in the database, e.g. ['default', 'hvac', 'parts']. */
    storeIds: readonly string[];
    requireStore: onRequestHookHandler;
  }
  interface FastifyRequest {
    /** The store of this request; set by requireStore. */
    storeId: string;
  }
}

export default fp(
  async function storeScopePlugin(app: FastifyInstance) {
    const rows = await app.db.selectFrom('stores').select('id').orderBy('id').execute();
    const storeIds = rows.map((row) => row.id);
    const known = new Set(storeIds);
    const expected = `expected one of: ${storeIds.join(', ')}`;

    app.decorate('storeIds', storeIds);
    app.decorateRequest('storeId', '');
    app.decorate('requireStore', async function requireStore(request: FastifyRequest) {
      const header = request.headers['x-store-id'];
      const value = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase();
      if (!value) throw badRequest(`Missing X-Store-ID header: ${expected}`);
      if (!known.has(value)) {
        throw badRequest(`Unknown store "${value.slice(0, 40)}" in X-Store-ID header: ${expected}`);
      }
      request.storeId = value;
    });
  },
  { name: 'store-scope', dependencies: ['database'] },
);
