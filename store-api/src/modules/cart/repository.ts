// Reads and writes server carts: one cart per guest id or customer in a store, one line per product.
import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { ShippingClass } from '@storefront/contract';

/** Whose cart: a guest by the id only they hold, or a signed-in customer. */
export type CartOwner = { guestId: string } | { customerId: number };

/** A product of the store with what pricing and shipping need, read fresh from the catalogue. */
export interface CatalogueProduct {
  id: number;
  name: string;
  sku: string;
  image_url: string | null;
  price: string | number;
  discount: number;
  is_active: boolean;
  total_on_hand: number | null;
  shipping_class: ShippingClass;
  weight_oz: number;
}

/** A cart line with what pricing needs, read fresh from the catalogue. */
export type CartLineRow = Omit<CatalogueProduct, 'id'> & { product_id: number; quantity: number };

/** What pricing reads of a product (`p`) and its stock (`i`, joined on the store and SKU). */
const CATALOGUE_COLUMNS = [
  'p.name',
  'p.sku',
  'p.image_url',
  'p.price',
  'p.discount',
  'p.is_active',
  'i.total_on_hand',
  'p.shipping_class',
  'p.weight_oz',
] as const;

/**
 * The store's products of these ids with their stock (another store's are left out): the one
 * catalogue read that prices the cart's lines, a job list's and Buy Again's.
 */
export async function catalogueProducts(
  db: Db,
  storeId: string,
  productIds: readonly number[],
): Promise<CatalogueProduct[]> {
  if (productIds.length === 0) return [];
  return db
    .selectFrom('products as p')
    .leftJoin('inventory as i', (join) =>
      join.onRef('i.store_id', '=', 'p.store_id').onRef('i.sku', '=', 'p.sku'),
    )
    .select(['p.id', ...CATALOGUE_COLUMNS])
    .where('p.store_id', '=', storeId)
    .where('p.id', 'in', [...new Set(productIds)])
    .execute();
}

/** What a stock check needs of a product of the store. */
export interface StockedProduct {
  id: number;
  sku: string;
  is_active: boolean;
  total_on_hand: number;
}

