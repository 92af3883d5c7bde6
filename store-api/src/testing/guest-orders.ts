// Test helpers for what a guest checkout leaves: a passwordless customer and a paid guest order
// written straight to the tables (without going through a checkout), and the set-password link
// the API e-mails for such an account, read from the outbox.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connection.js';
import { callApi, uniqueEmail } from './customers.js';

const ADDRESS = {
  first_name: 'Guest',
  last_name: 'Shopper',
  street: '12 Main St',
  city: 'Austin',
  state: 'TX',
  postal_code: '78701',
  country: 'US',
  phone: '',
};

let ordersWritten = 0;

/** Answers the order id; `paid: false` leaves the payment pending (an abandoned checkout). */
export async function insertGuestOrder(
  db: Db,
  customer: { id: number; store_id: string; email: string },
  { paid = true } = {},
): Promise<number> {
  ordersWritten += 1;
  const { id } = await db
    .insertInto('orders')
    .values({
      store_id: customer.store_id,
      store_order_id: `TEST-${process.pid}-${Date.now()}-${ordersWritten}`,
      customer_id: customer.id,
      is_guest: true,
      customer_email: customer.email,
      customer_first_name: ADDRESS.first_name,
      customer_last_name: ADDRESS.last_name,
      shipping_address: JSON.stringify(ADDRESS),
      billing_address: JSON.stringify(ADDRESS),
      subtotal_cents: 1000,
      shipping_cents: 500,
      total_cents: 1500,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('payments')
    .values({
      order_id: id,
      provider: 'stripe',
      amount_cents: 1500,
      status: paid ? 'paid' : 'pending',
    })
    .execute();
  return id;
}

/** A customer a guest checkout left: no password. */
export async function insertGuestCustomer(db: Db, store = 'hvac') {
  const email = uniqueEmail('guest');
  return db
    .insertInto('customers')
    .values({
      store_id: store,
      email,
      email_normalized: email,
      password_hash: null,
      first_name: 'Guest',
      last_name: 'Shopper',
      phone: null,
      shipping_address: null,
      billing_address: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export interface SetPasswordLink {
  url: URL;
  email: string;
  token: string;
  /** The link's orderId, '' when it has none. */
  orderId: string;
}

export function parseSetPasswordLink(url: string): SetPasswordLink {
  const parsed = new URL(url);
  return {
    url: parsed,
    email: parsed.searchParams.get('email') ?? '',
    token: parsed.searchParams.get('token') ?? '',
    orderId: parsed.searchParams.get('orderId') ?? '',
  };
}

/** The set-password links (`account.set-password` e-mails) queued for `to`, oldest first. */
export async function queuedSetPasswordLinks(db: Db, to: string): Promise<SetPasswordLink[]> {
  const rows = await db
    .selectFrom('outbox')
    .select('payload')
    .where('topic', '=', 'account.set-password')
    .orderBy('id')
    .execute();
  return rows
    .map((row) => row.payload as { to: string; setPasswordUrl: string })
    .filter((payload) => payload.to === to)
    .map((payload) => parseSetPasswordLink(payload.setPasswordUrl));
}

/** Asks POST /auth/request-set-password for a link to `email` and answers the link it queued. */
export async function requestSetPasswordLink(
  app: FastifyInstance,
  db: Db,
  { email, store = 'hvac' }: { email: string; store?: string },
): Promise<SetPasswordLink> {
  const { status } = await callApi(app, {
    method: 'POST',
    path: '/auth/request-set-password',
    store,
    body: { email },
  });
  if (status !== 202) throw new Error(`request-set-password answered ${status}`);
  // The e-mail is queued after the answer.
  await app.backgroundWorkDone();
  const link = (await queuedSetPasswordLinks(db, email)).at(-1);
  if (!link) throw new Error(`no set-password link was queued for ${email}`);
  return link;
}
