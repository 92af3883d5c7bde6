// Queues an account e-mail on the transaction of the change that causes it (typed by topic).
import type { Db } from '../../db/connection.js';
import type { AccountMessages } from '../outbox/messages.js';
import { createOutboxRepository } from '../outbox/repository.js';

export type AccountMessage = {
  [T in keyof AccountMessages]: { topic: T; storeId: string; payload: AccountMessages[T] };
}[keyof AccountMessages];

export async function enqueueAccountMessage(trx: Db, message: AccountMessage): Promise<void> {
  await createOutboxRepository(trx).add(message);
}
