// The saved-equipment domain ("My equipment", issue 37 item 4): account owns the list a customer
// saves; the catalogue's fits badge and filter read it from the bus, never from here.
import type { FastifyInstance } from 'fastify';
import { createSavedEquipmentRepository } from './repository.js';
import accountEquipmentRoutes from './routes.js';

export async function accountEquipmentModule(app: FastifyInstance) {
  app.addHook('onRequest', app.requireStore);
  await app.register(accountEquipmentRoutes, { equipment: createSavedEquipmentRepository(app.db) });
}
