// The create-session bodies of a crowd of guests, each buying one unit of a product of their own
// (a real crowd buys different things; one shared product would measure the wait for its row
// lock), with stock no run can use up.
import type { Db } from '../src/db/connection.js';
import { checkoutBody } from '../src/testing/checkout.js';

export async function checkoutBodiesOfBuyers(
  db: Db,
  storeId: string,
  buyers: number,
): Promise<string[]> {
  const products = await db
    .selectFrom('products')
    .select(['id', 'sku'])
    .where('store_id', '=', storeId)
    .where('is_active', '=', true)
    .orderBy('id')
    .limit(buyers)
    .execute();
  await db
    .updateTable('inventory')
    .set({ total_on_hand: 1_000_000_000 })
    .where('store_id', '=', storeId)
    .where(
      'sku',
      'in',
      products.map((product) => product.sku),
    )
    .execute();
  return products.map((product, buyer) =>
    JSON.stringify(
      checkoutBody([{ id: product.id, itemQuantity: 1 }], {
        customer: {
          first_name: 'Ann',
          last_name: 'Lee',
          email: `buyer-${buyer}@example.com`,
          phone: '(512) 555-0100',
        },
      }),
    ),
  );
}
