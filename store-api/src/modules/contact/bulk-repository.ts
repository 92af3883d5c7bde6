// Stores bulk-purchasing requests and queues their two e-mails (the store's sales desk, and the
// requester's confirmation) in the same transaction: a kept request always has its e-mails.
import type { BulkRequest } from '@storefront/contract/validation';
import type { Db } from '../../db/connection.js';
import { createOutboxRepository, type OutboxMessage } from '../outbox/index.js';

export function createBulkRequestsRepository(db: Db) {
  return {
    /**
     * Keeps the request and queues bulk.request, and bulk.confirmation when `confirm` (the
     * courtesy e-mail limits allow it); returns its id.
     */
    async submit(
      storeId: string,
      request: BulkRequest,
      { confirm }: { confirm: boolean },
    ): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const { id } = await trx
          .insertInto('bulk_requests')
          .values({
            store_id: storeId,
            company_name: request.companyName,
            contact_person: request.contactPerson,
            email: request.email,
            phone: request.phone,
            products: request.products,
            delivery_address: request.deliveryAddress,
            delivery_timeline: request.deliveryTimeline,
            additional_information: request.additionalInformation,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const outbox = createOutboxRepository(trx);
        const messages: OutboxMessage[] = [
          { topic: 'bulk.request', storeId, payload: { requestId: id, ...request } },
        ];
        if (confirm) {
          messages.push({
            topic: 'bulk.confirmation',
            storeId,
            payload: { to: request.email, requestId: id },
          });
        }
        for (const message of messages) await outbox.add(message);
        return id;
      });
    },
  };
}

export type BulkRequestsRepository = ReturnType<typeof createBulkRequestsRepository>;
