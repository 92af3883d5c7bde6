// A guest checkout leaves a passwordless account for its e-mail. Giving it a first password needs
// proof that the caller reads that e-mail: a set-password link whose token is made, stored and
// spent like a reset token (256 random bits, SHA-256 stored, expiring, used once) but is only ever
// accepted by set-password. The link goes out in the guest's order confirmation, when someone
// registers with the e-mail, and on request.
import type { Db } from '../../db/connection.js';
import type { CustomerRow, OrderRow } from '../../db/schema.js';
import { MAX_ID } from '../../schemas/common.js';
import { enqueueAccountMessage } from './outbox.js';
import { createAccountsRepository, type AccountsRepository } from './repository.js';
import { newResetToken } from './reset-tokens.js';

/**
 * A day, where a reset link has an hour: the link also rides in the order confirmation, which a
 * shopper may open hours later. After that the page sends a new one.
 */
export const SET_PASSWORD_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

export interface SetPasswordLink {
  /** `<store origin>/set-password?email=…&orderId=…&token=…` (orderId only when there is one). */
  url: string;
  expiresInHours: number;
}

/** The origin a store's shop pages are served at (STOREFRONT_URLS), where its links point. */
export function storefrontOrigin(urls: Readonly<Record<string, string>>, storeId: string): string {
  return urls[storeId] ?? urls.default ?? '';
}

type LinkCustomer = Pick<CustomerRow, 'id' | 'store_id' | 'email' | 'password_hash'>;

/**
 * The order the page opens once the password is set: `orderId` when it names a paid guest order
 * of the customer, else their latest paid guest order; undefined when they have none (the page
 * then opens the account).
 */
export async function guestOrderToOpen(
  db: Db,
  customer: Pick<CustomerRow, 'id' | 'store_id'>,
  orderId: string | number | undefined,
): Promise<number | undefined> {
  const paidGuestOrders = () =>
    db
      .selectFrom('orders')
      .innerJoin('payments', 'payments.order_id', 'orders.id')
      .select('orders.id')
      .where('orders.store_id', '=', customer.store_id)
      .where('orders.customer_id', '=', customer.id)
      .where('orders.is_guest', '=', true)
      .where('payments.status', '=', 'paid');
  const named = orderId === undefined ? Number.NaN : Number(orderId);
  if (Number.isSafeInteger(named) && named >= 1 && named <= MAX_ID) {
    const order = await paidGuestOrders().where('orders.id', '=', named).executeTakeFirst();
    if (order) return order.id;
  }
  const latest = await paidGuestOrders().orderBy('orders.id', 'desc').limit(1).executeTakeFirst();
  return latest?.id;
}

/**
 * Stores a new set-password token for a passwordless customer and answers its link on the store's
 * `origin`. Undefined for an account that has a password: such an account is never claimed.
 */
export async function issueSetPasswordLink(
  trx: Db,
  customer: LinkCustomer,
  { origin, orderId }: { origin: string; orderId: number | undefined },
): Promise<SetPasswordLink | undefined> {
  if (customer.password_hash !== null) return undefined;
  const { token, hash } = newResetToken();
  const expiresAt = new Date(Date.now() + SET_PASSWORD_TOKEN_TTL_MS);
  await createAccountsRepository(trx).addResetToken(customer.id, hash, expiresAt, 'set-password');
  const url = new URL('/set-password', origin);
  url.searchParams.set('email', customer.email);
  if (orderId !== undefined) url.searchParams.set('orderId', String(orderId));
  url.searchParams.set('token', token);
  return { url: url.toString(), expiresInHours: SET_PASSWORD_TOKEN_TTL_MS / 3_600_000 };
}

/**
 * E-mails a new set-password link to a passwordless customer (after a registration with the
 * e-mail, or on request), on `trx`; nothing for an account with a password.
 */
export async function sendSetPasswordLink(
  trx: Db,
  customer: LinkCustomer,
  { origin, orderId }: { origin: string; orderId?: string | number | undefined },
): Promise<void> {
  if (customer.password_hash !== null) return;
  const link = await issueSetPasswordLink(trx, customer, {
    origin,
    orderId: await guestOrderToOpen(trx, customer, orderId),
  });
  if (!link) return;
  await enqueueAccountMessage(trx, {
    topic: 'account.set-password',
    storeId: customer.store_id,
    payload: {
      to: customer.email,
      setPasswordUrl: link.url,
      expiresInHours: link.expiresInHours,
    },
  });
}

/**
 * The set-password link a guest order's confirmation carries: for the order's account when it is
 * still passwordless, else null (a customer's order, or an e-mail whose account has a password).
 */
export async function guestOrderSetPasswordLink(
  trx: Db,
  order: Pick<OrderRow, 'id' | 'store_id' | 'customer_id' | 'is_guest'>,
  origin: string,
): Promise<SetPasswordLink | null> {
  if (!order.is_guest || order.customer_id === null) return null;
  const customer = await createAccountsRepository(trx).findById(order.store_id, order.customer_id);
  if (!customer) return null;
  return (await issueSetPasswordLink(trx, customer, { origin, orderId: order.id })) ?? null;
}

/**
 * The account a guest order belongs to: the passwordless account of the e-mail, made on the
 * first guest checkout, which set-password can later give a password (and with it the order
 * history). An e-mail of an account with a password gets none: a guest must not attach orders
 * to someone's account. `accounts` is on the checkout's transaction.
 */
export async function guestOrderAccountId(
  accounts: AccountsRepository,
  storeId: string,
  contact: { email: string; firstName: string; lastName: string; phone: string },
): Promise<number | null> {
  const { email, firstName, lastName, phone } = contact;
  const holder =
    (await accounts.findByEmail(storeId, email)) ??
    (await accounts.create({
      storeId,
      email,
      firstName,
      lastName,
      phone: phone || null,
      passwordHash: null,
    })) ??
    // Created meanwhile by a concurrent checkout with the same e-mail.
    (await accounts.findByEmail(storeId, email));
  return holder && holder.password_hash === null ? holder.id : null;
}
