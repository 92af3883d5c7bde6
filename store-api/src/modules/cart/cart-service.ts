// The cart operations of SPEC §7, each one transaction: stock checks, the sync's whole-cart
// replace and the guest → customer merge. Every answer is the cart priced from the database.
import type { CartRecord, CartReplaceBody } from '@storefront/contract/records';
import { MAX_LINE_QUANTITY, MESSAGES, getStoreConfig, isStoreId } from '@storefront/contract';
import type { Db } from '../../db/connection.js';
import { HttpError, notFound } from '../../http-error.js';
import type { ImageUrls } from '../images/index.js';
import { priceCart, type StoreShipping } from './pricing.js';
import { createCartsRepository, type CartOwner, type CartsRepository } from './repository.js';

const notInStore = (productId: number) =>
  notFound(`Product ${productId} is not sold in this store`);
const notInCart = (productId: number) => notFound(`Product ${productId} is not in the cart`);
/** SPEC §5's stock message; 409: the request was fine, the stock is not there. */
const notEnoughStock = (available: number, sku: string) =>
  new HttpError(409, MESSAGES.notEnoughStock(available, sku));

/** The store's configured parcel charge (SPEC §9) and freight rule: never what the browser sends. */
export function storeShipping(storeId: string): StoreShipping {
  const store = getStoreConfig(isStoreId(storeId) ? storeId : 'default');
  return { shipping_charge: store.shipping_charge, freight: store.freight };
}

/** A paid order empties the customer's server cart (its lines go with it), on `trx`. */
export async function clearCustomerCart(trx: Db, storeId: string, customerId: number) {
  const carts = createCartsRepository(trx);
  const cartId = await carts.findCartId(storeId, { customerId }, { lock: true });
  if (cartId !== undefined) await carts.deleteCart(cartId);
}

export function createCartService(db: Db, imageUrls: ImageUrls) {
  /** Runs `change` in a transaction and answers the owner's cart as it then stands. */
  function inTransaction(
    storeId: string,
    owner: CartOwner,
    change: (carts: CartsRepository) => Promise<void>,
  ): Promise<CartRecord> {
    return db.transaction().execute(async (trx) => {
      const carts = createCartsRepository(trx);
      await change(carts);
      const cartId = await carts.findCartId(storeId, owner);
      const rows = cartId === undefined ? [] : await carts.lines(cartId);
      return priceCart(rows, storeShipping(storeId), imageUrls);
    });
  }

  async function stocked(carts: CartsRepository, storeId: string, productId: number) {
    const [product] = await carts.stockedProducts(storeId, [productId]);
    if (!product?.is_active) throw notInStore(productId);
    return product;
  }

  return {
    /** Lines priced the way a cart prices them, with no cart at all (the shipping estimate). */
    async priceLines(
      storeId: string,
      items: Parameters<CartsRepository['productLines']>[1],
    ): Promise<CartRecord> {
      const rows = await createCartsRepository(db).productLines(storeId, items);
      return priceCart(rows, storeShipping(storeId), imageUrls);
    },

    read(storeId: string, owner: CartOwner): Promise<CartRecord> {
      return inTransaction(storeId, owner, async () => {});
    },

    /** Adds units to a product's line (a new line when none); refused beyond the stock. */
    addItem(storeId: string, owner: CartOwner, productId: number, quantity: number) {
      return inTransaction(storeId, owner, async (carts) => {
        const product = await stocked(carts, storeId, productId);
        const cartId = await carts.ensureCartId(storeId, owner);
        const wanted = ((await carts.quantityOf(cartId, productId)) ?? 0) + quantity;
        if (wanted > product.total_on_hand) {
          throw notEnoughStock(product.total_on_hand, product.sku);
        }
        await carts.setQuantity(cartId, productId, Math.min(wanted, MAX_LINE_QUANTITY));
        await carts.touch(cartId);
      });
    },

    /** Sets an existing line's quantity; refused beyond the stock. */
    setItemQuantity(storeId: string, owner: CartOwner, productId: number, quantity: number) {
      return inTransaction(storeId, owner, async (carts) => {
        const cartId = await carts.findCartId(storeId, owner);
        if (cartId === undefined || (await carts.quantityOf(cartId, productId)) === undefined) {
          throw notInCart(productId);
        }
        const product = await stocked(carts, storeId, productId);
        if (quantity > product.total_on_hand) {
          throw notEnoughStock(product.total_on_hand, product.sku);
        }
        await carts.setQuantity(cartId, productId, quantity);
        await carts.touch(cartId);
      });
    },

    removeItem(storeId: string, owner: CartOwner, productId: number) {
      return inTransaction(storeId, owner, async (carts) => {
        const cartId = await carts.findCartId(storeId, owner);
        if (cartId === undefined || !(await carts.deleteLine(cartId, productId))) {
          throw notInCart(productId);
        }
        await carts.touch(cartId);
      });
    },

    /**
     * The browser's sync: the cart becomes exactly these lines. Quantities are capped by stock
     * (a line with none left is dropped); a product no longer sold keeps its line, flagged
     * unavailable; a product the store does not have is dropped.
     */
    replace(storeId: string, owner: CartOwner, items: CartReplaceBody['items']) {
      return inTransaction(storeId, owner, async (carts) => {
        const products = new Map(
          (
            await carts.stockedProducts(
              storeId,
              items.map((item) => item.productId),
            )
          ).map((product) => [product.id, product]),
        );
        const lines = items.flatMap(({ productId, quantity }) => {
          const product = products.get(productId);
          if (!product) return [];
          const capped = product.is_active ? Math.min(quantity, product.total_on_hand) : quantity;
          return capped > 0 ? [{ productId, quantity: capped }] : [];
        });
        const cartId = await carts.ensureCartId(storeId, owner);
        await carts.deleteLinesExcept(
          cartId,
          lines.map((line) => line.productId),
        );
        for (const line of lines) await carts.setQuantity(cartId, line.productId, line.quantity);
        await carts.touch(cartId);
      });
    },

    /**
     * Merges a guest's cart into the customer's: quantities added and capped by stock (a line
     * the customer already has is never lowered), products no longer sold left out. The guest
     * cart is emptied and marked converted in the same transaction, so a guest id is merged once:
     * a second call, or one after a stale tab filled the guest cart again, changes nothing.
     */
    convert(storeId: string, customerId: number, guestId: string) {
      const customer: CartOwner = { customerId };
      return inTransaction(storeId, customer, async (carts) => {
        const guestCart = await carts.guestCartToConvert(storeId, guestId);
        if (guestCart === undefined) return;
        if (guestCart.converted_at === null) {
          const guestLines = await carts.lines(guestCart.id);
          const customerCartId = await carts.ensureCartId(storeId, customer);
          for (const line of guestLines) {
            if (!line.is_active) continue;
            const existing = (await carts.quantityOf(customerCartId, line.product_id)) ?? 0;
            const stock = line.total_on_hand ?? 0;
            const merged = Math.max(
              existing,
              Math.min(existing + line.quantity, stock, MAX_LINE_QUANTITY),
            );
            if (merged > 0) await carts.setQuantity(customerCartId, line.product_id, merged);
          }
          await carts.touch(customerCartId);
        }
        await carts.deleteLinesExcept(guestCart.id, []);
        await carts.markConverted(guestCart.id);
      });
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
