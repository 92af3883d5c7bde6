// Whether a passwordless customer (made by a guest checkout) may set a first password.
import type { Db } from '../../db/connection.js';
import type { CustomerRow } from '../../db/schema.js';
import { MAX_ID } from '../../schemas/common.js';

/**
 * SPEC: set-password is offered after a guest order. The customer must have a paid guest order in
 * this store (the one named by `orderId` when given), so nobody can claim an e-mail that never
 * bought anything, nor one whose checkout was abandoned unpaid. An account with a password never
 * gets here.
 */
export async function mayClaimGuestAccount(
  db: Db,
  customer: Pick<CustomerRow, 'id' | 'store_id' | 'password_hash'>,
  orderId: string | number | undefined,
): Promise<boolean> {
  if (customer.password_hash !== null) return false;
  const namedOrder = orderId === undefined ? undefined : Number(orderId);
  if (
    namedOrder !== undefined &&
    !(Number.isSafeInteger(namedOrder) && namedOrder >= 1 && namedOrder <= MAX_ID)
  ) {
    return false;
  }
  const order = await db
    .selectFrom('orders')
    .innerJoin('payments', 'payments.order_id', 'orders.id')
    .select('orders.id')
    .where('orders.store_id', '=', customer.store_id)
    .where('orders.customer_id', '=', customer.id)
    .where('orders.is_guest', '=', true)
    .where('payments.status', '=', 'paid')
    .$if(namedOrder !== undefined, (query) => query.where('orders.id', '=', namedOrder ?? 0))
    .limit(1)
    .executeTakeFirst();
  return order !== undefined;
}
