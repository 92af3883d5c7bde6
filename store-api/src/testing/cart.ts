// What the cart and shipping tests share: guest ids, requests and products with known prices and stock.
import { randomBytes } from 'node:crypto';
import type { CartRecord } from '@storefront/contract/records';
import type { ShippingClass } from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import type { TestContext } from './test-app.js';

export const STORE = 'hvac';

export const newGuestId = () => `guest_${randomBytes(16).toString('hex')}`;

export async function send<T = CartRecord>(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const response = await app.inject({
    method,
    url: `/store-api${path}`,
    headers: { 'x-store-id': STORE, ...headers },
    ...(body === undefined ? {} : { payload: body as object }),
  });
  return { status: response.statusCode, body: response.json() as T & { error?: string } };
}

/** How many products earlier calls took: each call gets products no other test touched. */
let staged = 0;

/** Active products of the store, each given a known price, discount and stock for the test. */
export async function stageProducts(
  context: TestContext,
  count: number,
  {
    price = 40,
    discount = 0,
    stock = 10,
    shippingClass = 'parcel' as ShippingClass,
    weightOz = 32,
  } = {},
): Promise<{ id: number; sku: string }[]> {
  const { db } = context;
  const rows = await db
    .selectFrom('products')
    .select(['id', 'sku'])
    .where('store_id', '=', STORE)
    .where('is_active', '=', true)
    .orderBy('id', 'desc')
    .offset(staged)
    .limit(count)
    .execute();
  staged += count;
  for (const row of rows) {
    await db
      .updateTable('products')
      .set({ price, discount, shipping_class: shippingClass, weight_oz: weightOz })
      .where('id', '=', row.id)
      .execute();
    await db
      .updateTable('inventory')
      .set({ total_on_hand: stock })
      .where('store_id', '=', STORE)
      .where('sku', '=', row.sku)
      .execute();
  }
  return rows;
}
