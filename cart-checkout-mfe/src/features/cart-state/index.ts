// The cart itself (DESIGN §2): its slice, server sync, stock check, add-to-cart and runtime. The
// cart page and the checkout use it through this file.
export { fetchInventory } from './api/fetch-inventory';
export { useAddToCart } from './hooks/use-add-to-cart';
export { useCartRead } from './hooks/use-cart-read';
export { startCartRuntime } from './state/cart-runtime';
export { cartLineTotalCents, cartLineUnitCents, cartSubtotalCents } from './state/cart-rules';
export {
  cartCleared,
  cartSyncRequested,
  itemAdded,
  itemRemoved,
  lineDeleted,
  selectCartItems,
  selectCartSync,
  selectPricedCart,
  unitsAdded,
} from './state/cart-slice';
