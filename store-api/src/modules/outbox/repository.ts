// Writes messages to the outbox. Create it on the transaction of the change that causes the
// message (`createOutboxRepository(trx)`), so both commit or roll back together.
import type { Db } from '../../db/connection.js';

export interface OutboxMessage {
  topic: string;
  payload: unknown;
  storeId?: string | undefined;
}

export function createOutboxRepository(db: Db) {
  return {
    /** Queues a message; it becomes visible to the worker when the transaction commits. */
    async add(message: OutboxMessage): Promise<number> {
      const row = await db
        .insertInto('outbox')
        .values({
          store_id: message.storeId ?? null,
          topic: message.topic,
          payload: JSON.stringify(message.payload),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
