// The cart of SPEC §4: lines of products with a qty, persisted under the `cart` key by the store.
import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  addToCartItems,
  cartCount,
  cartSubtotal,
  removeFromCartItems,
  type CartItem,
  type CartProduct,
} from '../domain';

export interface CartState {
  items: CartItem[];
}

export const initialCartState: CartState = { items: [] };

export const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {
    /** The product's line gains 1, or a new line with qty 1 is added. */
    itemAdded(state, action: PayloadAction<CartProduct>) {
      state.items = addToCartItems(state.items, action.payload);
    },
    /** The line loses 1; a line at qty 1 is deleted. */
    itemRemoved(state, action: PayloadAction<number>) {
      state.items = removeFromCartItems(state.items, action.payload);
    },
    /** The whole line goes, whatever its qty. */
    lineDeleted(state, action: PayloadAction<number>) {
      state.items = state.items.filter((item) => item.id !== action.payload);
    },
    /** Empties the cart; the stored copy is erased. */
    cartCleared(state) {
      state.items = [];
    },
    /** Replaces the cart, e.g. with the copy another tab saved. */
    cartRestored(state, action: PayloadAction<CartItem[]>) {
      state.items = action.payload;
    },
  },
});

export const { itemAdded, itemRemoved, lineDeleted, cartCleared, cartRestored } = cartSlice.actions;

type WithCart = { cart: CartState };

export const selectCartItems = (state: WithCart): CartItem[] => state.cart.items;

/** Units in the cart (sum of qty): the nav badge. */
export const selectCartCount = createSelector([selectCartItems], (items) => cartCount(items));

/** Σ unit price × qty, the unit price being discounted when the product has a discount. */
export const selectCartSubtotal = createSelector([selectCartItems], (items) => cartSubtotal(items));

export const selectCartLine = (state: WithCart, productId: number): CartItem | undefined =>
  state.cart.items.find((item) => item.id === productId);