export function createCartsRepository(db: Db) {
  function ownerColumns(owner: CartOwner) {
    return 'guestId' in owner
      ? { guest_id: owner.guestId, customer_id: null }
      : { guest_id: null, customer_id: owner.customerId };
  }

  function selectCart(storeId: string, owner: CartOwner) {
    const query = db.selectFrom('carts').select('id').where('store_id', '=', storeId);
    return 'guestId' in owner
      ? query.where('guest_id', '=', owner.guestId)
      : query.where('customer_id', '=', owner.customerId);
  }

  return {
    /** The owner's cart id; with `lock`, the row stays locked until the transaction ends. */
    async findCartId(
      storeId: string,
      owner: CartOwner,
      { lock = false } = {},
    ): Promise<number | undefined> {
      const query = selectCart(storeId, owner);
      const row = await (lock ? query.forUpdate() : query).executeTakeFirst();
      return row?.id;
    },

    /** A guest's cart, locked until the transaction ends, with when it was merged (null: never). */
    async guestCartToConvert(
      storeId: string,
      guestId: string,
    ): Promise<{ id: number; converted_at: Date | null } | undefined> {
      return db
        .selectFrom('carts')
        .select(['id', 'converted_at'])
        .where('store_id', '=', storeId)
        .where('guest_id', '=', guestId)
        .forUpdate()
        .executeTakeFirst();
    },

    /** Marks a guest's cart as merged into a customer's, for good. */
    async markConverted(cartId: number): Promise<void> {
      await db
        .updateTable('carts')
        .set({ converted_at: sql`now()`, updated_at: sql`now()` })
        .where('id', '=', cartId)
        .execute();
    },

    /** The owner's cart id, creating the cart on first use (safe when two requests race). */
    async ensureCartId(storeId: string, owner: CartOwner): Promise<number> {
      await db
        .insertInto('carts')
        .values({ store_id: storeId, ...ownerColumns(owner) })
        .onConflict((conflict) => conflict.doNothing())
        .execute();
      const row = await selectCart(storeId, owner).executeTakeFirstOrThrow();
      return row.id;
    },

    /** The lines in the order they were added, with the product's current catalogue data. */
    async lines(cartId: number): Promise<CartLineRow[]> {
      return db
        .selectFrom('cart_items as ci')
        .innerJoin('products as p', 'p.id', 'ci.product_id')
        .leftJoin('inventory as i', (join) =>
          join.onRef('i.store_id', '=', 'p.store_id').onRef('i.sku', '=', 'p.sku'),
        )
        .select(['ci.product_id', 'ci.quantity', ...CATALOGUE_COLUMNS])
        .where('ci.cart_id', '=', cartId)
        .orderBy('ci.id')
        .execute();
    },

    /** Lines for products that are in no cart (a shipping estimate), as `lines` reads them. */
    async productLines(
      storeId: string,
      items: readonly { productId: number; quantity: number }[],
    ): Promise<CartLineRow[]> {
      const quantities = new Map(items.map((item) => [item.productId, item.quantity]));
      const products = await catalogueProducts(db, storeId, [...quantities.keys()]);
      return products.map(({ id, ...product }) => ({
        ...product,
        product_id: id,
        quantity: quantities.get(id) ?? 0,
      }));
    },

    /** Products of the store by id, with their stock (0 when the SKU has no inventory row). */
    async stockedProducts(storeId: string, productIds: number[]): Promise<StockedProduct[]> {
      if (productIds.length === 0) return [];
      const rows = await db
        .selectFrom('products as p')
        .leftJoin('inventory as i', (join) =>
          join.onRef('i.store_id', '=', 'p.store_id').onRef('i.sku', '=', 'p.sku'),
        )
        .select(['p.id', 'p.sku', 'p.is_active', 'i.total_on_hand'])
        .where('p.store_id', '=', storeId)
        .where('p.id', 'in', productIds)
        .execute();
      return rows.map((row) => ({ ...row, total_on_hand: row.total_on_hand ?? 0 }));
    },

    async quantityOf(cartId: number, productId: number): Promise<number | undefined> {
      const row = await db
        .selectFrom('cart_items')
        .select('quantity')
        .where('cart_id', '=', cartId)
        .where('product_id', '=', productId)
        .executeTakeFirst();
      return row?.quantity;
    },

    /** Sets a line's quantity, adding the line when the cart has none for the product. */
    async setQuantity(cartId: number, productId: number, quantity: number): Promise<void> {
      await db
        .insertInto('cart_items')
        .values({ cart_id: cartId, product_id: productId, quantity })
        .onConflict((conflict) =>
          conflict.columns(['cart_id', 'product_id']).doUpdateSet({ quantity }),
        )
        .execute();
    },

    /** Deletes a line; false when the cart had none for the product. */
    async deleteLine(cartId: number, productId: number): Promise<boolean> {
      const result = await db
        .deleteFrom('cart_items')
        .where('cart_id', '=', cartId)
        .where('product_id', '=', productId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    async deleteLinesExcept(cartId: number, keepProductIds: number[]): Promise<void> {
      await db
        .deleteFrom('cart_items')
        .where('cart_id', '=', cartId)
        .$if(keepProductIds.length > 0, (query) =>
          query.where('product_id', 'not in', keepProductIds),
        )
        .execute();
    },

    /** Deletes the cart with its lines. */
    async deleteCart(cartId: number): Promise<void> {
      await db.deleteFrom('carts').where('id', '=', cartId).execute();
    },

    async touch(cartId: number): Promise<void> {
      await db
        .updateTable('carts')
        .set({ updated_at: sql`now()` })
        .where('id', '=', cartId)
        .execute();
    },
  };
}

export type CartsRepository = ReturnType<typeof createCartsRepository>;
