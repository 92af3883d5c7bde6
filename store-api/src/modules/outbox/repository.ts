// Writes messages to the outbox and hands them to the worker. Create it on the transaction of the
// change that causes the message (`createOutboxRepository(trx)`), so both commit or roll back
// together; the worker's calls (claim, mark*) each run as one short statement of their own.
import { EventEmitter } from 'node:events';
import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { Database } from '../../db/schema.js';
import type { OutboxMessage } from './messages.js';

/** Says "a message was queued in this process", so a worker here can look sooner than its poll. */
export const outboxQueued = new EventEmitter();

/** A message taken from the queue by `claim`, leased to one worker until it is marked. */
export interface ClaimedMessage {
  id: number;
  storeId: string | null;
  /** A topic of messages.ts when written by this code; a row may still hold an unknown one. */
  topic: string;
  payload: unknown;
  /** Failed attempts so far. */
  attempts: number;
}

/** Due: neither sent nor given up, and its time (first try, retry or lease end) has come. */
function isDue(eb: ExpressionBuilder<Database, 'outbox'>) {
  return eb.and([
    eb('sent_at', 'is', null),
    eb('failed_at', 'is', null),
    eb('available_at', '<=', sql<Date>`now()`),
  ]);
}

const inMilliseconds = (ms: number) => sql<Date>`now() + ${ms} * interval '1 millisecond'`;

export function createOutboxRepository(db: Db) {
  return {
    /** Queues a message; it becomes visible to the worker when the transaction commits. */
    async add(message: OutboxMessage): Promise<number> {
      const row = await db
        .insertInto('outbox')
        .values({
          store_id: message.storeId,
          topic: message.topic,
          payload: JSON.stringify(message.payload),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      outboxQueued.emit('queued');
      return row.id;
    },

    /** Queues several messages in one statement (a restock's alerts). */
    async addMany(messages: OutboxMessage[]): Promise<void> {
      if (messages.length === 0) return;
      await db
        .insertInto('outbox')
        .values(
          messages.map((message) => ({
            store_id: message.storeId,
            topic: message.topic,
            payload: JSON.stringify(message.payload),
          })),
        )
        .execute();
      outboxQueued.emit('queued');
    },

    /**
     * Takes up to `limit` due messages, oldest first, and pushes their time `leaseMs` ahead in the
     * same statement (one short transaction, committed before anything is sent): other workers
     * skip the locked rows while it runs and see the messages as not due after it. A worker that
     * dies mid-send leaves its messages to be tried again when the lease ends.
     */
    async claim(limit: number, leaseMs: number): Promise<ClaimedMessage[]> {
      const rows = await db
        .updateTable('outbox')
        .set({ available_at: inMilliseconds(leaseMs) })
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('outbox')
            .select('id')
            .where(isDue)
            .orderBy('available_at')
            .orderBy('id')
            .limit(limit)
            .forUpdate()
            .skipLocked(),
        )
        .returning(['id', 'store_id', 'topic', 'payload', 'attempts'])
        .execute();
      return rows
        .map((row) => ({
          id: row.id,
          storeId: row.store_id,
          topic: row.topic,
          payload: row.payload,
          attempts: row.attempts,
        }))
        .sort((a, b) => a.id - b.id);
    },

    async markSent(id: number): Promise<void> {
      await db
        .updateTable('outbox')
        .set({ sent_at: sql`now()` })
        .where('id', '=', id)
        .execute();
    },

    /** A failed attempt: counted, its error kept, tried again after `retryInMs`. */
    async markRetry(id: number, error: string, retryInMs: number): Promise<void> {
      await db
        .updateTable('outbox')
        .set((eb) => ({
          attempts: eb('attempts', '+', 1),
          last_error: error,
          available_at: inMilliseconds(retryInMs),
        }))
        .where('id', '=', id)
        .execute();
    },

    /** Gives up on a message: it leaves the queue with its last error. */
    async markFailed(id: number, error: string, { countAttempt }: { countAttempt: boolean }) {
      await db
        .updateTable('outbox')
        .set((eb) => ({
          attempts: countAttempt ? eb('attempts', '+', 1) : eb.ref('attempts'),
          last_error: error,
          failed_at: sql`now()`,
        }))
        .where('id', '=', id)
        .execute();
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
