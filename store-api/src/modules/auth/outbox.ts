// Queues an account e-mail on the transaction of the change that causes it (typed by topic).
import type { Db } from '../../db/connection.js';
import type { CustomerRow } from '../../db/schema.js';
import { createOutboxRepository, type AccountMessages } from '../outbox/index.js';

export type AccountMessage = {
  [T in keyof AccountMessages]: { topic: T; storeId: string; payload: AccountMessages[T] };
}[keyof AccountMessages];

export async function enqueueAccountMessage(trx: Db, message: AccountMessage): Promise<void> {
  await createOutboxRepository(trx).add(message);
}

/**
 * The welcome of a new account: after a registration, and after a guest checkout's account gets
 * its first password (that creates the account; "your password was changed" would alarm them). It
 * carries no name: whoever registered typed it, and the address is not confirmed.
 */
export function enqueueWelcome(
  trx: Db,
  customer: Pick<CustomerRow, 'store_id' | 'email'>,
): Promise<void> {
  return enqueueAccountMessage(trx, {
    topic: 'account.welcome',
    storeId: customer.store_id,
    payload: { to: customer.email },
  });
}
