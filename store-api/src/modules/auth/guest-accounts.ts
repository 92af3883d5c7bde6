// Whether a passwordless customer (made by a guest checkout) may set a first password.
import type { Db } from '../../db/connection.js';
import type { CustomerRow } from '../../db/schema.js';

/**
 * SPEC: set-password is offered after a guest order. Orders arrive with a later issue; until
 * then a passwordless customer of the store is enough. The orders issue must make this real: the
 * customer has a guest order in this store (the one named by `orderId` when given), so nobody can
 * claim an e-mail that never ordered. An account with a password never gets here.
 */
export async function mayClaimGuestAccount(
  _db: Db,
  customer: Pick<CustomerRow, 'id' | 'store_id' | 'password_hash'>,
  _orderId: string | number | undefined,
): Promise<boolean> {
  return customer.password_hash === null;
}
